/**
 * The layer tree every editor on this core edits (the artwork editor's templates, the mockup
 * editor's mockups, the banner designer's canvas): layers with an id, a title and a type, where a
 * 'Group' holds its children in `layers` and each child names it in `parent`. These helpers work
 * on immer drafts and on plain documents alike; each editor types them with its own layer union.
 */
export interface TreeLayer {
  id: string;
  type: string;
  title?: string;
  parent?: string | null;
}

/** A layer that holds children: the editors' 'Group'. */
export type TreeGroup<L extends TreeLayer> = L & { type: 'Group'; layers: L[] };

export function isGroup<L extends TreeLayer, G extends L = TreeGroup<L>>(layer: L): layer is L & G {
  return layer.type === 'Group' && Array.isArray((layer as { layers?: unknown }).layers);
}

export interface LayerSlot<L extends TreeLayer, G extends L = TreeGroup<L>> {
  layer: L;
  /** The array holding the layer (the top list or its group's `layers`). */
  siblings: L[];
  index: number;
  parent: G | null;
}

export function findSlot<L extends TreeLayer, G extends L = TreeGroup<L>>(list: L[], id: string, parent: G | null = null): LayerSlot<L, G> | null {
  for (let index = 0; index < list.length; index++) {
    const layer = list[index];
    if (layer.id === id) return { layer, siblings: list, index, parent };
    if (isGroup<L, G>(layer)) {
      const inner = findSlot<L, G>((layer as unknown as TreeGroup<L>).layers, id, layer as G);
      if (inner) return inner;
    }
  }
  return null;
}

/** The selected layers that still exist, in selection order. */
export function selectedSlots<L extends TreeLayer, G extends L = TreeGroup<L>>(list: L[], selection: readonly string[]): LayerSlot<L, G>[] {
  return selection.map((id) => findSlot<L, G>(list, id)).filter((slot): slot is LayerSlot<L, G> => !!slot);
}

/** A fresh id no layer has (the generator is random; a clash is retried). */
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

/** 'Type #n': the first number, after the count of layers of that type, that no layer uses as its title. */
export function nextTitle(layers: Iterable<{ type: string; title?: string }>, type: string): string {
  const titles = new Set<string | undefined>();
  let count = 0;
  for (const layer of layers) {
    titles.add(layer.title);
    if (layer.type === type) count++;
  }
  let n = count + 1;
  while (titles.has(`${type} #${n}`)) n++;
  return `${type} #${n}`;
}

/**
 * A deep copy of a layer with new ids for it and every child (children's `parent` follows the
 * copy; the copy's own `parent` is kept). Plain objects in, plain objects out (never a draft).
 */
export function cloneWithNewIds<L extends TreeLayer>(layer: L, taken: Set<string>, newId: () => string): L {
  const copy = structuredClone(layer);
  const renew = (node: TreeLayer) => {
    node.id = uniqueId(taken, newId);
    if (isGroup(node)) {
      for (const child of node.layers) {
        renew(child);
        child.parent = node.id;
      }
    }
  };
  renew(copy);
  return copy;
}

/**
 * Layer lists show the top of the stack first; documents store layers bottom first. Turns a drop
 * in the list (onto a group, or into the gap above/below a row) into the place a reorder action
 * takes: parent and index in document order, after the dragged layer has been taken out. Null
 * when the drop means nothing (onto a layer that is not a group, or onto itself).
 */
export function dropTarget<L extends TreeLayer>(
  layers: readonly L[],
  dragId: string,
  targetId: string,
  where: 'into' | 'above' | 'below',
): { id: string; parentId: string | null; index: number } | null {
  const target = findSlot(layers as L[], targetId);
  const drag = findSlot(layers as L[], dragId);
  if (!target || !drag || dragId === targetId) return null;
  if (where === 'into') {
    if (!isGroup(target.layer)) return null;
    const sameList = target.layer.layers === drag.siblings;
    return { id: dragId, parentId: targetId, index: target.layer.layers.length - (sameList ? 1 : 0) };
  }
  // Above a row on screen = over it in paint order = the next index in the document.
  let index = where === 'above' ? target.index + 1 : target.index;
  if (drag.siblings === target.siblings && drag.index < index) index--;
  return { id: dragId, parentId: target.parent?.id ?? null, index };
}
