import { current } from 'immer';
import { contentOwnerId, LayerSchema, setHidden, setPersonalized, typeText, walkLayers, type FileRef, type Layer, type LayerType } from '@pod/artwork-scene';
import { KEYMAP, matchAny, nudgeDelta, refuse } from '@pod/canvas-editor';
import { artworkLayerIds, findSlot, forgetLayers, nextTitle, parentAccessor, selectedSlots, templateList, uniqueId } from './layer-tree';
import type { ArtworkAction } from './types';

/** Defaults of a new layer (spec 002 §2.8 and §9): x, y 50; text size 30, width 160, spacing 1, line height 1, 'Arial'. */
const NEW_LAYER_DEFAULTS: Record<LayerType, Record<string, unknown>> = {
  Text: { fontSize: 30, width: 160, letterSpacing: 1, lineHeight: 1, fontFamily: 'Arial', values: [{ active: true, text: 'Text' }] },
  Label: { fontSize: 30, width: 160, letterSpacing: 1, lineHeight: 1, fontFamily: 'Arial', text: 'Label' },
  Image: {},
  Option: { options: [] },
  Group: { layers: [] },
};

export interface AddLayerValue {
  type: LayerType;
  /** An uploaded picture (Image): its stored file and natural size. */
  file?: FileRef;
  width?: number;
  height?: number;
}

/** A new layer through the model's own schema, so every default is the one the renderer assumes. */
export function newLayer(type: LayerType, id: string, title: string, extra: Record<string, unknown> = {}): Layer {
  return LayerSchema.parse({ id, type, title, x: NEW_LAYER_AT, y: NEW_LAYER_AT, ...NEW_LAYER_DEFAULTS[type], ...extra }) as Layer;
}

/** Where a new layer goes (spec 002 §2.8: x, y 50). */
const NEW_LAYER_AT = 50;

/**
 * An uploaded picture's size on the artwork: its natural size, scaled down in proportion (never
 * up) so that it fits between its position and the artwork's far edges, whole and selectable,
 * instead of a photo of 4000 px spilling far past a 600-unit artwork.
 */
export function fitImageSize(natural: { width: number; height: number }, artwork: { width: number; height: number }): { width: number; height: number } {
  const room = { width: Math.max(1, artwork.width - NEW_LAYER_AT), height: Math.max(1, artwork.height - NEW_LAYER_AT) };
  const k = Math.min(1, room.width / natural.width, room.height / natural.height);
  return { width: Math.round(natural.width * k * 1000) / 1000, height: Math.round(natural.height * k * 1000) / 1000 };
}

export const addLayer: ArtworkAction = {
  name: 'addLayer',
  label: 'Add layer',
  perform(draft, { state, value, env }) {
    const { type, file, width, height } = value as AddLayerValue;
    if (type === 'Image' && !file) return refuse();
    const id = uniqueId(artworkLayerIds(state.doc), env.newId);
    const size = width && height ? fitImageSize({ width, height }, state.doc) : {};
    const extra = file ? { values: [{ active: true, file }], ...size } : {};
    templateList(draft, state.view.template).push(newLayer(type, id, nextTitle(state.doc, type), extra));
    return { selection: [id] };
  },
};

/** A transform from the canvas (drag end, transformer end) for one or more layers. */
export interface LayerGeometry {
  id: string;
  x?: number;
  y?: number;
  rotation?: number;
  scaleX?: number;
  scaleY?: number;
  width?: number;
  height?: number;
  /** A Text's or Label's font size (a transformer resize lands there, bakeTransform). */
  fontSize?: number;
}

const GEOMETRY_KEYS = ['x', 'y', 'rotation', 'scaleX', 'scaleY', 'width', 'height'] as const;

