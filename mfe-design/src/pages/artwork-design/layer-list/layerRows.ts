import type { Layer } from '@pod/artwork-scene';

/** One row of the layer list: a layer, how deep it sits in groups, and whether it is a group with children. */
export interface LayerRow {
  layer: Layer;
  depth: number;
}

/**
 * The list's rows, top of the stack first (the document stores layers bottom first), each group
 * followed by its children unless it is collapsed. Plain data, O(layers): a 600-layer list is
 * flattened in well under a millisecond, so it is done again on every change of the document.
 */
export function layerRows(list: readonly Layer[], collapsed: ReadonlySet<string>): LayerRow[] {
  const rows: LayerRow[] = [];
  const visit = (layers: readonly Layer[], depth: number) => {
    for (let i = layers.length - 1; i >= 0; i--) {
      const layer = layers[i];
      rows.push({ layer, depth });
      if (layer.type === 'Group' && !collapsed.has(layer.id)) visit(layer.layers, depth + 1);
    }
  };
  visit(list, 0);
  return rows;
}

/**
 * The rows a window of `viewport` px scrolled to `scrollTop` shows, as [start, end), with
 * `overscan` rows more on each side (a fast scroll does not flash empty space). Rows are all
 * `rowHeight` high, so nothing is measured.
 */
export function visibleRange(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan = 4): [number, number] {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + Math.ceil(viewport / rowHeight) + 1 + overscan);
  return [Math.min(start, end), end];
}

/**
 * Where a dragged row lands, from the pointer's height within the row it is over: a group
 * takes a drop in its middle half as "into"; the upper part of any row is "above" it, the
 * lower "below" (dropTarget turns this into the reorder action's place).
 */
export function dropPlace(offsetY: number, rowHeight: number, isGroup: boolean): 'above' | 'below' | 'into' {
  const at = offsetY / rowHeight;
  if (isGroup && at >= 0.25 && at <= 0.75) return 'into';
  return at < 0.5 ? 'above' : 'below';
}
