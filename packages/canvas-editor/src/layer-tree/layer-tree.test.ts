import { describe, expect, it } from 'vitest';
import { cloneWithNewIds, findSlot, nextTitle, selectedSlots, type TreeLayer } from './layer-tree';

interface Node extends TreeLayer {
  title: string;
  layers?: Node[];
}

const tree = (): Node[] => [
  { id: 'a', type: 'Text', title: 'Text #1', parent: null },
  { id: 'g', type: 'Group', title: 'Group #1', parent: null, layers: [{ id: 'b', type: 'Text', title: 'Text #3', parent: 'g' }] },
];

describe('layer tree', () => {
  it('finds a layer inside a group with its siblings, index and group', () => {
    const list = tree();
    const slot = findSlot(list, 'b')!;
    expect(slot.layer.id).toBe('b');
    expect(slot.siblings).toBe(list[1].layers);
    expect(slot.index).toBe(0);
    expect(slot.parent?.id).toBe('g');
    expect(findSlot(list, 'missing')).toBeNull();
    expect(selectedSlots(list, ['missing', 'b', 'a']).map((s) => s.layer.id)).toEqual(['b', 'a']);
  });

  it('copies a group with new ids, its children naming the copy, the copy keeping its own parent', () => {
    const list = tree();
    const taken = new Set(['a', 'g', 'b']);
    let n = 0;
    const copy = cloneWithNewIds(list[1], taken, () => `n${++n}`);
    expect(copy.id).toBe('n1');
    expect(copy.parent).toBeNull();
    expect(copy.layers![0]).toMatchObject({ id: 'n2', parent: 'n1' });
    expect(list[1].layers![0].id).toBe('b');
    expect(taken.has('n2')).toBe(true);
  });

  it("names a new layer 'Type #n' after the count of its type, skipping titles in use", () => {
    const layers = [...tree(), ...tree()[1].layers!];
    expect(nextTitle(layers, 'Text')).toBe('Text #4');
    expect(nextTitle(layers, 'Group')).toBe('Group #2');
    expect(nextTitle(layers, 'Image')).toBe('Image #1');
  });
});
