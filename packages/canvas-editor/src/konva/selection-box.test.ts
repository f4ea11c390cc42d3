import { afterEach, describe, expect, it } from 'vitest';
import { Konva } from './konva-node.test-helper';
import { createSelectionBox, LARGE_SELECTION } from './selection-box';
import { createSelectionTransformer } from './transformer';

const made: Konva.Node[] = [];
afterEach(() => {
  for (const node of made.splice(0)) node.destroy();
});

/** A stage like the editor's: scaled and offset, a scene layer with a root group, nested and rotated nodes, an overlay. */
function scene(count: number) {
  const stage = new Konva.Stage({ container: undefined as unknown as HTMLDivElement, width: 800, height: 800, x: 40, y: 40, scaleX: 0.5, scaleY: 0.5 });
  made.push(stage);
  const sceneLayer = new Konva.Layer({ listening: false });
  const root = new Konva.Group({ x: 0, y: 0 });
  const group = new Konva.Group({ id: 'g', x: 100, y: 50, rotation: 10 });
  group.add(new Konva.Rect({ id: 'in-group', x: 5, y: 5, width: 30, height: 20 }));
  root.add(group);
  for (let i = 0; i < count; i++) root.add(new Konva.Rect({ id: `r${i}`, x: 20 + i * 7, y: 300 + (i % 5) * 11, width: 40, height: 25, rotation: i % 3 === 0 ? 15 : 0 }));
  sceneLayer.add(root);
  const overlay = new Konva.Layer();
  stage.add(sceneLayer, overlay);
  return { stage, root, overlay, ids: ['g', ...Array.from({ length: count }, (_, i) => `r${i}`)] };
}

/** What an anchor drag does: Konva's Transformer fits its nodes into a new box (its internal `_fitNodesInto`), between transformstart and transformend. */
function resize(tr: Konva.Transformer, change: (box: { x: number; y: number; width: number; height: number; rotation: number }) => object) {
  const internal = tr as any;
  const box = internal.__getNodeRect();
  tr.fire('transformstart');
  internal._fitNodesInto({ ...box, ...change(box) });
  tr.fire('transformend');
}

const geometry = (nodes: Konva.Node[]) => nodes.map((n) => ({ id: n.id(), x: n.x(), y: n.y(), rotation: n.rotation(), scaleX: n.scaleX(), scaleY: n.scaleY() }));

describe('selection box', () => {
  it('holds the nodes up to the threshold, and one box around them above it', () => {
    const s = scene(LARGE_SELECTION + 5);
    const box = createSelectionBox(createSelectionTransformer(s.overlay));
    expect(box.bind(s.root, s.ids.slice(0, 3)).map((n) => n.id())).toEqual(['g', 'r0', 'r1']);
    expect(box.boxed).toBe(false);
    expect(box.transformer.nodes().map((n) => n.id())).toEqual(['g', 'r0', 'r1']);
    const all = box.bind(s.root, s.ids);
    expect(all).toHaveLength(s.ids.length);
    expect(box.boxed).toBe(true);
    expect(box.nodes()).toBe(all);
    expect(box.transformer.nodes()).toHaveLength(1);
    expect(box.transformer.visible()).toBe(true);
    // The box covers every node.
    const union = box.transformer.nodes()[0].getClientRect();
    for (const node of all) {
      const r = node.getClientRect();
      expect(r.x).toBeGreaterThanOrEqual(union.x - 1e-6);
      expect(r.y).toBeGreaterThanOrEqual(union.y - 1e-6);
      expect(r.x + r.width).toBeLessThanOrEqual(union.x + union.width + 1e-6);
      expect(r.y + r.height).toBeLessThanOrEqual(union.y + union.height + 1e-6);
    }
    expect(box.bind(s.root, [])).toEqual([]);
    expect(box.transformer.visible()).toBe(false);
  });

  it.each([
    ['resize from the top-left corner', (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x - 30, y: b.y - 10, width: b.width + 30, height: b.height + 10 })],
    ['shrink', (b: { width: number; height: number }) => ({ width: b.width / 2, height: b.height / 3 })],
    ['rotate', () => ({ rotation: 30 })],
  ])('changes every node as Konva\'s transformer holding them would: %s', (_name, change) => {
    const count = LARGE_SELECTION + 10;
    // Konva's own: the transformer holds every node.
    const own = scene(count);
    const ownTr = createSelectionTransformer(own.overlay);
    ownTr.nodes(own.ids.map((id) => own.root.findOne(`#${id}`)!));
    // Ours: one box.
    const ours = scene(count);
    const box = createSelectionBox(createSelectionTransformer(ours.overlay));
    box.bind(ours.root, ours.ids);
    expect(box.boxed).toBe(true);
    // The same box to start from (mixed rotations: Konva's box is axis-aligned too).
    const ownRect = (ownTr as any).__getNodeRect();
    const ourRect = (box.transformer as any).__getNodeRect();
    for (const key of ['x', 'y', 'width', 'height', 'rotation'] as const) expect(ourRect[key]).toBeCloseTo(ownRect[key], 6);

    resize(ownTr, change as never);
    resize(box.transformer, change as never);
    const expected = geometry(ownTr.nodes());
    const actual = geometry(box.nodes());
    expect(actual.map((g) => g.id)).toEqual(expected.map((g) => g.id));
    actual.forEach((g, i) => {
      for (const key of ['x', 'y', 'rotation', 'scaleX', 'scaleY'] as const) expect(g[key]).toBeCloseTo(expected[i][key], 6);
    });
    // Something really changed.
    const fresh = scene(count);
    expect(actual).not.toEqual(geometry(fresh.ids.map((id) => fresh.root.findOne(`#${id}`)!)));
  });

  it('follows the nodes after a drag moved them', () => {
    const s = scene(LARGE_SELECTION + 1);
    const box = createSelectionBox(createSelectionTransformer(s.overlay));
    const nodes = box.bind(s.root, s.ids);
    const before = box.transformer.nodes()[0].getClientRect({ relativeTo: s.overlay });
    nodes.forEach((n) => n.position({ x: n.x() + 50, y: n.y() + 20 }));
    box.update();
    const after = box.transformer.nodes()[0].getClientRect({ relativeTo: s.overlay });
    expect(after.x - before.x).toBeCloseTo(50);
    expect(after.y - before.y).toBeCloseTo(20);
  });
});
