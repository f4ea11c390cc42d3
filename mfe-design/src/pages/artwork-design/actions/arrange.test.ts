import { describe, expect, it } from 'vitest';
import type { GroupLayer } from '@pod/artwork-scene';
import { artworkHarness, expectUndoRoundTrip } from './artwork-harness.test-helper';

const ids = (layers: { id: string }[]) => layers.map((l) => l.id);

describe('artwork actions: order and groups', () => {
  it('reorders by drag: to another index and into / out of a group', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('reorderLayer', { id: 'txt', parentId: null, index: 3 }));
    expect(ids(t.layers)).toEqual(['grp', 'opt', 'dep', 'txt']);
    t.dispatch('reorderLayer', { id: 'txt', parentId: 'grp', index: 0 });
    expect(ids((t.layer('grp') as GroupLayer).layers)).toEqual(['txt', 'img']);
    expect(t.layer('txt')!.parent).toBe('grp');
    t.dispatch('reorderLayer', { id: 'img', parentId: null, index: 0 });
    expect(t.layer('img')!.parent).toBeNull();
    expect(ids(t.layers)[0]).toBe('img');
  });

  it('refuses to drop a group into itself or its child', () => {
    const t = artworkHarness();
    expect(t.dispatch('reorderLayer', { id: 'grp', parentId: 'grp', index: 0 })).toBe(false);
  });

  it('brings forward and sends backward one step', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('bringForward', 'txt'));
    expect(ids(t.layers)).toEqual(['grp', 'txt', 'opt', 'dep']);
    t.dispatch('sendBackward', 'txt');
    t.dispatch('sendBackward', 'txt');
    expect(ids(t.layers)[0]).toBe('txt');
    expect(t.dispatch('sendBackward', 'txt')).toBe(false);
  });

  it('groups the selection into a new Group at (0,0), children carrying its id', () => {
    const t = artworkHarness();
    t.select('txt', 'opt');
    expectUndoRoundTrip(t, () => t.dispatch('groupLayers'));
    const group = t.layers.find((l) => l.type === 'Group' && l.id === 'n1') as GroupLayer;
    expect(group).toMatchObject({ title: 'Group #2', x: 0, y: 0 });
    expect(ids(group.layers)).toEqual(['txt', 'opt']);
    expect(group.layers.every((l) => l.parent === 'n1')).toBe(true);
    expect(ids(t.layers)).toEqual(['n1', 'grp', 'dep']);
    expect(t.selection).toEqual(['n1']);
  });

  it('ungroups: the children take the group place, drawn where they were', () => {
    const t = artworkHarness();
    expectUndoRoundTrip(t, () => t.dispatch('ungroupLayers', 'grp'));
    expect(ids(t.layers)).toEqual(['txt', 'img', 'opt', 'dep']);
    expect(t.layer('img')).toMatchObject({ x: 105, y: 105, parent: null });
    expect(t.selection).toEqual(['img']);
  });

  it('ungroup applies the group rotation and scale to its children', () => {
    const t = artworkHarness();
    t.dispatch('transformLayers', [{ id: 'grp', x: 0, y: 0, rotation: 90, scaleX: 2, scaleY: 2 }]);
    t.dispatch('ungroupLayers', 'grp');
    const img = t.layer('img')!;
    expect(img.x).toBeCloseTo(-10);
    expect(img.y).toBeCloseTo(10);
    expect(img).toMatchObject({ rotation: 90, scaleX: 2, scaleY: 2 });
  });
});
