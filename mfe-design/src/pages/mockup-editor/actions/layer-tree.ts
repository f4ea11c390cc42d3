import { walkMockupLayers, type MockupGroupLayer, type MockupLayer } from '@pod/artwork-scene';
import {
  findSlot as findTreeSlot,
  nextTitle as nextTreeTitle,
  selectedSlots as selectedTreeSlots,
  type LayerSlot as TreeSlot,
} from '@pod/canvas-editor';
import type { EditedMockup, MockupEditorDoc, MockupView } from './types';

/** Ids and copies follow the editor core's layer-tree rules. */
export { cloneWithNewIds, uniqueId } from '@pod/canvas-editor';

/**
 * Where layers live: the layers of the mockup on the canvas. Works on immer drafts and on plain
 * documents alike; an index past the list (a stale view) gives an empty list, never a throw.
 */
export function currentMockup(doc: MockupEditorDoc, view: MockupView): EditedMockup | undefined {
  return doc.mockups[view.mockup];
}

export function currentLayers(doc: MockupEditorDoc, view: MockupView): MockupLayer[] {
  return currentMockup(doc, view)?.layers ?? [];
}

export type LayerSlot = TreeSlot<MockupLayer, MockupGroupLayer>;

export function findSlot(list: MockupLayer[], id: string): LayerSlot | null {
  return findTreeSlot<MockupLayer, MockupGroupLayer>(list, id);
}

/** The selected layers that still exist, in selection order. */
export function selectedSlots(list: MockupLayer[], selection: readonly string[]): LayerSlot[] {
  return selectedTreeSlots<MockupLayer, MockupGroupLayer>(list, selection);
}

export function layerIds(list: readonly MockupLayer[]): Set<string> {
  return new Set(Array.from(walkMockupLayers(list), (visit) => visit.layer.id));
}

/** The parent accessor the selection rules need. */
export function parentAccessor(list: readonly MockupLayer[]): (id: string) => string | null {
  const parents = new Map<string, string | null>();
  for (const { layer, parent } of walkMockupLayers(list)) parents.set(layer.id, parent?.id ?? null);
  return (id) => parents.get(id) ?? null;
}

/** 'Type #n': the first number no layer title of the mockup uses. */
export function nextTitle(list: readonly MockupLayer[], type: MockupLayer['type']): string {
  return nextTreeTitle(Array.from(walkMockupLayers(list), (visit) => visit.layer), type);
}

/** Remove the selected layers from a draft list; returns the ids of every layer removed (children too). */
export function removeSlots(list: MockupLayer[], selection: readonly string[]): Set<string> {
  const removed = new Set<string>();
  for (const slot of selectedSlots(list, selection)) {
    for (const { layer } of walkMockupLayers([slot.layer])) removed.add(layer.id);
    const index = slot.siblings.findIndex((l) => l.id === slot.layer.id);
    if (index >= 0) slot.siblings.splice(index, 1);
  }
  return removed;
}
