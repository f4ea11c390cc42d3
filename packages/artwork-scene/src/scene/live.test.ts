import { createCanvas, Image } from '@napi-rs/canvas';
import Konva from 'konva';
import { afterEach, describe, expect, it } from 'vitest';
import { validateArtwork } from '../model/validate';
import type { Artwork, Layer } from '../model/types';
import { resolvePersonalization } from '../personalize/resolve';
import { SceneBuildError } from './errors';
import { createLiveScene, type LiveScene } from './live';

// Konva measures text on a canvas; in Node it gets @napi-rs/canvas's, as media's renderer does.
Konva.Util.createCanvasElement = () => {
  const node = createCanvas(1, 1) as unknown as HTMLCanvasElement & { style?: object };
  if (!node.style) (node as { style: object }).style = {};
  return node;
};
Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;

const env = {
  fonts: { resolve: (ref: string) => (ref === 'Missing' ? Promise.reject(new Error('font "Missing" is not available')) : Promise.resolve('sans-serif')) },
  loadImage: () => Promise.resolve(createCanvas(4, 4) as unknown as CanvasImageSource),
};

function artwork(layers: unknown[]): Artwork {
  const checked = validateArtwork({ width: 400, height: 300, templates: [{ title: 'T', layers }] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.artwork;
}
const resolve = (a: Artwork) => resolvePersonalization({ artwork: a, template: 0 });
const layersOf = (a: Artwork) => a.templates[0].layers;
const withLayers = (a: Artwork, layers: Layer[]): Artwork => ({ ...a, templates: [{ ...a.templates[0], layers }] });

const base = artwork([
  { id: 'a', type: 'Text', title: 'A', values: [{ active: true, text: 'Hello' }] },
  { id: 'g', type: 'Group', title: 'G', layers: [{ id: 'b', type: 'Label', title: 'B', text: 'in group' }] },
  { id: 'c', type: 'Text', title: 'C', values: [{ active: true, text: 'World' }] },
]);

let scene: LiveScene;
afterEach(() => scene?.destroy());

describe('live scene', () => {
  it('builds every node on the first update, in paint order', async () => {
    scene = createLiveScene(env, { width: 400, height: 300 });
    const first = await scene.update(resolve(base));
    expect(first.rebuilt.sort()).toEqual(['a', 'b', 'c']);
    const content = scene.root.findOne('.layers') as Konva.Group;
    expect(content.children.map((n) => n.id())).toEqual(['a', 'g', 'c']);
    expect((scene.nodeOf('b') as Konva.Node).getParent()?.id()).toBe('g');
  });

  it('rebuilds only the changed layer and keeps the other nodes', async () => {
    scene = createLiveScene(env, { width: 400, height: 300 });
    await scene.update(resolve(base));
    const [a, g, c] = layersOf(base);
    const nodeA = scene.nodeOf('a');
    const nodeC = scene.nodeOf('c');
    const moved = withLayers(base, [a, g, { ...c, x: 120, values: [{ active: true, text: 'Changed' }] } as Layer]);
    const update = await scene.update(resolve(moved));
    expect(update.rebuilt).toEqual(['c']);
    expect(scene.nodeOf('a')).toBe(nodeA);
    expect(scene.nodeOf('c')).not.toBe(nodeC);
    expect((scene.nodeOf('c') as Konva.Text).text()).toBe('Changed');
    expect(scene.nodeOf('c')!.x()).toBe(120);
    expect(nodeC!.getParent()).toBeNull();
  });

  it('reorders, regroups in place and removes by layer id', async () => {
    scene = createLiveScene(env, { width: 400, height: 300 });
    await scene.update(resolve(base));
    const [a, g] = layersOf(base);
    const groupNode = scene.nodeOf('g');
    const next = withLayers(base, [{ ...g, x: 10 } as Layer, a]);
    const update = await scene.update(resolve(next));
    expect(update).toMatchObject({ rebuilt: [], regrouped: ['g'], removed: ['c'] });
    expect(scene.nodeOf('g')).toBe(groupNode);
    expect(groupNode!.x()).toBe(10);
    const content = scene.root.findOne('.layers') as Konva.Group;
    expect(content.children.map((n) => n.id())).toEqual(['g', 'a']);
  });

  it('takes a removed or replaced node off the scene at once and destroys it once the page is idle', async () => {
    scene = createLiveScene(env, { width: 400, height: 300 });
    await scene.update(resolve(base));
    const [a, g] = layersOf(base);
    const removed: Konva.Node = scene.nodeOf('c')!;
    const replaced: Konva.Node = scene.nodeOf('a')!;
    let destroyed = 0;
    removed.on('destroy', () => destroyed++);
    replaced.on('destroy', () => destroyed++);
    await scene.update(resolve(withLayers(base, [{ ...a, x: 99 } as Layer, g])));
    expect(removed.getParent()).toBeNull();
    expect(replaced.getParent()).toBeNull();
    expect(scene.root.find((n: Konva.Node) => n === removed || n === replaced)).toEqual([]);
    // Destroyed after the update (here, on the next turn of the event loop: Node has no requestIdleCallback).
    expect(destroyed).toBe(0);
    await new Promise((done) => setTimeout(done, 5));
    expect(destroyed).toBe(2);
  });

  it('removes every layer of a container at once (a group with its child, the whole stack), each destroyed once', async () => {
    scene = createLiveScene(env, { width: 400, height: 300 });
    await scene.update(resolve(base));
    const [, g] = layersOf(base);
    const nodes = ['a', 'g', 'b', 'c'].map((id) => scene.nodeOf(id)! as Konva.Node);
    const destroyed = new Map<string, number>();
    nodes.forEach((n) => n.on('destroy', () => destroyed.set(n.id(), (destroyed.get(n.id()) ?? 0) + 1)));
    // The group stays, its only child goes.
    await scene.update(resolve(withLayers(base, [{ ...g, layers: [] } as Layer])));
    expect(scene.nodeOf('b')).toBeUndefined();
    expect((scene.nodeOf('g') as Konva.Group).children).toEqual([]);
    // Everything goes.
    expect(await scene.update(resolve(withLayers(base, [])))).toMatchObject({ removed: ['g'] });
    expect((scene.root.findOne('.layers') as Konva.Group).children).toEqual([]);
    await new Promise((done) => setTimeout(done, 5));
    expect(Object.fromEntries(destroyed)).toEqual({ a: 1, g: 1, b: 1, c: 1 });
  });

  it('a layer moved out of a group keeps its node', async () => {
    scene = createLiveScene(env, { width: 400, height: 300 });
    await scene.update(resolve(base));
    const [a, g, c] = layersOf(base);
    const b = (g as Extract<Layer, { type: 'Group' }>).layers[0];
    const nodeB = scene.nodeOf('b');
    // Same layer object (as immer keeps an untouched one): only its place changes.
    await scene.update(resolve(withLayers(base, [a, { ...g, layers: [] } as Layer, c, b])));
    expect(scene.nodeOf('b')).toBe(nodeB);
    expect(nodeB!.getParent()?.name()).toBe('layers');
  });

  it('a layer that cannot be drawn rejects the update and leaves the scene as it was', async () => {
    scene = createLiveScene(env, { width: 400, height: 300 });
    await scene.update(resolve(base));
    const [a, g, c] = layersOf(base);
    const nodeA = scene.nodeOf('a');
    const broken = withLayers(base, [{ ...a, fontFamily: 'Missing' } as Layer, g, c]);
    await expect(scene.update(resolve(broken))).rejects.toBeInstanceOf(SceneBuildError);
    expect(scene.nodeOf('a')).toBe(nodeA);
  });

  it('an update still loading its image when the scene is destroyed builds nothing into the destroyed groups', async () => {
    let release: (image: CanvasImageSource) => void = () => {};
    let loading: () => void = () => {};
    const asked = new Promise<void>((resolve) => (loading = resolve));
    const slow = { ...env, loadImage: () => new Promise<CanvasImageSource>((resolve) => ((release = resolve), loading())) };
    const gone = createLiveScene(slow, { width: 400, height: 300 });
    const pending = gone.update(resolve(artwork([{ id: 'i', type: 'Image', title: 'I', width: 10, height: 10, values: [{ active: true, file: { url: 'x.png' } }] }])));
    await asked;
    // The editor made a new stage (its scene replaced this one) while the picture was loading.
    gone.destroy();
    release(createCanvas(4, 4) as unknown as CanvasImageSource);
    expect(await pending).toEqual({ rebuilt: [], regrouped: [], removed: [] });
    expect(gone.nodeOf('i')).toBeUndefined();
  });

  describe('split stack (splitFrom)', () => {
    /** The scene on a stage as the editor has it: root on one Konva layer, top on the one above; draws counted per layer. */
    function staged(live: LiveScene) {
      const stage = new Konva.Stage({ container: undefined as unknown as HTMLDivElement, width: 400, height: 300 });
      const below = new Konva.Layer({ listening: false });
      const above = new Konva.Layer({ listening: false });
      stage.add(below, above);
      below.add(live.root);
      above.add(live.top);
      const draws = { below: 0, above: 0 };
      below.batchDraw = () => (draws.below++, below);
      above.batchDraw = () => (draws.above++, above);
      const ids = (group: Konva.Group) => (group.findOne('.layers') as Konva.Group).children.map((n) => n.id());
      return { stage, draws, below: () => ids(live.root), above: () => ids(live.top), destroy: () => stage.destroy() };
    }
    const text = (id: string, y = 0) => ({ id, type: 'Text', title: id, y, values: [{ active: true, text: id }] });

    it('a paste above the stack and its undo change only the top part; an edit lower down moves that layer and those above it up', async () => {
      scene = createLiveScene(env, { width: 400, height: 300 }, { splitFrom: 3 });
      const s = staged(scene);
      const opened = artwork([text('a'), { id: 'g', type: 'Group', title: 'G', layers: [{ id: 'b', type: 'Label', title: 'B', text: 'in group' }] }, text('c')]);
      await scene.update(resolve(opened));
      expect(s.below()).toEqual(['a', 'g', 'c']);
      expect(s.above()).toEqual([]);
      const nodeA = scene.nodeOf('a');
      // Paste: two layers on top.
      s.draws.below = s.draws.above = 0;
      const pasted = withLayers(opened, [...layersOf(opened), ...layersOf(artwork([text('p1', 10), text('p2', 20)]))]);
      const paste = await scene.update(resolve(pasted));
      expect(paste.rebuilt.sort()).toEqual(['p1', 'p2']);
      expect(s.below()).toEqual(['a', 'g', 'c']);
      expect(s.above()).toEqual(['p1', 'p2']);
      expect(s.draws.below).toBe(0);
      expect(s.draws.above).toBeGreaterThan(0);
      // Undo: the same document as opened.
      s.draws.below = s.draws.above = 0;
      expect(await scene.update(resolve(opened))).toMatchObject({ rebuilt: [], removed: ['p1', 'p2'] });
      expect(s.above()).toEqual([]);
      expect(s.draws.below).toBe(0);
      expect(s.draws.above).toBeGreaterThan(0);
      // A group's child changes: the group and the layers above it go up; the layer under it stays.
      s.draws.below = s.draws.above = 0;
      const nodeB = scene.nodeOf('b');
      const [a, g, c] = layersOf(opened);
      const edited = withLayers(opened, [a, { ...g, layers: [{ ...(g as Extract<Layer, { type: 'Group' }>).layers[0], text: 'changed' }] } as Layer, c]);
      await scene.update(resolve(edited));
      expect(s.below()).toEqual(['a']);
      expect(s.above()).toEqual(['g', 'c']);
      expect(s.draws.below).toBeGreaterThan(0);
      expect(scene.nodeOf('a')).toBe(nodeA);
      expect(scene.nodeOf('b')).not.toBe(nodeB);
      expect(scene.nodeOf('b')!.getParent()?.id()).toBe('g');
      // Editing it again redraws the top only.
      s.draws.below = s.draws.above = 0;
      await scene.update(resolve(withLayers(edited, [a, { ...g, x: 5 } as Layer, c])));
      expect(s.draws.below).toBe(0);
      expect(s.draws.above).toBeGreaterThan(0);
      // Below splitFrom the stack is one part again.
      await scene.update(resolve(withLayers(edited, [a, c])));
      expect(s.below()).toEqual(['a', 'c']);
      expect(s.above()).toEqual([]);
      s.destroy();
    });

    it('draws the same picture as one part', async () => {
      const layers = [text('a', 10), text('b', 40), text('c', 70), text('d', 100)];
      const one = createLiveScene(env, { width: 400, height: 300, background: '#ffffff' });
      const two = createLiveScene(env, { width: 400, height: 300, background: '#ffffff' }, { splitFrom: 2 });
      const [s1, s2] = [staged(one), staged(two)];
      for (const doc of [artwork(layers), artwork([layers[0], { ...layers[1], y: 45 }, layers[2], layers[3]]), artwork([...layers, text('e', 130)])]) {
        await one.update(resolve(doc));
        await two.update(resolve(doc));
        for (const st of [s1, s2]) st.stage.getLayers().forEach((l) => l.draw());
        const pixels = (st: ReturnType<typeof staged>) => (st.stage.toCanvas({ pixelRatio: 1 }) as unknown as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, 400, 300).data;
        expect(Buffer.from(pixels(s2)).equals(Buffer.from(pixels(s1)))).toBe(true);
      }
      expect(s2.above().length).toBeGreaterThan(0);
      one.destroy();
      two.destroy();
      s1.destroy();
      s2.destroy();
    });
  });
});
