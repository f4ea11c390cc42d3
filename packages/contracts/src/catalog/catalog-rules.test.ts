import { describe, expect, it } from 'vitest';
import {
  checkBulkAllPrice,
  checkVariantPrice,
  generateProductId,
  isProductId,
  makePermalink,
  missingVariants,
  parseBundledProducts,
  PRICE_MESSAGES,
  PRODUCT_TYPE_MESSAGES,
  serializeBundledProducts,
  slugify,
  validateAttributes,
  validatePrintAreas,
  validateProductTypeInput,
  variantProfit,
  variantSku,
} from './index';

const color = { name: 'Color', slug: 'color', options: ['Black', 'White'] };
const size = { name: 'Size', slug: 'size', options: ['S', 'M', 'L'] };

describe('missingVariants (spec 001 §4)', () => {
  it('is the full cross product with SKU = type SKU + options joined by ":"', () => {
    const drafts = missingVariants({ sku: 'TS', attributes: [color, size] }, [], ['front', 'back']);
    expect(drafts).toHaveLength(6);
    expect(drafts.map((d) => d.sku)).toEqual(['TS:Black:S', 'TS:Black:M', 'TS:Black:L', 'TS:White:S', 'TS:White:M', 'TS:White:L']);
    expect(drafts[0]).toEqual({
      sku: 'TS:Black:S',
      attributes: [
        { name: 'Color', slug: 'color', option: 'Black' },
        { name: 'Size', slug: 'size', option: 'S' },
      ],
      base_cost: null,
      retail_cost: null,
      sale_cost: null,
      is_active: true,
      print_sizes: [
        { print_area_id: 'front', width: 0, height: 0 },
        { print_area_id: 'back', width: 0, height: 0 },
      ],
    });
  });

  it('counts a combination as existing in any order of its options', () => {
    const existing = [{ attributes: [{ option: 'M' }, { option: 'White' }] }, { attributes: [{ option: 'black' }, { option: 's' }] }];
    const drafts = missingVariants({ sku: 'TS', attributes: [color, size] }, existing, []);
    expect(drafts.map((d) => d.sku)).toEqual(['TS:Black:M', 'TS:Black:L', 'TS:White:S', 'TS:White:L']);
  });

  it('is empty with no attributes, and when nothing is missing', () => {
    expect(missingVariants({ sku: 'TS', attributes: [] }, [], [])).toEqual([]);
    const all = missingVariants({ sku: 'TS', attributes: [color, size] }, [], []);
    expect(missingVariants({ sku: 'TS', attributes: [color, size] }, all, [])).toEqual([]);
  });

  it('makes 1296 variants from 4 attributes of 6 options', () => {
    const six = (name: string) => ({ name, slug: slugify(name), options: ['a', 'b', 'c', 'd', 'e', 'f'].map((o) => `${name}-${o}`) });
    const drafts = missingVariants({ sku: 'BIG', attributes: [six('A'), six('B'), six('C'), six('D')] }, [], ['p']);
    expect(drafts).toHaveLength(1296);
    expect(new Set(drafts.map((d) => d.sku)).size).toBe(1296);
    expect(variantSku('BIG', drafts[1295].attributes)).toBe('BIG:A-f:B-f:C-f:D-f');
  });
});

describe('checkVariantPrice (spec 001 §5 "Variant prices")', () => {
  it('needs a regular price above 0', () => {
    expect(checkVariantPrice({ base_cost: 5, retail_cost: null })).toBe(PRICE_MESSAGES.regularPositive);
    expect(checkVariantPrice({ base_cost: 0, retail_cost: 0 })).toBe('Regular price must be greater than 0');
  });
  it('with a sale price: base <= sale <= regular', () => {
    expect(checkVariantPrice({ base_cost: 5, retail_cost: 20, sale_cost: 15 })).toBeNull();
    expect(checkVariantPrice({ base_cost: 5, retail_cost: 20, sale_cost: 5 })).toBeNull();
    expect(checkVariantPrice({ base_cost: 5, retail_cost: 20, sale_cost: 20 })).toBeNull();
    expect(checkVariantPrice({ base_cost: 5, retail_cost: 20, sale_cost: 21 })).toBe('Please follow this rule: base cost <= sale price <= regular price');
    expect(checkVariantPrice({ base_cost: 5, retail_cost: 20, sale_cost: 4.99 })).toBe(PRICE_MESSAGES.saleBetween);
  });
  it('without a sale price: regular >= base', () => {
    expect(checkVariantPrice({ base_cost: 5, retail_cost: 5 })).toBeNull();
    expect(checkVariantPrice({ base_cost: 5, retail_cost: 4 })).toBe('Regular price must be greater or equals to base cost');
    expect(checkVariantPrice({ retail_cost: 4 })).toBeNull();
  });
  it('bulk "All price" rules', () => {
    expect(checkBulkAllPrice({ base_cost: 1, sale_cost: 2 })?.message).toBe('Please input regular price');
    expect(checkBulkAllPrice({ retail_cost: 3 })?.message).toBe('Please input base cost');
    expect(checkBulkAllPrice({ base_cost: 1, retail_cost: 3, sale_cost: 4 })?.message).toBe('Sale price is smaller regular');
    expect(checkBulkAllPrice({ base_cost: 3.5, retail_cost: 4, sale_cost: 3 })?.message).toBe('Base cost is smaller');
    expect(checkBulkAllPrice({ base_cost: 5, retail_cost: 4 })?.message).toBe('Base cost is smaller');
    expect(checkBulkAllPrice({ base_cost: 1, retail_cost: 4, sale_cost: 3 })).toBeNull();
  });
  it('profit is sale (else regular) minus base', () => {
    expect(variantProfit({ base_cost: 8.5, regular_price: 19.99, sale_price: 17.99 })).toBe(9.49);
    expect(variantProfit({ base_cost: 8.5, regular_price: 19.99, sale_price: null })).toBe(11.49);
  });
});

