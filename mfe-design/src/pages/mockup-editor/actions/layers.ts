import { KEYMAP, matchAny, nudgeDelta, refuse } from '@pod/canvas-editor';
import { MOCKUP_LIMITS, MockupImageLayerSchema, MockupLayerSchema, MockupPrintareaLayerSchema, type MockupLayer } from '@pod/artwork-scene';
import { currentLayers, currentMockup, findSlot, layerIds, nextTitle, parentAccessor, removeSlots, selectedSlots, uniqueId } from './layer-tree';
import type { MockupAction } from './types';

/** Messages of the layer actions (the spec names none; these say what to do). */
export const LAYER_MESSAGES = {
  printAreaUnknown: 'This print area is not one of the product type’s print areas',
  printAreaWithoutSize: 'Give this print area a width and height on the product type first',
  tooManyLayers: `A mockup has at most ${MOCKUP_LIMITS.maxLayers} layers`,
} as const;

/** A new layer's box: `aspect` fitted into `share` of the photo, centred on it, whole pixels. */
export function centredBox(photo: { width: number; height: number }, aspect: { width: number; height: number }, share: number) {
  const k = Math.min((photo.width * share) / aspect.width, (photo.height * share) / aspect.height);
  const width = Math.max(MOCKUP_LIMITS.minSize, Math.round(aspect.width * k));
  const height = Math.max(MOCKUP_LIMITS.minSize, Math.round(aspect.height * k));
  return { x: Math.round((photo.width - width) / 2), y: Math.round((photo.height - height) / 2), width, height };
}

/** A new picture covers at most half the photo; a print area box 40 % (room around it to place it). */
const IMAGE_SHARE = 0.5;
const PRINTAREA_SHARE = 0.4;

export interface AddImageValue {
  file: { id: string; key: string };
  /** The picture's natural size (its proportions are kept). */
  width: number;
  height: number;
}

/** 'Add Image' (jpg, png, jpeg, uploaded by the page first): a new top layer, selected. */
export const addImage: MockupAction = {
  name: 'addImage',
  label: 'Add image',
  perform(draft, { state, value, env }) {
    const { file, width, height } = value as AddImageValue;
    const mockup = currentMockup(draft, state.view);
    if (!mockup || !file?.id || !file.key || !(width > 0) || !(height > 0)) return refuse();
    const ids = layerIds(mockup.layers);
    if (ids.size >= MOCKUP_LIMITS.maxLayers) return refuse(LAYER_MESSAGES.tooManyLayers);
    const id = uniqueId(ids, env.newId);
    const box = centredBox(mockup, { width, height }, IMAGE_SHARE);
    mockup.layers.push(MockupImageLayerSchema.parse({ id, type: 'Image', title: nextTitle(mockup.layers, 'Image'), ...box, file }));
    return { selection: [id] };
  },
};

/**
 * 'Add Printarea' with one of the product type's print areas: a box of the print area's
 * proportions in the middle of the photo, titled with its name, selected.
 */
export const addPrintarea: MockupAction = {
  name: 'addPrintarea',
  label: 'Add print area',
  perform(draft, { state, value, env }) {
    const area = env.productType.printAreas.find((p) => p.id === value);
    if (!area) return refuse(LAYER_MESSAGES.printAreaUnknown);
    if (!area.width || !area.height) return refuse(LAYER_MESSAGES.printAreaWithoutSize);
    const mockup = currentMockup(draft, state.view);
    if (!mockup) return refuse();
    const ids = layerIds(mockup.layers);
    if (ids.size >= MOCKUP_LIMITS.maxLayers) return refuse(LAYER_MESSAGES.tooManyLayers);
    const id = uniqueId(ids, env.newId);
    const box = centredBox(mockup, { width: area.width, height: area.height }, PRINTAREA_SHARE);
    mockup.layers.push(
      MockupPrintareaLayerSchema.parse({
        id,
        type: 'Printarea',
        title: area.name || nextTitle(mockup.layers, 'Printarea'),
        ...box,
        printArea: { id: area.id, name: area.name, width: area.width, height: area.height },
      }),
    );
    return { selection: [id] };
  },
};

