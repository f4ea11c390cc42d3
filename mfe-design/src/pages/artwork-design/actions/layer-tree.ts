import { SHARED_LAYERS_TEMPLATE, walkLayers, type GroupLayer, type Layer } from '@pod/artwork-scene';
import {
  findSlot as findTreeSlot,
  nextTitle as nextTreeTitle,
  selectedSlots as selectedTreeSlots,
  type LayerSlot as TreeSlot,
} from '@pod/canvas-editor';
import type { ArtworkDoc } from './types';

/** Ids and copies follow the editor core's layer-tree rules. */
export { cloneWithNewIds, uniqueId } from '@pod/canvas-editor';

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

export type LayerSlot = TreeSlot<Layer, GroupLayer>;

export function findSlot(list: Layer[], id: string): LayerSlot | null {
  return findTreeSlot<Layer, GroupLayer>(list, id);
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

/** The selected layers of a template that still exist, in selection order. */
export function selectedSlots(list: Layer[], selection: readonly string[]): LayerSlot[] {
  return selectedTreeSlots<Layer, GroupLayer>(list, selection);
}

/** 'Type #n' (spec 002 §2.8): the first number no layer of that type in the artwork uses as title. */
export function nextTitle(doc: ArtworkDoc, type: Layer['type']): string {
  return nextTreeTitle([doc.sharedLayers, ...doc.templates.map((t) => t.layers)].flatMap(allLayers), type);
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
