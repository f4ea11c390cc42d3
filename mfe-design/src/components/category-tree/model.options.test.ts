import { describe, expect, it } from 'vitest';
import { categoryOptions, categoryTitle, liveEventOf } from './model';

const tree = [
  {
    id: 'h',
    parentID: null,
    title: 'Holidays',
    hasChild: true,
    numberOfArtworks: 2,
    strongDeleteConfirm: false,
    children: [{ id: 'x', parentID: 'h', title: 'Christmas', hasChild: false, numberOfArtworks: 5, strongDeleteConfirm: false, children: [] }],
  },
  { id: 'f', parentID: null, title: 'Family', hasChild: false, numberOfArtworks: 0, strongDeleteConfirm: false },
];

describe('artwork categories for the list', () => {
  it('gives tree-select options and finds titles at any depth', () => {
    expect(categoryOptions(tree)).toEqual([
      { value: 'h', title: 'Holidays', children: [{ value: 'x', title: 'Christmas' }] },
      { value: 'f', title: 'Family' },
    ]);
    expect(categoryTitle(tree, 'x')).toBe('Christmas');
    expect(categoryTitle(tree, 'nope')).toBeNull();
  });
});

describe('live changes of either kind', () => {
  it('keeps creates and deletes with the kind count, and drops the updates live trees ignore', () => {
    expect(liveEventOf('create', { id: 'n', title: 'New' }, 4)).toEqual({ action: 'create', category: { id: 'n', parentID: null, title: 'New', count: 4 } });
    expect(liveEventOf('delete', { id: 'n', parentID: 'h', title: 'New' }, 0)).toEqual({ action: 'delete', category: { id: 'n', parentID: 'h', title: 'New', count: 0 } });
    expect(liveEventOf('update', { id: 'n', title: 'Renamed' }, 0)).toBeNull();
  });
});