export const transformLayers: ArtworkAction = {
  name: 'transformLayers',
  label: 'Transform',
  perform(draft, { state, value }) {
    const list = templateList(draft, state.view.template);
    let changed = false;
    for (const geometry of value as LayerGeometry[]) {
      const slot = findSlot(list, geometry.id);
      if (!slot || slot.layer.lock) continue;
      for (const key of GEOMETRY_KEYS) {
        const v = geometry[key];
        if (typeof v === 'number' && Number.isFinite(v)) {
          // Width and height are never below 1 (spec 002 §5); rounding keeps the JSON readable.
          const next = key === 'width' || key === 'height' ? Math.max(1, v) : v;
          slot.layer[key] = Math.round(next * 1000) / 1000;
          changed = true;
        }
      }
      const fontSize = geometry.fontSize;
      if ((slot.layer.type === 'Text' || slot.layer.type === 'Label') && typeof fontSize === 'number' && Number.isFinite(fontSize)) {
        // Tenths, as the panel's font size steps; never below 1.
        slot.layer.fontSize = Math.max(1, Math.round(fontSize * 10) / 10);
        changed = true;
      }
    }
    if (!changed) return refuse();
  },
};

/** Move the selection (or the layers named) by an offset: canvas drags and the arrow keys (1 px). Locked layers stay. */
export const moveLayers: ArtworkAction = {
  name: 'moveLayers',
  label: 'Move',
  keyTest: (event, state) => !!nudgeDelta(event) && state.selection.length > 0,
  keyValue: (event) => nudgeDelta(event),
  perform(draft, { state, value }) {
    const { dx, dy, ids } = value as { dx: number; dy: number; ids?: string[] };
    const list = templateList(draft, state.view.template);
    const slots = selectedSlots(list, ids ?? state.selection).filter((s) => !s.layer.lock);
    if (!slots.length || (!dx && !dy)) return refuse();
    for (const { layer } of slots) {
      layer.x += dx;
      layer.y += dy;
    }
  },
};

/** What Delete asks before removing the selection (and the layers inside it). */
export const DELETE_QUESTION = 'Delete the selected layers?';
/** What Convert to text asks before replacing an image (spec 002 §2.8: after confirmation). */
export const CONVERT_QUESTION = 'Convert this image to a text layer?';

export const deleteLayers: ArtworkAction = {
  name: 'deleteLayers',
  label: 'Delete',
  keyTest: (event, state) => matchAny(event, KEYMAP.delete) && state.selection.length > 0,
  // Spec 002 §2.8: deleted after confirmation, from the toolbar and from Delete/Backspace alike.
  confirm: (state) => (state.selection.length ? DELETE_QUESTION : undefined),
  perform(draft, { state }) {
    const list = templateList(draft, state.view.template);
    const parentOf = parentAccessor(state.doc, state.view.template);
    const removed = new Set<string>();
    const parents: string[] = [];
    for (const slot of selectedSlots(list, state.selection)) {
      for (const { layer } of walkLayers([slot.layer])) removed.add(layer.id);
      const parent = parentOf(slot.layer.id);
      if (parent && !parents.includes(parent)) parents.push(parent);
      const index = slot.siblings.findIndex((l) => l.id === slot.layer.id);
      slot.siblings.splice(index, 1);
    }
    if (!removed.size) return refuse();
    forgetLayers(draft, removed);
    // The parent of a deleted layer becomes the selection (spec 002 §2.8).
    return { selection: parents.filter((p) => !removed.has(p)) };
  },
};

function layerToggle(name: string, label: string, key: 'visible' | 'lock'): ArtworkAction {
  return {
    name,
    label,
    perform(draft, { state, value }) {
      const slot = findSlot(templateList(draft, state.view.template), value as string);
      if (!slot) return refuse();
      slot.layer[key] = !slot.layer[key];
    },
  };
}

/** The eye of the layer list. */
export const toggleVisible = layerToggle('toggleVisible', 'Show/hide', 'visible');
/** The lock of the layer list: a locked layer is not moved, resized or nudged. */
export const toggleLock = layerToggle('toggleLock', 'Lock', 'lock');

export const renameLayer: ArtworkAction = {
  name: 'renameLayer',
  label: 'Rename',
  perform(draft, { state, value }) {
    const { id, title } = value as { id: string; title: string };
    const slot = findSlot(templateList(draft, state.view.template), id);
    const trimmed = title.trim();
    if (!slot || !trimmed || trimmed.length > 200) return refuse();
    slot.layer.title = trimmed;
  },
};

