import { describe, expect, it } from 'vitest';
import type { FormProductType } from '../shared/queries';
import {
  applyBulkActive,
  applyBulkImage,
  applyBulkPrice,
  buildArtworkChoices,
  buildProductInput,
  buildVariantRows,
  dropMissingImages,
  parseIds,
  rowPriceError,
  rowProfit,
  submitBlockers,
} from './formRules';

const variant = (id: string, sorting: number, base: number | null, extra: Partial<FormProductType['product_type_variants'][0]> = {}) => ({
  id,
  product_type_id: 't1',
  sku: `TEE:${id}`,
  attributes: [
    { name: 'Size', slug: 'size', option: id.toUpperCase() },
    { name: 'Color', slug: 'color', option: 'Black' },
  ],
  base_cost: base,
  retail_cost: null,
  sale_cost: null,
  is_active: true,
  sorting,
  ...extra,
});

const tee: FormProductType = {
  id: 't1',
  title: 'Tee',
  sku: 'TEE',
  images: [],
  printAreas: [
    { id: 'front', name: 'Front', width: 4500, height: 5400, dpi: 300, variant_ids: [] },
    { id: 'back', name: 'Back', width: 4500, height: 5400, dpi: 300, variant_ids: [] },
  ],
  product_type_variants: [
    variant('m', 2, 10, { retail_cost: 20, sale_cost: 18 }),
    variant('s', 1, 9),
    variant('xl', 3, null),
    variant('l', 4, 11, { is_active: false }),
  ],
};

describe('buildVariantRows', () => {
  it('lists the active priced variants in sorting order with the type prices', () => {
    const rows = buildVariantRows([tee]);
    expect(rows.map((r) => [r.sku, r.label, r.base_cost, r.regular_price, r.sale_price, r.active])).toEqual([
      ['TEE:s', 'S / Black', 9, 9, null, true],
      ['TEE:m', 'M / Black', 10, 20, 18, true],
    ]);
  });

  it('keeps the product prices, status and image on edit', () => {
    const rows = buildVariantRows(
      [tee],
      [{ id: 'pv', product_type_id: 't1', product_type_variant_id: 'm', regular_price: 30, price: null, active: false, sorting: 1, mockup_id: null, image: 'k/1.png' }],
    );
    expect(rows[1]).toMatchObject({ regular_price: 30, sale_price: null, active: false, image: 'k/1.png' });
  });
});

describe('price and profit', () => {
  it('uses the spec 001 §5 price rules', () => {
    expect(rowPriceError({ base_cost: 10, regular_price: 0, sale_price: null })).toBe('Regular price must be greater than 0');
    expect(rowPriceError({ base_cost: 10, regular_price: 8, sale_price: null })).toBe('Regular price must be greater or equals to base cost');
    expect(rowPriceError({ base_cost: 10, regular_price: 20, sale_price: 25 })).toBe('Please follow this rule: base cost <= sale price <= regular price');
    expect(rowPriceError({ base_cost: 10, regular_price: 20, sale_price: 15 })).toBeNull();
  });

  it('profit is sale (or regular) minus base', () => {
    expect(rowProfit({ base_cost: 10, regular_price: 20, sale_price: 15.5 })).toBe(5.5);
    expect(rowProfit({ base_cost: 10, regular_price: 20, sale_price: null })).toBe(10);
  });
});

describe('submitBlockers', () => {
  const rows = buildVariantRows([tee]);
  const artworks = buildArtworkChoices([tee]);

  it('blocks until every print area has an artwork and there is an image', () => {
    expect(submitBlockers({ rows, artworks, images: [], uploading: false })).toEqual([
      'Choose an artwork for Front',
      'Choose an artwork for Back',
      'Upload at least one product image',
    ]);
    const chosen = artworks.map((a) => ({ ...a, artwork_id: 'art' }));
    expect(submitBlockers({ rows, artworks: chosen, images: ['k/1.png'], uploading: false })).toEqual([]);
    expect(submitBlockers({ rows, artworks: chosen, images: ['k/1.png'], uploading: true })).toEqual(['Wait for the upload to finish']);
    // spec 001 §4: Submit is disabled while a mockup is rendering
    expect(submitBlockers({ rows, artworks: chosen, images: [], uploading: false, rendering: true })).toEqual(['Wait for the mockups to finish rendering']);
  });

  it('blocks on a price violation and when every variant is disabled', () => {
    const chosen = artworks.map((a) => ({ ...a, artwork_id: 'art' }));
    const broken = applyBulkPrice(rows, ['TEE:s'], 'regular_price', 1);
    expect(submitBlockers({ rows: broken, artworks: chosen, images: ['i'], uploading: false })).toEqual([
      'TEE:s: Regular price must be greater or equals to base cost',
    ]);
    const off = applyBulkActive(rows, ['TEE:s', 'TEE:m'], false);
    expect(submitBlockers({ rows: off, artworks: chosen, images: ['i'], uploading: false })).toEqual(['Enable at least one variant']);
  });
});

describe('bulk actions and input', () => {
  it('targets the selected rows by SKU', () => {
    const rows = buildVariantRows([tee]);
    const priced = applyBulkPrice(rows, ['TEE:m'], 'sale_price', 12);
    expect(priced.map((r) => r.sale_price)).toEqual([null, 12]);
    const imaged = applyBulkImage(rows, ['TEE:s', 'TEE:m'], 'a.png');
    expect(dropMissingImages(imaged, ['b.png']).map((r) => r.image)).toEqual([null, null]);
  });

  it('builds the create input of spec 001 §3', () => {
    const rows = buildVariantRows([tee]);
    const artworks = buildArtworkChoices([tee], [{ product_type_id: 't1', product_type_print_area_id: 'front', name: 'Front', artwork_id: 'a1' }]);
    const input = buildProductInput({
      detail: { title: '  My tee ', collections: ['Summer'], tags: ['cats', 'dogs'] },
      permalink: 'tee-t1-abcdefgh',
      siteId: 'site',
      typeIds: ['t1'],
      rows,
      artworks,
      images: ['k/1.png'],
      bundledProducts: '[]',
    });
    expect(input).toMatchObject({
      title: 'My tee',
      site_id: 'site',
      product_type_ids: ['t1'],
      collection_ids: [{ entity_id: 'Summer', sorting: 1 }],
      tag_ids: [
        { entity_id: 'cats', sorting: 1 },
        { entity_id: 'dogs', sorting: 2 },
      ],
      images: ['k/1.png'],
      print_areas: [
        { product_type_print_area_id: 'front', product_type_id: 't1', name: 'Front', artwork_id: 'a1' },
        { product_type_print_area_id: 'back', product_type_id: 't1', name: 'Back', artwork_id: null },
      ],
    });
    expect(input.variants[1]).toEqual({ product_type_id: 't1', product_type_variant_id: 'm', regular_price: 20, price: 18, active: true, sorting: 2, image: null, mockup_id: null });
  });

  it('parses route ids', () => {
    expect(parseIds('a,b,,a, c')).toEqual(['a', 'b', 'c']);
    expect(parseIds(undefined)).toEqual([]);
  });
});
