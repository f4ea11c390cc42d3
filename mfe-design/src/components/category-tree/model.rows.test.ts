import { describe, expect, it } from 'vitest';
import { categoryOptions, filterTree, toRows } from './model';

const rows = toRows([
  { id: 'h', parentID: null, title: 'Holidays', hasChild: true, numberOfArtworks: 0, strongDeleteConfirm: false, children: [
    { id: 'c', parentID: 'h', title: 'Christmas', hasChild: true, numberOfArtworks: 0, strongDeleteConfirm: false, children: [
      { id: 'o', parentID: 'c', title: 'Ornaments', hasChild: false, numberOfArtworks: 0, strongDeleteConfirm: false, children: [] },
    ] },
  ] },
  { id: 'f', parentID: null, title: 'Family', hasChild: false, numberOfArtworks: 0, strongDeleteConfirm: false, children: [] },
]);

describe('category tree helpers', () => {
  it('drops empty children so leaves show no expander', () => {
    expect(rows[1]).toEqual({ key: 'f', id: 'f', parentID: null, title: 'Family', strongDeleteConfirm: false });
  });

  it('keeps matches and their ancestors when searching', () => {
    expect(filterTree(rows, 'orna')).toEqual([
      { key: 'h', id: 'h', parentID: null, title: 'Holidays', strongDeleteConfirm: false, children: [
        { key: 'c', id: 'c', parentID: 'h', title: 'Christmas', strongDeleteConfirm: false, children: [{ key: 'o', id: 'o', parentID: 'c', title: 'Ornaments', strongDeleteConfirm: false }] },
      ] },
    ]);
    expect(filterTree(rows, '  ')).toBe(rows);
  });

  it('offers every category as a choice, nested like the tree', () => {
    expect(categoryOptions(rows)).toEqual([
      { value: 'h', title: 'Holidays', children: [{ value: 'c', title: 'Christmas', children: [{ value: 'o', title: 'Ornaments' }] }] },
      { value: 'f', title: 'Family' },
    ]);
  });
});
