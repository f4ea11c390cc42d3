import { describe, expect, it } from 'vitest';
import type { GroupLayer } from '@pod/artwork-scene';
import { artworkHarness, expectUndoRoundTrip } from './artwork-harness.test-helper';

describe('artwork actions: copy, cut, paste, duplicate', () => {
  it('copy then paste makes "Copy of …" layers with new ids and no parent, selected', () => {
    const t = artworkHarness();
    t.select('img');
    t.keyDown('Mod+C');
    expect(t.store.history.undoCount).toBe(0);
    expectUndoRoundTrip(t, () => t.keyDown('Mod+V'));
    const pasted = t.layers.at(-1)!;
    expect(pasted).toMatchObject({ id: 'n1', title: 'Copy of Photo', parent: null, x: 15, y: 15 });
    expect(t.selection).toEqual(['n1']);
  });

  it('pasting a group renews the ids of its children and keeps them under the copy', () => {
    const t = artworkHarness();
    t.select('grp');
    t.keyDown('Mod+C');
    t.keyDown('Mod+V');
    const copy = t.layers.at(-1) as GroupLayer;
    expect(copy.id).toBe('n1');
    expect(copy.layers[0]).toMatchObject({ id: 'n2', parent: 'n1', title: 'Photo' });
  });

  it('cut removes the layers and paste brings copies back', () => {
    const t = artworkHarness();
    t.select('txt');
    expectUndoRoundTrip(t, () => t.keyDown('Mod+X'));
    expect(t.layer('txt')).toBeUndefined();
    t.keyDown('Mod+V');
    expect(t.layers.at(-1)!.title).toBe('Copy of Name');
  });

  it('paste with an empty clipboard does nothing', () => {
    const t = artworkHarness();
    expect(t.keyDown('Mod+V').handled).toBe(false);
  });

  it('a paste of 300 layers is one undo step', () => {
    const t = artworkHarness();
    t.store.update({ clipboard: Array.from({ length: 300 }, (_, i) => ({ ...t.layer('txt')!, id: `c${i}` })) });
    t.keyDown('Mod+V');
    expect(t.layers).toHaveLength(304);
    t.keyDown('Mod+Z');
    expect(t.layers).toHaveLength(4);
  });

  it('duplicate adds a copy with the copy marker and no parent', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('duplicateLayers', 'img'));
    expect(t.layers.at(-1)).toMatchObject({ title: 'Copy of Photo', parent: null, type: 'Image' });
  });
});
