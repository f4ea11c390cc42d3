import { describe, expect, it } from 'vitest';
import { layerProblems, printAreaVariants, printCheckSummary } from './printCheckRules';

const rows = [
  { product_type_variant_id: 'v1', label: 'Black / S' },
  { product_type_variant_id: 'v2', label: 'Black / M' },
  { product_type_variant_id: 'v3', label: 'White / S' },
];

describe('print check rules', () => {
  it('lists the product variants a print area prints on, every one when it names none', () => {
    expect(printAreaVariants(['v3', 'v1'], rows)).toEqual([{ id: 'v1', label: 'Black / S' }, { id: 'v3', label: 'White / S' }]);
    expect(printAreaVariants([], rows).map((v) => v.id)).toEqual(['v1', 'v2', 'v3']);
    // a variant the product does not sell is not listed
    expect(printAreaVariants(['v9'], rows)).toEqual([]);
  });

  it('words the summary and each layer\'s problems', () => {
    expect(printCheckSummary(0)).toBe('Print check: OK');
    expect(printCheckSummary(1)).toBe('Print check: 1 issue');
    expect(printCheckSummary(2)).toBe('Print check: 2 issues');
    const base = { id: 'l', title: 'L', kind: 'image', corners: null };
    expect(layerProblems({ ...base, effectiveDpi: 149.6, lowDpi: true, crossesEdge: true }, 150)).toEqual(['Soft: 150 dpi (below 150)', 'Cut off at the edge']);
  });
});
