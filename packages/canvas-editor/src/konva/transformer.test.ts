import { afterEach, describe, expect, it } from 'vitest';
import { Konva } from './konva-node.test-helper';
import { bindTransformer, createSelectionTransformer, nodesById } from './transformer';
import { liftToDragLayer } from './drag-layer';

function scene() {
  const sceneLayer = new Konva.Layer({ listening: false });
  const root = new Konva.Group({ x: 10, y: 20, scaleX: 2, scaleY: 2 });
  const group = new Konva.Group({ id: 'g', x: 5, y: 5 });
  group.add(new Konva.Rect({ id: 'a', x: 1, y: 1, width: 10, height: 10 }));
  root.add(group, new Konva.Rect({ id: 'b', x: 30, y: 0, width: 10, height: 10 }), new Konva.Rect({ id: 'c', x: 60, y: 0, width: 10, height: 10, visible: false }));
  sceneLayer.add(root);
  const overlay = new Konva.Layer();
  const dragLayer = new Konva.Layer();
  return { sceneLayer, root, overlay, dragLayer };
}

const made: Konva.Node[] = [];
afterEach(() => {
  for (const node of made.splice(0)) node.destroy();
});

describe('selection transformer', () => {
  it('holds the selected nodes only, skipping locked and hidden ones, and hides when empty', () => {
    const s = scene();
    made.push(s.sceneLayer, s.overlay);
    const tr = createSelectionTransformer(s.overlay);
    expect(bindTransformer(tr, s.root, ['b', 'a']).map((n) => n.id())).toEqual(['b', 'a']);
    expect(tr.nodes().map((n) => n.id())).toEqual(['b', 'a']);
    expect(tr.visible()).toBe(true);
    expect(bindTransformer(tr, s.root, ['a', 'b'], (id) => id !== 'a').map((n) => n.id())).toEqual(['b']);
    expect(bindTransformer(tr, s.root, ['c'])).toEqual([]);
    expect(tr.visible()).toBe(false);
  });

  it('refuses a resize below 1 unit', () => {
    const s = scene();
    made.push(s.sceneLayer, s.overlay);
    const tr = createSelectionTransformer(s.overlay);
    const old = { x: 0, y: 0, width: 10, height: 10, rotation: 0 };
    expect(tr.boundBoxFunc()!(old, { ...old, width: 0.5 })).toBe(old);
    expect(tr.boundBoxFunc()!(old, { ...old, width: 4 })).toEqual({ ...old, width: 4 });
  });

  it('finds nodes by id in the order asked', () => {
    const s = scene();
    made.push(s.sceneLayer);
    expect(nodesById(s.root, ['b', 'missing', 'g']).map((n) => n.id())).toEqual(['b', 'g']);
  });
});

describe('drag layer', () => {
  it('moves a node to the drag layer where it is drawn at the same place, and puts it back at its z-index', () => {
    const s = scene();
    const stage = new Konva.Stage({ container: undefined as unknown as HTMLDivElement, width: 200, height: 200 });
    made.push(stage);
    stage.add(s.sceneLayer, s.dragLayer);
    const a = s.root.findOne('#a')!;
    const before = a.getAbsolutePosition();
    const restore = liftToDragLayer(a, s.dragLayer);
    expect(a.getLayer()).toBe(s.dragLayer);
    expect(a.getAbsolutePosition().x).toBeCloseTo(before.x);
    expect(a.getAbsolutePosition().y).toBeCloseTo(before.y);
    expect(a.getAbsoluteScale().x).toBeCloseTo(2);
    restore();
    expect(a.getParent()?.id()).toBe('g');
    expect(s.dragLayer.children).toHaveLength(0);
  });
});
