import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@pod/contracts';
import { batchChunks, firstProblem, initialRows, rowProblem, rowProfit, storeAttributes, typeVariantOf, variationsBatch, type MappingProductType } from './mappingRules';

const tee: MappingProductType = {
  id: 'tee',
  title: 'Tee',
  sku: 'TS',
  attributes: [
    { name: 'Size', slug: 'size', options: ['S', 'M'] },
    { name: 'Color', slug: 'color', options: ['Black', 'White'] },
  ],
  product_type_variants: [
    { id: 'v1', sku: 'TS:S:Black', attributes: [{ name: 'Size', slug: 'size', option: 'S' }, { name: 'Color', slug: 'color', option: 'Black' }], base_cost: 8, retail_cost: 20, sale_cost: 18, is_active: true },
    { id: 'v2', sku: 'TS:M:Black', attributes: [{ name: 'Size', slug: 'size', option: 'M' }, { name: 'Color', slug: 'color', option: 'Black' }], base_cost: 9, retail_cost: 21, sale_cost: null, is_active: true },
    { id: 'v3', sku: 'TS:S:White', attributes: [{ name: 'Size', slug: 'size', option: 'S' }, { name: 'Color', slug: 'color', option: 'White' }], base_cost: 8, retail_cost: 20, sale_cost: null, is_active: false },
  ],
};
const mug: MappingProductType = {
  id: 'mug',
  title: 'Mug',
  sku: 'MUG',
  attributes: [{ name: 'Size', slug: 'size', options: ['11oz'] }],
  product_type_variants: [{ id: 'm1', sku: 'MUG:11oz', attributes: [{ name: 'Size', slug: 'size', option: '11oz' }], base_cost: 4, retail_cost: 12, sale_cost: 10, is_active: true }],
};

describe('mapping rows', () => {
  it('start with the active variants at the type prices', () => {
    const rows = initialRows(tee);
    expect(rows.map((r) => r.options)).toEqual([{ size: 'S', color: 'Black' }, { size: 'M', color: 'Black' }]);
    expect(rows[0]).toMatchObject({ regular_price: 20, sale_price: 18 });
    expect(typeVariantOf(tee, rows[1])?.id).toBe('v2');
  });

  it('need every option ("Please select {slug}"), an existing variant, no duplicates and valid prices', () => {
    const [row] = initialRows(tee);
    const rows = [row];
    expect(rowProblem(tee, { ...row, options: { size: 'S' } }, rows)).toBe('Please select color');
    expect(rowProblem(tee, { ...row, options: {} }, rows)).toBe('Please select size');
    expect(rowProblem(tee, { ...row, options: { size: 'M', color: 'White' } }, rows)).toBe('This product type has no variant with these options');
    expect(rowProblem(tee, { ...row, key: 'other' }, rows)).toBe('This variant is already in the list');
    // the base cost is the sale price's minimum
    expect(rowProblem(tee, { ...row, sale_price: 7 }, rows)).toBe(PRICE_MESSAGES.saleBetween);
    expect(rowProblem(tee, { ...row, regular_price: 0 }, rows)).toBe(PRICE_MESSAGES.regularPositive);
    expect(rowProblem(tee, row, rows)).toBeNull();
    expect(firstProblem([tee, mug], rows)).toEqual({ typeId: 'mug', message: 'Please add at least one variant' });
  });

  it('profit is sale price minus base cost', () => {
    const [row] = initialRows(tee);
    expect(rowProfit(row, typeVariantOf(tee, row))).toBe(10);
    expect(rowProfit({ ...row, sale_price: null }, typeVariantOf(tee, row))).toBeNull();
  });
});

describe('Start Mapping at a WooCommerce store', () => {
  it('sets existing variations private and creates one per row with SKU, prices as text, attributes and the type variant meta', () => {
    const rows = initialRows(tee);
    const batch = variationsBatch(77, [tee], rows, [{ id: 5, sku: 'old-5' }, { id: 6 }]);
    expect(batch.update).toEqual([{ id: 5, status: 'private' }, { id: 6, status: 'private' }]);
    expect(batch.create[0]).toEqual({
      sku: '77-TS:S:Black',
      regular_price: '20.00',
      sale_price: '18.00',
      attributes: [{ name: 'Size', option: 'S' }, { name: 'Color', option: 'Black' }],
      meta_data: [{ key: 'pod_product_type_variant_id', value: 'v1' }],
    });
    expect(batch.create[1].sale_price).toBe('');
    expect(storeAttributes([tee], rows)).toEqual([
      { name: 'Size', position: 0, visible: true, variation: true, options: ['S', 'M'] },
      { name: 'Color', position: 1, visible: true, variation: true, options: ['Black'] },
    ]);
  });

  it('mapping again updates the variation that already has a SKU instead of duplicating it', () => {
    const rows = initialRows(tee);
    const batch = variationsBatch(77, [tee], rows, [{ id: 9, sku: '77-TS:M:Black' }, { id: 10, sku: 'x' }]);
    expect(batch.create.map((c) => c.sku)).toEqual(['77-TS:S:Black']);
    expect(batch.update).toEqual([
      expect.objectContaining({ id: 9, status: 'publish', sku: '77-TS:M:Black', regular_price: '21.00' }),
      { id: 10, status: 'private' },
    ]);
  });

  it('with several types adds a Type attribute and merges attributes by name', () => {
    const rows = [...initialRows(tee), ...initialRows(mug)];
    expect(storeAttributes([tee, mug], rows).map((a) => [a.name, a.options])).toEqual([
      ['Type', ['Tee', 'Mug']],
      ['Size', ['S', 'M', '11oz']],
      ['Color', ['Black']],
    ]);
    expect(variationsBatch(1, [tee, mug], rows, []).create[2].attributes).toEqual([{ name: 'Type', option: 'Mug' }, { name: 'Size', option: '11oz' }]);
  });

  it('sends at most 100 items per batch', () => {
    const chunks = batchChunks({ update: Array.from({ length: 150 }, (_, i) => ({ id: i })), create: Array.from({ length: 60 }, (_, i) => ({ sku: String(i) })) });
    expect(chunks.map((c) => [c.update.length, c.create.length])).toEqual([[100, 0], [50, 50], [0, 10]]);
  });
});