/** A transform from the canvas (drag end, transformer end) or the geometry fields. */
export interface LayerGeometry {
  id: string;
  x?: number;
  y?: number;
  rotation?: number;
  width?: number;
  height?: number;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Place and size layers; a width or height below 1 px becomes 1 (spec 002 §5). A print area's
 * clipping mask is relative to its box, so it scales with the box instead of being left behind.
 * Locked layers stay where they are.
 */
export const transformLayers: MockupAction = {
  name: 'transformLayers',
  label: 'Transform',
  perform(draft, { state, value }) {
    const list = currentLayers(draft, state.view);
    let changed = false;
    for (const geometry of value as LayerGeometry[]) {
      const slot = findSlot(list, geometry.id);
      if (!slot || slot.layer.lock) continue;
      const layer = slot.layer;
      const before = { width: layer.width, height: layer.height };
      for (const key of ['x', 'y', 'rotation'] as const) {
        const v = geometry[key];
        if (typeof v === 'number' && Number.isFinite(v)) layer[key] = round(v);
      }
      for (const key of ['width', 'height'] as const) {
        const v = geometry[key];
        if (typeof v === 'number' && Number.isFinite(v)) layer[key] = round(Math.min(MOCKUP_LIMITS.maxCoordinate, Math.max(MOCKUP_LIMITS.minSize, v)));
      }
      if (layer.type === 'Printarea' && layer.clippingMask) {
        const fx = layer.width / before.width;
        const fy = layer.height / before.height;
        const mask = layer.clippingMask;
        mask.x = round(mask.x * fx);
        mask.y = round(mask.y * fy);
        mask.width = round(Math.max(MOCKUP_LIMITS.minSize, mask.width * fx));
        mask.height = round(Math.max(MOCKUP_LIMITS.minSize, mask.height * fy));
      }
      changed = true;
    }
    if (!changed) return refuse();
  },
};

/** Move the selection (or the layers named) by an offset: canvas drags and the arrow keys (1 px, spec 002 §9). Locked layers stay. */
export const moveLayers: MockupAction = {
  name: 'moveLayers',
  label: 'Move',
  keyTest: (event, state) => !!nudgeDelta(event, MOCKUP_LIMITS.nudge) && state.selection.length > 0,
  keyValue: (event) => nudgeDelta(event, MOCKUP_LIMITS.nudge),
  perform(draft, { state, value }) {
    const { dx, dy, ids } = value as { dx: number; dy: number; ids?: string[] };
    const slots = selectedSlots(currentLayers(draft, state.view), ids ?? state.selection).filter((s) => !s.layer.lock);
    if (!slots.length || (!dx && !dy) || !Number.isFinite(dx) || !Number.isFinite(dy)) return refuse();
    for (const { layer } of slots) {
      layer.x = round(layer.x + dx);
      layer.y = round(layer.y + dy);
    }
  },
};

/** Backspace or Delete (spec 002 §2.7) removes the selection; the parent group of a removed layer becomes the selection. */
export const deleteLayers: MockupAction = {
  name: 'deleteLayers',
  label: 'Delete',
  keyTest: (event, state) => matchAny(event, KEYMAP.delete) && state.selection.length > 0,
  perform(draft, { state }) {
    const parentOf = parentAccessor(currentLayers(state.doc, state.view));
    const removed = removeSlots(currentLayers(draft, state.view), state.selection);
    if (!removed.size) return refuse();
    const parents = [...new Set(state.selection.map(parentOf).filter((p): p is string => !!p && !removed.has(p)))];
    return { selection: parents };
  },
};

function layerToggle(name: string, label: string, key: 'visible' | 'lock'): MockupAction {
  return {
    name,
    label,
    perform(draft, { state, value }) {
      const slot = findSlot(currentLayers(draft, state.view), value as string);
      if (!slot) return refuse();
      slot.layer[key] = !slot.layer[key];
    },
  };
}

/** The eye of the layer list. */
export const toggleVisible = layerToggle('toggleVisible', 'Show/hide', 'visible');
/** The lock of the layer list: a locked layer is not moved, resized or nudged. */
export const toggleLock = layerToggle('toggleLock', 'Lock', 'lock');

/** Double-click rename in the layer list: a title of 1 to 255 characters. */
export const renameLayer: MockupAction = {
  name: 'renameLayer',
  label: 'Rename',
  perform(draft, { state, value }) {
    const { id, title } = value as { id: string; title: string };
    const slot = findSlot(currentLayers(draft, state.view), id);
    const trimmed = typeof title === 'string' ? title.trim() : '';
    if (!slot || !trimmed || trimmed.length > MOCKUP_LIMITS.maxTitleLength || trimmed === slot.layer.title) return refuse();
    slot.layer.title = trimmed;
  },
};

/**
 * Drop a layer at a place of the layer list (drag reorder): into `parentId` (null = the top
 * level) at `index` of that list in paint order (bottom first, as stored). A group cannot go
 * into itself or its children, nor deeper than MOCKUP_LIMITS.maxDepth.
 */
export const reorderLayer: MockupAction = {
  name: 'reorderLayer',
  label: 'Reorder',
  perform(draft, { state, value }) {
    const { id, parentId, index } = value as { id: string; parentId: string | null; index: number };
    const list = currentLayers(draft, state.view);
    const slot = findSlot(list, id);
    if (!slot) return refuse();
    let target = list;
    if (parentId) {
      const parent = findSlot(list, parentId);
      if (!parent || parent.layer.type !== 'Group' || parentId === id || findSlot([slot.layer], parentId)) return refuse();
      const parentDepth = depthOf(currentLayers(state.doc, state.view), parentId);
      if (parentDepth + 1 + subtreeDepth(slot.layer) > MOCKUP_LIMITS.maxDepth) return refuse(`Groups can be nested at most ${MOCKUP_LIMITS.maxDepth} levels deep`);
      target = parent.layer.layers;
    }
    const [moved] = slot.siblings.splice(slot.index, 1);
    target.splice(Math.max(0, Math.min(Number.isInteger(index) ? index : target.length, target.length)), 0, moved);
    moved.parent = parentId ?? null;
  },
};

function depthOf(list: readonly MockupLayer[], id: string): number {
  const parentOf = parentAccessor(list);
  let depth = 0;
  for (let p = parentOf(id); p; p = parentOf(p)) depth++;
  return depth;
}

function subtreeDepth(layer: MockupLayer): number {
  return layer.type === 'Group' ? 1 + Math.max(0, ...layer.layers.map(subtreeDepth)) : 0;
}

/**
 * A panel's change to one layer (Layer Settings, Preview, the geometry fields): a partial layer,
 * checked by the model's schema (a refused edit changes nothing). Turning 'Enable clipping mask'
 * on for the first time gives the mask the whole box, which the person then narrows.
 */
export const updateLayer: MockupAction = {
  name: 'updateLayer',
  label: 'Edit layer',
  perform(draft, { state, value }) {
    const { id, patch } = value as { id: string; patch: Partial<MockupLayer> };
    const slot = findSlot(currentLayers(draft, state.view), id);
    const before = findSlot(currentLayers(state.doc, state.view), id)?.layer;
    if (!slot || !before || !patch || typeof patch !== 'object') return refuse();
    const { id: _id, type: _type, parent: _parent, layers: _children, ...rest } = patch as Partial<MockupLayer> & { layers?: unknown };
    const merged = { ...before, ...rest } as MockupLayer;
    if (merged.type === 'Printarea' && merged.clippingMaskEnable && !merged.clippingMask) {
      merged.clippingMask = { x: 0, y: 0, width: merged.width, height: merged.height };
    }
    const checked = MockupLayerSchema.safeParse(merged);
    if (!checked.success) return refuse(checked.error.issues[0]?.message);
    slot.siblings[slot.index] = checked.data;
  },
};
