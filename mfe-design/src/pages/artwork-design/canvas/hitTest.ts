import type Konva from 'konva';
import type { Layer } from '@pod/artwork-scene';

/**
 * The top-level layer under a point, topmost first. The scene never listens (Konva's advice
 * for big scenes: no hit canvas to redraw), so clicks are resolved against the layers' boxes
 * instead; locked and hidden layers are still selectable from the list.
 *
 * `point` is in design units (`EditorStage.pointer()`: the stage's scale and pasteboard offset
 * undone), and so is each box, taken relative to the stage. Comparing the pointer's pixels with
 * design-unit boxes only matched at 100 %: at the usual fitted scale a click selected the wrong
 * layer or none.
 */
export function layerAt(layers: readonly Layer[], nodeOf: (id: string) => Konva.Node | undefined, point: { x: number; y: number }, stage: Konva.Container): string | null {
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i];
    const node = nodeOf(layer.id);
    if (!node || !node.isVisible()) continue;
    const box = node.getClientRect({ relativeTo: stage, skipShadow: true });
    if (point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height) return layer.id;
  }
  return null;
}
