import { KEYMAP, matchAny, refuse } from '@pod/canvas-editor';
import { MOCKUP_LIMITS, type MockupLayer } from '@pod/artwork-scene';
import { cloneWithNewIds, currentLayers, layerIds, removeSlots, selectedSlots } from './layer-tree';
import type { MockupAction, MockupEditorState } from './types';

/** Spec 002 §2.7: pasted layers are titled 'Copy of {title}'. */
const COPY_MARKER = 'Copy of ';

function copiedLayers(state: MockupEditorState): MockupLayer[] {
  return selectedSlots(currentLayers(state.doc, state.view), state.selection).map((s) => structuredClone(s.layer) as MockupLayer);
}

export const copyLayers: MockupAction = {
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

export const cutLayers: MockupAction = {
  name: 'cutLayers',
  label: 'Cut',
  keyTest: (event, state) => matchAny(event, KEYMAP.cut) && state.selection.length > 0,
  perform(draft, { state }) {
    const layers = copiedLayers(state);
    if (!layers.length) return refuse();
    removeSlots(currentLayers(draft, state.view), state.selection);
    return { clipboard: layers, selection: [] };
  },
};

/**
 * Paste (spec 002 §2.7, §9): copies of the clipboard's layers at the top, 10 px right and down of
 * the originals, titled 'Copy of {title}', with new ids and no parent; they become the selection.
 * The clipboard outlives a switch of mockup, so layers can be copied from one mockup to another.
 */
export const pasteLayers: MockupAction = {
  name: 'pasteLayers',
  label: 'Paste',
  keyTest: (event, state) => matchAny(event, KEYMAP.paste) && Array.isArray(state.clipboard) && state.clipboard.length > 0,
  perform(draft, { state, env }) {
    const clip = state.clipboard as MockupLayer[] | null;
    if (!Array.isArray(clip) || !clip.length || !state.doc.mockups[state.view.mockup]) return refuse();
    const taken = layerIds(currentLayers(state.doc, state.view));
    const count = clip.reduce((n, layer) => n + layerIds([layer]).size, 0);
    if (taken.size + count > MOCKUP_LIMITS.maxLayers) return refuse(`A mockup has at most ${MOCKUP_LIMITS.maxLayers} layers`);
    const copies = clip.map((layer) => {
      const copy = cloneWithNewIds(layer, taken, env.newId);
      copy.title = `${COPY_MARKER}${layer.title}`.slice(0, MOCKUP_LIMITS.maxTitleLength);
      copy.parent = null;
      copy.x += MOCKUP_LIMITS.pasteOffset;
      copy.y += MOCKUP_LIMITS.pasteOffset;
      return copy;
    });
    currentLayers(draft, state.view).push(...copies);
    return { selection: copies.map((c) => c.id) };
  },
};
