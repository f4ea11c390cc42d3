import { describe, expect, it } from 'vitest';
import { artworkHarness, expectUndoRoundTrip } from './artwork-harness.test-helper';
import { newLayer } from './layers';

describe('artwork actions: import and info', () => {
  it('imports layers at the top of the template with "Apply {title} success!"', () => {
    const t = artworkHarness();
    const layer = newLayer('Text', 'ext1', 'Slogan');
    expectUndoRoundTrip(t, () => t.dispatch('importLayers', [layer]));
    expect(t.layers.at(-1)).toMatchObject({ id: 'ext1', title: 'Slogan', parent: null });
    expect(t.messages).toEqual(['Apply Slogan success!']);
  });

  it('refuses when a layer id exists anywhere in the artwork, naming it', () => {
    const t = artworkHarness();
    expect(t.dispatch('importLayers', [newLayer('Label', 'shared', 'Brand copy')])).toBe(false);
    expect(t.messages).toEqual(['Layer id for Brand copy already exists!']);
    expect(t.store.history.canUndo).toBe(false);
  });

  it('updates the artwork info as one step', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('updateArtworkInfo', { title: 'Big mug', width: 2000, height: 1000 }));
    expect(t.doc).toMatchObject({ title: 'Big mug', width: 2000, height: 1000 });
    expect(t.dispatch('updateArtworkInfo', { title: '', width: 1, height: 1 })).toBe(false);
  });
});
