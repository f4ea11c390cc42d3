import type { GroupLayer, Layer } from './types';

/** Depth-first walk over a layer tree, parents before children. */
export function* walkLayers(layers: readonly Layer[], ancestors: GroupLayer[] = []): Generator<{
  layer: Layer;
  ancestors: GroupLayer[];
}> {
  for (const layer of layers) {
    yield { layer, ancestors };
    if (layer.type === 'Group') yield* walkLayers(layer.layers, [...ancestors, layer]);
  }
}

/** Every layer of a tree keyed by id (the first one wins if ids repeat). */
export function indexLayers(layers: readonly Layer[]): Map<string, Layer> {
  const index = new Map<string, Layer>();
  for (const { layer } of walkLayers(layers)) if (!index.has(layer.id)) index.set(layer.id, layer);
  return index;
}

/** True when `candidate` sits anywhere below `layer` (a group) in the tree. */
export function isDescendant(layer: Layer, candidateId: string): boolean {
  if (layer.type !== 'Group') return false;
  for (const { layer: child } of walkLayers(layer.layers)) if (child.id === candidateId) return true;
  return false;
}

/**
 * The editor stores groups either nested (`layers`) or flat with `parent` ids (spec 002
 * §2.8: "children get the parent id"). Nest flat children under their group so the rest
 * of the code only deals with one shape. Unknown parents are left at the top level; the
 * validator reports them.
 */
export function nestByParent(layers: Layer[]): Layer[] {
  const groups = new Map<string, GroupLayer>();
  for (const { layer } of walkLayers(layers)) if (layer.type === 'Group') groups.set(layer.id, layer);
  const top: Layer[] = [];
  for (const layer of layers) {
    const group = layer.parent ? groups.get(layer.parent) : undefined;
    if (group && group !== layer && !isDescendant(layer, group.id)) {
      if (!group.layers.some((child) => child.id === layer.id)) group.layers.push(layer);
    } else {
      top.push(layer);
    }
  }
  return top;
}

/** Whether a layer is personalisable by the shopper. */
export function isPersonalized(layer: Layer): boolean {
  return layer.personalized?.enable === true && layer.hidden !== true;
}
