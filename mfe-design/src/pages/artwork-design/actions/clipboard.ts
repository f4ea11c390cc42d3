import type { Layer } from '@pod/artwork-scene';
import { KEYMAP, matchAny, refuse } from '@pod/canvas-editor';
import { artworkLayerIds, cloneWithNewIds, forgetLayers, selectedSlots, templateList } from './layer-tree';
import type { ArtworkAction } from './types';

/** Paste places copies this far from the originals so they are seen (spec 002 §9's paste offset). */
export const PASTE_OFFSET = 10;
const COPY_MARKER = 'Copy of ';

function copiedLayers(state: Parameters<ArtworkAction['perform']>[1]['state']): Layer[] {
  return selectedSlots(templateList(state.doc, state.view.template), state.selection).map((s) => structuredClone(s.layer) as Layer);
}

/** Copies of the clipboard's layers: new ids, 'Copy of …', no parent, offset. */
function pasteCopies(layers: readonly Layer[], taken: Set<string>, newId: () => string, offset: number): Layer[] {
  return layers.map((layer) => {
    const copy = cloneWithNewIds(layer, taken, newId);
    copy.title = `${COPY_MARKER}${layer.title}`;
    copy.parent = null;
    copy.x += offset;
    copy.y += offset;
    return copy;
  });
}

export const copyLayers: ArtworkAction = {
  name: 'copyLayers',
  label: 'Copy',
  readOnly: true,
  keyTest: (event, state) => matchAny(event, KEYMAP.copy) && state.selection.length > 0,
  perform(_draft, { state }) {
    const layers = copiedLayers(state);
    if (!layers.length) return refuse();
    return { clipboard: layers };
  },
};

export const cutLayers: ArtworkAction = {
  name: 'cutLayers',
  label: 'Cut',
  keyTest: (event, state) => matchAny(event, KEYMAP.cut) && state.selection.length > 0,
  perform(draft, { state }) {
    const layers = copiedLayers(state);
    if (!layers.length) return refuse();
    const list = templateList(draft, state.view.template);
    const removed = new Set<string>();
    for (const slot of selectedSlots(list, state.selection)) {
      slot.siblings.splice(
        slot.siblings.findIndex((l) => l.id === slot.layer.id),
        1,
      );
      removed.add(slot.layer.id);
    }
    forgetLayers(draft, removed);
    return { clipboard: layers, selection: [] };
  },
};

/** One step however many layers: a paste of 300 is undone at once. */
export const pasteLayers: ArtworkAction = {
  name: 'pasteLayers',
  label: 'Paste',
  keyTest: (event, state) => matchAny(event, KEYMAP.paste) && Array.isArray(state.clipboard) && state.clipboard.length > 0,
  perform(draft, { state, env }) {
    const clip = state.clipboard as Layer[] | null;
    if (!Array.isArray(clip) || !clip.length) return refuse();
    const copies = pasteCopies(clip, artworkLayerIds(state.doc), env.newId, PASTE_OFFSET);
    templateList(draft, state.view.template).push(...copies);
    return { selection: copies.map((c) => c.id) };
  },
};

/** Duplicate (spec 002 §2.8): copies with the copy marker and no parent, at the top of the list. */
export const duplicateLayers: ArtworkAction = {
  name: 'duplicateLayers',
  label: 'Duplicate',
  perform(draft, { state, value, env }) {
    const layers = value
      ? selectedSlots(templateList(state.doc, state.view.template), [value as string]).map((s) => s.layer)
      : copiedLayers(state);
    if (!layers.length) return refuse();
    const copies = pasteCopies(layers, artworkLayerIds(state.doc), env.newId, PASTE_OFFSET);
    templateList(draft, state.view.template).push(...copies);
    return { selection: copies.map((c) => c.id) };
  },
};
