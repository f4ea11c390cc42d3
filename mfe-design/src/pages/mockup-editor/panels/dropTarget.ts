import type { MockupLayer } from '@pod/artwork-scene';
import { findSlot } from '../actions/layer-tree';

/**
 * The layer list shows the top of the stack first; the document stores layers bottom first.
 * Turn a drop of the list (onto a group, or into the gap above/below a row) into the
 * reorderLayer action's place: parent and index in document order, after the dragged layer has
 * been taken out. Null when the drop means nothing (onto a layer that is not a group).
 */
export function dropTarget(layers: readonly MockupLayer[], dragId: string, targetId: string, where: 'into' | 'above' | 'below'): { id: string; parentId: string | null; index: number } | null {
  const target = findSlot(layers as MockupLayer[], targetId);
  const drag = findSlot(layers as MockupLayer[], dragId);
  if (!target || !drag || dragId === targetId) return null;
  if (where === 'into') {
    if (target.layer.type !== 'Group') return null;
    const sameList = target.layer.layers === drag.siblings;
    return { id: dragId, parentId: targetId, index: target.layer.layers.length - (sameList ? 1 : 0) };
  }
  // Above a row on screen = over it in paint order = the next index in the document.
  let index = where === 'above' ? target.index + 1 : target.index;
  if (drag.siblings === target.siblings && drag.index < index) index--;
  return { id: dragId, parentId: target.parent?.id ?? null, index };
}
