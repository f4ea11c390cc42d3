import { clickSelection, KEYMAP, matchAny, normalizeSelection, refuse } from '@pod/canvas-editor';
import { walkMockupLayers } from '@pod/artwork-scene';
import { currentLayers, findSlot, parentAccessor } from './layer-tree';
import type { MockupAction } from './types';

/** A click in the layer list or on the canvas; `additive` when Ctrl/Cmd is held (never a group beside its own layers). */
export const selectLayer: MockupAction = {
  name: 'selectLayer',
  label: 'Select',
  readOnly: true,
  perform(_draft, { state, value }) {
    const { id, additive = false } = value as { id: string; additive?: boolean };
    const list = currentLayers(state.doc, state.view);
    if (!findSlot(list, id)) return refuse();
    return { selection: clickSelection(state.selection, id, additive, parentAccessor(list)) };
  },
};

/** Escape clears the selection (spec 002 §2.7). */
export const clearSelection: MockupAction = {
  name: 'clearSelection',
  label: 'Clear selection',
  readOnly: true,
  keyTest: (event, state) => matchAny(event, KEYMAP.clearSelection) && state.selection.length > 0,
  perform: () => ({ selection: [] }),
};

/** Every layer of the mockup (a group stands for its children). */
export const selectAll: MockupAction = {
  name: 'selectAll',
  label: 'Select all',
  readOnly: true,
  keyTest: (event) => matchAny(event, KEYMAP.selectAll),
  perform(_draft, { state }) {
    const list = currentLayers(state.doc, state.view);
    const ids = Array.from(walkMockupLayers(list), (visit) => visit.layer.id);
    if (!ids.length) return refuse();
    return { selection: normalizeSelection(ids, parentAccessor(list)) };
  },
};
