import { describe, expect, it } from 'vitest';
import { missingVariants, PRICE_MESSAGES } from '@pod/contracts';
import { allPricePatch, keysForSelectedSkus, singlePricePatch } from './bulkPrice';
import { addToSelection, keysWithOption } from './selection';
import { rowError, rowFromDraft, rowFromVariant, rowPriceError, rowToInput, sizesForAreas, variantLabel, type VariantRow } from './variantRow';

const color = { name: 'Color', slug: 'color', options: ['Black', 'White'] };
const size = { name: 'Size', slug: 'size', options: ['S', 'M', 'L'] };
const type = { sku: 'TS', attributes: [color, size] };
const rows: VariantRow[] = missingVariants(type, [], ['front']).map((d, i) => rowFromDraft(d, `new-${i}`));

describe('variant rows', () => {
  it('labels a variant with its options joined by " / "', () => {
    expect(variantLabel(rows[4].attributes)).toBe('White / M');
  });

  it('keeps one size per print area of the type, in its order', () => {
    const sizes = [
      { print_area_id: 'gone', width: 9, height: 9 },
      { print_area_id: 'back', width: 10, height: 12 },
    ];
    expect(sizesForAreas(sizes, ['front', 'back'])).toEqual([
      { print_area_id: 'front', width: 0, height: 0 },
      { print_area_id: 'back', width: 10, height: 12 },
    ]);
  });

  it('drops __typename from server variants and saves new rows without id, sorted from 1', () => {
    const server = {
      __typename: 'ProductTypeVariant',
      id: 'v1',
      product_type_id: 't1',
      sku: 'TS:Black:S',
      attributes: [{ __typename: 'VariantAttribute', name: 'Color', slug: 'color', option: 'Black' }],
      base_cost: 1,
      retail_cost: 3,
      sale_cost: null,
      is_active: false,
      sorting: 7,
      print_sizes: [{ __typename: 'PrintSize', print_area_id: 'front', width: 10, height: 20 }],
      carrier_costs: [{ __typename: 'CarrierCost', carrier_id: 'c', cost: 2 }],
    };
    const saved = rowFromVariant(server, ['front']);
    expect(JSON.stringify(rowToInput(saved, 't1', 0))).not.toContain('__typename');
    expect(rowToInput(saved, 't1', 0)).toMatchObject({ id: 'v1', sorting: 1, is_active: false, print_sizes: [{ print_area_id: 'front', width: 10, height: 20 }] });
    const fresh = rowToInput(rows[0], 't1', 4);
    expect(fresh).not.toHaveProperty('id');
    expect(fresh).toMatchObject({ sku: 'TS:Black:S', sorting: 5, is_active: true, base_cost: null });
  });

  it('shows the price rules of spec 001 §5 for priced rows only', () => {
    expect(rowPriceError({ base_cost: null, retail_cost: null, sale_cost: null })).toBeNull();
    expect(rowPriceError({ base_cost: 5, retail_cost: null, sale_cost: null })).toBe('Regular price must be greater than 0');
    expect(rowPriceError({ base_cost: 5, retail_cost: 20, sale_cost: 25 })).toBe('Please follow this rule: base cost <= sale price <= regular price');
    expect(rowPriceError({ base_cost: 5, retail_cost: 4, sale_cost: null })).toBe('Regular price must be greater or equals to base cost');
    expect(rowPriceError({ base_cost: 5, retail_cost: 20, sale_cost: 15 })).toBeNull();
  });

  it('a blank SKU is an error too, before the prices', () => {
    expect(rowError({ sku: ' ', base_cost: 5, retail_cost: 1, sale_cost: null })).toBe('Please input sku');
    expect(rowError({ sku: 'TS:A', base_cost: 5, retail_cost: 1, sale_cost: null })).toBe('Regular price must be greater or equals to base cost');
  });
});

describe('selection by attribute option', () => {
  it('selects every row having the option, matched by slug and without case', () => {
    expect(keysWithOption(rows, 'color', 'black')).toEqual(['new-0', 'new-1', 'new-2']);
    expect(keysWithOption(rows, 'size', 'M')).toEqual(['new-1', 'new-4']);
    expect(keysWithOption(rows, 'material', 'Cotton')).toEqual([]);
  });

  it('matches rows that carry only the attribute name', () => {
    const legacy = [{ key: 'x', attributes: [{ name: 'Sleeve Length', slug: '', option: 'Long' }] }];
    expect(keysWithOption(legacy, 'sleeve-length', 'Long')).toEqual(['x']);
  });

  it('adds to the current selection without duplicates', () => {
    expect(addToSelection(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('bulk price', () => {
  it('"All price" refuses with the modal rules and sets all three prices', () => {
    expect(allPricePatch({ base_cost: 1, sale_cost: 2 })).toEqual({ field: 'retail_cost', message: PRICE_MESSAGES.regularRequired });
    expect(allPricePatch({ retail_cost: 3 })).toEqual({ field: 'base_cost', message: 'Please input base cost' });
    expect(allPricePatch({ base_cost: 1, retail_cost: 3, sale_cost: 4 })).toMatchObject({ message: 'Sale price is smaller regular' });
    expect(allPricePatch({ base_cost: 4, retail_cost: 3 })).toMatchObject({ message: 'Base cost is smaller' });
    expect(allPricePatch({ base_cost: 1, retail_cost: 3 })).toEqual({ patch: { base_cost: 1, retail_cost: 3, sale_cost: null } });
  });

  it('a single price is at least 1', () => {
    expect(singlePricePatch('sale_cost', 0.5)).toBeNull();
    expect(singlePricePatch('sale_cost', null)).toBeNull();
    expect(singlePricePatch('retail_cost', 1)).toEqual({ retail_cost: 1 });
  });

  it('targets the selected rows by SKU', () => {
    const withTwin = [...rows, { ...rows[0], key: 'twin' }];
    expect(keysForSelectedSkus(withTwin, ['new-0', 'new-5'])).toEqual(['new-0', 'new-5', 'twin']);
    expect(keysForSelectedSkus(withTwin, [])).toEqual([]);
  });
});
