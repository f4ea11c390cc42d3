import { clickSelection, KEYMAP, matchAny, normalizeSelection, refuse } from '@pod/canvas-editor';
import { allLayers, parentAccessor, safeList } from './layer-tree';
import type { ArtworkAction } from './types';

/** A click in the layer list or on the canvas; `additive` when Ctrl/Cmd is held. */
export const selectLayer: ArtworkAction = {
  name: 'selectLayer',
  label: 'Select',
  readOnly: true,
  perform(_draft, { state, value }) {
    const { id, additive = false } = value as { id: string; additive?: boolean };
    if (!safeList(state.doc, state.view.template).length) return refuse();
    return { selection: clickSelection(state.selection, id, additive, parentAccessor(state.doc, state.view.template)) };
  },
};

export const clearSelection: ArtworkAction = {
  name: 'clearSelection',
  label: 'Clear selection',
  readOnly: true,
  keyTest: (event) => matchAny(event, KEYMAP.clearSelection),
  perform: () => ({ selection: [] }),
};

/** Every layer except Option layers (spec 002 §2.8), never a group together with its children. */
export const selectAll: ArtworkAction = {
  name: 'selectAll',
  label: 'Select all',
  readOnly: true,
  keyTest: (event) => matchAny(event, KEYMAP.selectAll),
  perform(_draft, { state }) {
    const ids = allLayers(safeList(state.doc, state.view.template))
      .filter((l) => l.type !== 'Option')
      .map((l) => l.id);
    return { selection: normalizeSelection(ids, parentAccessor(state.doc, state.view.template)) };
  },
};
