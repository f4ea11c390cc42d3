import { SHARED_LAYERS_TEMPLATE, walkLayers, type GroupLayer, type Layer } from '@pod/artwork-scene';
import type { ArtworkDoc } from './types';

/**
 * Where layers live in the document: the selected template's list, or the shared layers
 * (template -1). Works on immer drafts and on plain documents alike.
 */
export function templateList(doc: ArtworkDoc, template: number): Layer[] {
  if (template === SHARED_LAYERS_TEMPLATE) return doc.sharedLayers;
  const found = doc.templates[template];
  if (!found) throw new Error(`template ${template} does not exist`);
  return found.layers;
}

export interface LayerSlot {
  layer: Layer;
  /** The array holding the layer (the template's list or its group's `layers`). */
  siblings: Layer[];
  index: number;
  parent: GroupLayer | null;
}

export function findSlot(list: Layer[], id: string, parent: GroupLayer | null = null): LayerSlot | null {
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

export function allLayers(list: readonly Layer[]): Layer[] {
  return [...walkLayers(list)].map((e) => e.layer);
}

/** Every layer id of the artwork, in every template and the shared layers. */
export function artworkLayerIds(doc: ArtworkDoc): Set<string> {
  const ids = new Set<string>();
  for (const list of [doc.sharedLayers, ...doc.templates.map((t) => t.layers)]) for (const layer of allLayers(list)) ids.add(layer.id);
  return ids;
}

/** The parent accessor the selection rules need, for one template. */
export function parentAccessor(doc: ArtworkDoc, template: number): (id: string) => string | null {
  const parents = new Map<string, string | null>();
  const list = safeList(doc, template);
  for (const { layer, ancestors } of walkLayers(list)) parents.set(layer.id, ancestors.at(-1)?.id ?? null);
  return (id) => parents.get(id) ?? null;
}

export function safeList(doc: ArtworkDoc, template: number): Layer[] {
  try {
    return templateList(doc, template);
  } catch {
    return [];
  }
}

/** The selected layers of a template that still exist, outermost first in document order. */
export function selectedSlots(list: Layer[], selection: readonly string[]): LayerSlot[] {
  return selection.map((id) => findSlot(list, id)).filter((s): s is LayerSlot => !!s);
}

/** A fresh id no layer of the artwork has (the generator is random; a clash is retried). */
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

/** 'Type #n' (spec 002 §2.8): the first number no layer of that type in the artwork uses as title. */
export function nextTitle(doc: ArtworkDoc, type: Layer['type']): string {
  const titles = new Set<string>();
  let count = 0;
  for (const list of [doc.sharedLayers, ...doc.templates.map((t) => t.layers)]) {
    for (const layer of allLayers(list)) {
      titles.add(layer.title);
      if (layer.type === type) count++;
    }
  }
  let n = count + 1;
  while (titles.has(`${type} #${n}`)) n++;
  return `${type} #${n}`;
}

/**
 * A deep copy of a layer with new ids for it and every child (children's `parent` follows
 * the new group id). Plain objects in, plain objects out (never a draft).
 */
export function cloneWithNewIds(layer: Layer, taken: Set<string>, newId: () => string): Layer {
  const copy = structuredClone(layer) as Layer;
  const renew = (l: Layer, parentId: string | null) => {
    l.id = uniqueId(taken, newId);
    if (parentId !== null) l.parent = parentId;
    if (l.type === 'Group') for (const child of l.layers) renew(child, l.id);
  };
  renew(copy, null);
  return copy;
}

/**
 * Drop references to removed layers: a dependency on one, and condition rules naming one
 * (the server refuses a condition whose target does not exist).
 */
export function forgetLayers(doc: ArtworkDoc, removed: Set<string>): void {
  for (const list of [doc.sharedLayers, ...doc.templates.map((t) => t.layers)]) {
    for (const layer of allLayers(list)) {
      if (layer.dependOnLayer && removed.has(layer.dependOnLayer)) layer.dependOnLayer = null;
      if (layer.condition?.rules.some((r) => removed.has(r.option))) {
        layer.condition.rules = layer.condition.rules.filter((r) => !removed.has(r.option));
      }
    }
  }
}
