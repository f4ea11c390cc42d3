import { describe, expect, it } from 'vitest';
import { artworkHarness } from './artwork-harness.test-helper';

describe('artwork actions: selection', () => {
  it('ctrl/cmd adds, never an ancestor with its descendant', () => {
    const t = artworkHarness();
    t.dispatch('selectLayer', { id: 'grp' });
    t.dispatch('selectLayer', { id: 'img', additive: true });
    expect(t.selection).toEqual(['grp']);
    t.dispatch('selectLayer', { id: 'txt', additive: true });
    expect(t.selection).toEqual(['grp', 'txt']);
    t.dispatch('selectLayer', { id: 'img' });
    expect(t.selection).toEqual(['img']);
  });

  it('select-all takes every layer but Option layers, groups without their children; Escape clears', () => {
    const t = artworkHarness();
    expect(t.keyDown('Mod+A').prevented).toBe(true);
    expect(t.selection).toEqual(['txt', 'grp', 'dep']);
    t.keyDown('Escape');
    expect(t.selection).toEqual([]);
  });

  it('selection changes record nothing and keep redo', () => {
    const t = artworkHarness();
    t.dispatch('toggleVisible', 'txt');
    t.undo();
    t.dispatch('selectLayer', { id: 'txt' });
    t.keyDown('Mod+A');
    t.keyDown('Escape');
    expect(t.store.history.canRedo).toBe(true);
    expect(t.store.history.undoCount).toBe(0);
  });
});
