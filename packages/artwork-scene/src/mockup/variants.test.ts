import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE, variantsForChips } from './variants';

const attributes = [
  { slug: 'color', name: 'Color', options: ['Black', 'White', 'Red'] },
  { slug: 'size', name: 'Size', options: ['S', 'M'] },
];
const v = (id: string, color: string, size: string) => ({ id, attributes: [{ slug: 'color', option: color }, { slug: 'size', option: size }] });
// Red comes in S only: Red / M is not a variant.
const variants = [v('bs', 'Black', 'S'), v('bm', 'Black', 'M'), v('ws', 'White', 'S'), v('wm', 'White', 'M'), v('rs', 'Red', 'S')];

describe('variantsForChips', () => {
  it('with no chips chosen, applies to every variant and lists every combination', () => {
    const selection = variantsForChips(attributes, variants, []);
    expect(selection.variantIds).toEqual(['bs', 'bm', 'ws', 'wm', 'rs']);
    expect(selection.rows.map((r) => [r.name, r.variantId])).toEqual([
      ['Black / S', 'bs'],
      ['Black / M', 'bm'],
      ['White / S', 'ws'],
      ['White / M', 'wm'],
      ['Red / S', 'rs'],
      ['Red / M', null],
    ]);
    expect(NOT_AVAILABLE).toBe('Not available');
  });

  it('choosing chips activates only the matching variants', () => {
    const selection = variantsForChips(attributes, variants, [{ slug: 'color', values: ['White', 'Red'] }, { slug: 'size', values: ['M'] }]);
    expect(selection.variantIds).toEqual(['wm']);
    expect(selection.rows).toEqual([
      { name: 'White / M', options: { color: 'White', size: 'M' }, variantId: 'wm' },
      { name: 'Red / M', options: { color: 'Red', size: 'M' }, variantId: null },
    ]);
  });

  it('None on an attribute matches nothing', () => {
    expect(variantsForChips(attributes, variants, [{ slug: 'size', values: [] }])).toEqual({ rows: [], variantIds: [], truncated: false });
  });

  it('keeps the attribute’s option order whatever order chips were clicked in', () => {
    const selection = variantsForChips(attributes, variants, [{ slug: 'color', values: ['Red', 'Black'] }, { slug: 'size', values: ['S'] }]);
    expect(selection.rows.map((r) => r.name)).toEqual(['Black / S', 'Red / S']);
    expect(selection.variantIds).toEqual(['bs', 'rs']);
  });

  it('stops listing at the row limit and says so', () => {
    const many = [
      { slug: 'a', name: 'A', options: Array.from({ length: 100 }, (_, i) => `a${i}`) },
      { slug: 'b', name: 'B', options: Array.from({ length: 100 }, (_, i) => `b${i}`) },
    ];
    const selection = variantsForChips(many, [], []);
    expect(selection.truncated).toBe(true);
    expect(selection.rows).toHaveLength(2000);
  });
});