/** An Image becomes a Text layer in its place: same id, title and geometry (the page confirms first). */
export const convertImageToText: ArtworkAction = {
  name: 'convertImageToText',
  label: 'Convert to text',
  confirm: () => CONVERT_QUESTION,
  perform(draft, { state, value }) {
    const slot = findSlot(templateList(draft, state.view.template), value as string);
    if (!slot || slot.layer.type !== 'Image') return refuse();
    const { id, title, parent, x, y, rotation, scaleX, scaleY, visible, lock, ordering, condition } = slot.layer;
    slot.siblings[slot.index] = newLayer('Text', id, title, {
      parent,
      x,
      y,
      rotation,
      scaleX,
      scaleY,
      visible,
      lock,
      ...(ordering !== undefined ? { ordering } : {}),
      ...(condition ? { condition } : {}),
      values: [{ active: true, text: title || 'Text' }],
    });
    return { selection: [id] };
  },
};

/**
 * A panel's change (Contract A's onChange): a partial layer; nested blocks are replaced whole.
 * The §4 rules apply on top: turning hidden on clears the dependency and the personalisation,
 * personalisation cannot be turned on while hidden, and text typed into a personalised layer
 * (or a hidden dependent) spreads to the layers that share it.
 */
export const updateLayer: ArtworkAction = {
  name: 'updateLayer',
  label: 'Edit layer',
  perform(draft, { state, value }) {
    const { id, patch } = value as { id: string; patch: Partial<Layer> };
    const list = templateList(draft, state.view.template);
    const slot = findSlot(list, id);
    if (!slot) return refuse();
    const before = findSlot(templateList(state.doc, state.view.template), id)!.layer;
    const { id: _ignoredId, type: _ignoredType, layers: _ignoredChildren, ...rest } = patch as Partial<Layer> & { layers?: unknown };
    let next: Layer = { ...before, ...rest } as Layer;
    if ('hidden' in patch && !!patch.hidden !== !!before.hidden) {
      next = setHidden({ ...before, ...rest } as Layer, !!patch.hidden);
      if (patch.hidden && patch.dependOnLayer) next = { ...next, dependOnLayer: patch.dependOnLayer };
    }
    if (next.personalized?.enable && !before.personalized?.enable) next = setPersonalized({ ...next, personalized: { ...next.personalized, enable: false } }, true);
    slot.siblings[slot.index] = next;
    // A placement of a shared layer is drawn with the shared layer's content (fontFamily,
    // values…): such a field is written to the shared layer too, or the edit would not show.
    for (const key of Object.keys(rest)) {
      const owner = contentOwnerId(before, key);
      if (owner === id) continue;
      const shared = findSlot(draft.sharedLayers, owner);
      if (shared && shared.layer.type === before.type) (shared.layer as Record<string, unknown>)[key] = (rest as Record<string, unknown>)[key];
    }
    const typed = typedText(before, next);
    if (typed !== undefined) {
      // Spread over the whole template so dependents in other groups follow (spec 002 §4).
      replaceTexts(list, typeText(current(list), id, typed), id);
    }
  },
};

function typedText(before: Layer, next: Layer): string | undefined {
  if (before.type === 'Label' && next.type === 'Label' && before.text !== next.text) return next.text;
  if (before.type === 'Text' && next.type === 'Text') {
    const text = (l: Layer) => (l.values ?? []).find((v) => v.active)?.text ?? l.values?.[0]?.text;
    if (text(before) !== text(next)) return text(next) ?? '';
  }
  return undefined;
}

/** Copy the spread text of every other layer from `spread` onto the draft list. */
function replaceTexts(list: Layer[], spread: Layer[], typedId: string): void {
  const byId = new Map([...walkLayers(spread)].map((e) => [e.layer.id, e.layer]));
  for (const { layer } of walkLayers(list)) {
    if (layer.id === typedId) continue;
    const source = byId.get(layer.id);
    if (!source) continue;
    if (layer.type === 'Label' && source.type === 'Label' && layer.text !== source.text) layer.text = source.text;
    if (layer.type === 'Text' && source.type === 'Text' && JSON.stringify(layer.values) !== JSON.stringify(source.values)) layer.values = source.values;
  }
}
