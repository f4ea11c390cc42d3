import { describe, expect, it } from 'vitest';
import { categoryOptions, categoryTitle } from './model';

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
