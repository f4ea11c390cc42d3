import { walkMockupLayers, type MockupGroupLayer, type MockupLayer } from '@pod/artwork-scene';
import type { EditedMockup, MockupEditorDoc, MockupView } from './types';

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

export interface LayerSlot {
  layer: MockupLayer;
  /** The array holding the layer (the mockup's list or its group's `layers`). */
  siblings: MockupLayer[];
  index: number;
  parent: MockupGroupLayer | null;
}

export function findSlot(list: MockupLayer[], id: string, parent: MockupGroupLayer | null = null): LayerSlot | null {
  for (let index = 0; index < list.length; index++) {
    const layer = list[index];
    if (layer.id === id) return { layer, siblings: list, index, parent };
    if (layer.type === 'Group') {
      const inner = findSlot(layer.layers, id, layer);
      if (inner) return inner;
    }
  }
  return null;
}

/** The selected layers that still exist, in selection order. */
export function selectedSlots(list: MockupLayer[], selection: readonly string[]): LayerSlot[] {
  return selection.map((id) => findSlot(list, id)).filter((s): s is LayerSlot => !!s);
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

/** A fresh id no layer of the mockup has (the generator is random; a clash is retried). */
export function uniqueId(taken: Set<string>, newId: () => string): string {
  for (let i = 0; i < 100; i++) {
    const id = newId();
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  throw new Error('could not find a free layer id');
}

/** 'Type #n': the first number no layer title of the mockup uses. */
export function nextTitle(list: readonly MockupLayer[], type: MockupLayer['type']): string {
  const all = Array.from(walkMockupLayers(list), (visit) => visit.layer);
  const titles = new Set(all.map((l) => l.title));
  let n = all.filter((l) => l.type === type).length + 1;
  while (titles.has(`${type} #${n}`)) n++;
  return `${type} #${n}`;
}

/** A deep copy with new ids for the layer and every child (children's `parent` follows the copy). */
export function cloneWithNewIds(layer: MockupLayer, taken: Set<string>, newId: () => string): MockupLayer {
  const copy = structuredClone(layer) as MockupLayer;
  const renew = (l: MockupLayer) => {
    l.id = uniqueId(taken, newId);
    if (l.type === 'Group') {
      for (const child of l.layers) {
        renew(child);
        child.parent = l.id;
      }
    }
  };
  renew(copy);
  return copy;
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
