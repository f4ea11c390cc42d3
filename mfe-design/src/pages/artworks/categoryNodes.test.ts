import { describe, expect, it } from 'vitest';
import { categoryTitle, toCategoryOptions, toPanelNodes } from './categoryNodes';

const tree = [
  {
    id: 'h',
    parentID: null,
    title: 'Holidays',
    hasChild: true,
    numberOfArtworks: 2,
    children: [{ id: 'x', parentID: 'h', title: 'Christmas', hasChild: false, numberOfArtworks: 5, children: [] }],
  },
  { id: 'f', parentID: null, title: 'Family', hasChild: false, numberOfArtworks: 0 },
];

describe('artwork categories for the list', () => {
  it('maps the tree to the panel with numberOfArtworks as the count', () => {
    expect(toPanelNodes(tree)).toEqual([
      { id: 'h', parentID: null, title: 'Holidays', count: 2, children: [{ id: 'x', parentID: 'h', title: 'Christmas', count: 5 }] },
      { id: 'f', parentID: null, title: 'Family', count: 0 },
    ]);
  });

  it('gives tree-select options and finds titles at any depth', () => {
    expect(toCategoryOptions(tree)).toEqual([
      { value: 'h', title: 'Holidays', children: [{ value: 'x', title: 'Christmas' }] },
      { value: 'f', title: 'Family' },
    ]);
    expect(categoryTitle(tree, 'x')).toBe('Christmas');
    expect(categoryTitle(tree, 'nope')).toBeNull();
  });
});
