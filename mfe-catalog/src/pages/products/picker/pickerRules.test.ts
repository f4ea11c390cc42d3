import { describe, expect, it } from 'vitest';
import type { PickerProductType } from '../shared/queries';
import { EMPTY_SELECTION, baseCostLabel, groupByCategory, isBlocked, step2Path, toSingle, toggleType } from './pickerRules';

const type = (id: string, categories: Array<[string, string]>): PickerProductType => ({
  id,
  title: `Type ${id}`,
  sku: id.toUpperCase(),
  mockup: null,
  images: [],
  categories: categories.map(([cid, title]) => ({ id: cid, title })),
  min_base_cost: 5,
  max_base_cost: 5,
});

describe('groupByCategory', () => {
  it('groups by category title, a type in every category it is filed under', () => {
    const groups = groupByCategory([type('t1', [['c2', 'Mugs']]), type('t2', [['c1', 'Apparel'], ['c2', 'Mugs']]), type('t3', [])]);
    expect(groups.map((g) => [g.title, g.types.map((t) => t.id)])).toEqual([
      ['Apparel', ['t2']],
      ['Mugs', ['t1', 't2']],
      ['Other', ['t3']],
    ]);
  });
});

describe('selection rules', () => {
  it('adds types of one category and deselects on a second click', () => {
    let s = toggleType(EMPTY_SELECTION, 'c1', 'a');
    s = toggleType(s, 'c1', 'b');
    expect(s).toEqual({ categoryId: 'c1', typeIds: ['a', 'b'] });
    s = toggleType(s, 'c1', 'a');
    expect(s).toEqual({ categoryId: 'c1', typeIds: ['b'] });
    s = toggleType(s, 'c1', 'b');
    expect(s).toEqual(EMPTY_SELECTION);
  });

  it('refuses a type of another category while one is selected', () => {
    const s = toggleType(EMPTY_SELECTION, 'c1', 'a');
    expect(isBlocked(s, 'c2')).toBe(true);
    expect(isBlocked(s, 'c1')).toBe(false);
    expect(toggleType(s, 'c2', 'x')).toBe(s);
    // once emptied, any category may be chosen again
    const cleared = toggleType(s, 'c1', 'a');
    expect(isBlocked(cleared, 'c2')).toBe(false);
    expect(toggleType(cleared, 'c2', 'x')).toEqual({ categoryId: 'c2', typeIds: ['x'] });
  });

  it('single select replaces the choice; switching it on keeps the last one', () => {
    let s = toggleType(EMPTY_SELECTION, 'c1', 'a', true);
    s = toggleType(s, 'c1', 'b', true);
    expect(s.typeIds).toEqual(['b']);
    expect(toSingle({ categoryId: 'c1', typeIds: ['a', 'b', 'c'] })).toEqual({ categoryId: 'c1', typeIds: ['c'] });
    expect(toSingle(EMPTY_SELECTION)).toEqual(EMPTY_SELECTION);
  });

  it('builds the step 2 address from the chosen ids', () => {
    expect(step2Path({ categoryId: 'c1', typeIds: ['a', 'b'] })).toBe('/products/add/step2/a,b');
  });
});

describe('baseCostLabel', () => {
  it('shows one cost or a range in USD', () => {
    expect(baseCostLabel(12, 12)).toBe('$12.00');
    expect(baseCostLabel(10, 1234.5)).toBe('$10.00 - $1,234.50');
    expect(baseCostLabel(null, null)).toBe('');
  });
});
