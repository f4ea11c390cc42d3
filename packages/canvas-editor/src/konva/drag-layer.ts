import Konva from 'konva';

/**
 * Konva's advice for dragging in a large scene: move the dragged node to a layer of its own
 * so each frame redraws one node, not the whole scene. The node is placed under a holder
 * group carrying its old parent's transform, so it stays exactly where it was drawn.
 * Returns the function that puts it back (same parent, same z-index).
 */
export function liftToDragLayer(node: Konva.Node, dragLayer: Konva.Layer): () => void {
  const parent = node.getParent();
  if (!parent) return () => {};
  const index = node.zIndex();
  const relative = dragLayer.getAbsoluteTransform().copy().invert().multiply(parent.getAbsoluteTransform());
  const holder = new Konva.Group({ ...relative.decompose(), listening: true });
  dragLayer.add(holder);
  node.moveTo(holder);
  dragLayer.batchDraw();
  return () => {
    node.moveTo(parent);
    node.zIndex(Math.min(index, parent.children.length - 1));
    holder.destroy();
    dragLayer.batchDraw();
    parent.getLayer()?.batchDraw();
  };
}
