import Konva from 'konva';
import { describe, expect, it } from 'vitest';
import type { Layer } from '@pod/artwork-scene';
import { layerAt } from './hitTest';

/**
 * The editor's stage is scaled by the canvas scale and offset by the pasteboard (editorStage.ts);
 * here a group transformed the same way stands in for it (a Konva.Stage needs a DOM canvas). The
 * pointer comes in design units, as `EditorStage.pointer()` gives it.
 */
function scaledScene(scale: number) {
  const root = new Konva.Group({ scaleX: scale, scaleY: scale, x: 40, y: 40 });
  const nodes = new Map<string, Konva.Node>();
  for (const [id, x, y] of [
    ['bottom', 0, 0],
    ['top', 200, 100],
  ] as const) {
    const node = new Konva.Rect({ id, x, y, width: 100, height: 50 });
    root.add(node);
    nodes.set(id, node);
  }
  const layers = [{ id: 'bottom' }, { id: 'top' }] as Layer[];
  return { root, layers, nodeOf: (id: string) => nodes.get(id) };
}

describe('canvas hit test', () => {
  it('finds the layer drawn under the pointer at a canvas scale other than 100 %', () => {
    const { root, layers, nodeOf } = scaledScene(0.5);
    // 'top' spans design x 200–300, y 100–150 (pixels 140–190, 90–115 at half scale with the pasteboard)
    expect(layerAt(layers, nodeOf, { x: 250, y: 120 }, root)).toBe('top');
    // the pointer's pixels, taken for design units, point elsewhere: the old bug's comparison
    expect(layerAt(layers, nodeOf, { x: 150, y: 100 }, root)).toBeNull();
    expect(layerAt(layers, nodeOf, { x: 20, y: 10 }, root)).toBe('bottom');
  });

  it('takes the topmost of overlapping layers and skips hidden ones', () => {
    const { root, layers, nodeOf } = scaledScene(2);
    nodeOf('top')!.position({ x: 0, y: 0 });
    expect(layerAt(layers, nodeOf, { x: 50, y: 20 }, root)).toBe('top');
    nodeOf('top')!.visible(false);
    expect(layerAt(layers, nodeOf, { x: 50, y: 20 }, root)).toBe('bottom');
  });
});