describe('product type rules (spec 001 §5 "Product type")', () => {
  const valid = { title: 'Tee', sku: 'TS', categories: ['c1'], attributes: [color], printAreas: [{ name: 'Front', width: 4500, height: 5400 }] };

  it('derives slugs: lower-case, non-word characters removed, spaces become hyphens', () => {
    expect(slugify('Sleeve Length!')).toBe('sleeve-length');
    expect(slugify('  Color  ')).toBe('color');
    expect(slugify('Größe & Fit')).toBe('gre-fit');
  });

  it('checks detail fields, then a print area and an attribute', () => {
    expect(validateProductTypeInput(valid)).toBeNull();
    expect(validateProductTypeInput({ ...valid, title: ' ' })).toEqual({ field: 'title', message: 'Please input title' });
    expect(validateProductTypeInput({ ...valid, sku: '' })?.message).toBe('Please input sku');
    expect(validateProductTypeInput({ ...valid, categories: [] })?.message).toBe('Please input categories');
    expect(validateProductTypeInput({ ...valid, printAreas: [] })?.message).toBe('Please input your print file!');
    expect(validateProductTypeInput({ ...valid, attributes: [] })?.message).toBe('Please input your attribute! ');
  });

  it('checks attribute rows and uniqueness of names and slugs', () => {
    expect(validateAttributes([{ name: '', slug: 'x', options: ['a'] }])?.message).toBe(PRODUCT_TYPE_MESSAGES.attributeNameRequired);
    expect(validateAttributes([{ name: 'X', slug: '', options: ['a'] }])?.message).toBe('Please input slug');
    expect(validateAttributes([{ name: 'X', slug: 'x', options: [] }])).toEqual({ field: 'attributes.0.options', message: 'Please input options' });
    expect(validateAttributes([color, { name: 'color', slug: 'colour', options: ['a'] }])?.message).toBe('Attribute name/slug is unique. Please input again!');
    expect(validateAttributes([color, { name: 'Colour', slug: 'color', options: ['a'] }])?.field).toBe('attributes.1');
    expect(validateAttributes([color, size])).toBeNull();
  });

  it('checks print area rows', () => {
    expect(validatePrintAreas([{ name: '', width: 1, height: 1 }])?.message).toBe('Please input name');
    expect(validatePrintAreas([{ name: 'Front', width: null, height: 1 }])?.message).toBe('Please input width');
    expect(validatePrintAreas([{ name: 'Front', width: 1 }])?.message).toBe('Please input height');
    expect(validatePrintAreas([{ name: 'Front', width: -1, height: 1 }])?.field).toBe('printAreas.0.width');
    expect(validatePrintAreas([{ name: 'Front', width: 0, height: 0 }])).toBeNull();
  });
});

describe('product identity (spec 001 §9)', () => {
  it('generates 9-character ids', () => {
    const ids = new Set(Array.from({ length: 500 }, generateProductId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(isProductId(id)).toBe(true);
  });
  it('joins type SKU, type id and 8 random alphanumerics with hyphens', () => {
    expect(makePermalink('TS', '1f2e', 'Ab3dEf9Z')).toBe('ts-1f2e-Ab3dEf9Z');
    expect(makePermalink('Mug 11oz/15oz', 'id')).toMatch(/^mug-11oz-15oz-id-[A-Za-z0-9]{8}$/);
  });
  it('round-trips bundled products and ignores garbage', () => {
    const text = serializeBundledProducts([{ id: 'abc123def', origin_id: '77' }]);
    expect(parseBundledProducts(text)).toEqual([{ id: 'abc123def', origin_id: '77' }]);
    expect(parseBundledProducts('not json')).toEqual([]);
    expect(parseBundledProducts('{"id":1}')).toEqual([]);
  });
});
