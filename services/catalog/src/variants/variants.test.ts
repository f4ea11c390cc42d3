import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, missingVariants, PRICE_MESSAGES } from '@pod/contracts';
import { testUser } from '@pod/service-kit/testing';
import { startCatalogAlone, type CatalogAlone } from '../testing/catalog-test-env';
import { DEMO_CATEGORIES, DEMO_PRODUCT_TYPES } from '../database/seed';

const admin = testUser(DEMO_USERS.admin);
const listing = testUser(DEMO_USERS.listing);
const seller = testUser(DEMO_USERS.seller);
const supporter = testUser(DEMO_USERS.supporter);

const VARIANT = `id product_type_id sku attributes { name slug option } base_cost retail_cost sale_cost is_active sorting
  print_sizes { print_area_id width height } carrier_costs { carrier_id cost }`;
const VARIANTS = `query V($id: ID!) { productTypeVariants(product_type_id: $id) { ${VARIANT} } }`;
const SAVE = `mutation Save($id: ID!, $variants: [ProductTypeVariantInput!]!) { saveProductTypeVariants(product_type_id: $id, variants: $variants) { ${VARIANT} } }`;
const CREATE_VARIANT = `mutation One($input: ProductTypeVariantInput!) { createProductTypeVariant(input: $input) { ${VARIANT} } }`;
const CREATE_TYPE = `mutation T($input: ProductTypeInput!) { createProductType(input: $input) { id sku attributes { name slug options } printAreas { id } } }`;

interface Variant {
  id: string;
  sku: string;
  sorting: number;
  base_cost: number | null;
  retail_cost: number | null;
  sale_cost: number | null;
  is_active: boolean;
  attributes: Array<{ name: string; slug: string; option: string }>;
}

let env: CatalogAlone;
let call: CatalogAlone['call'];
let seq = 0;

async function newType(attributes = [{ name: 'Color', slug: 'color', options: ['Red', 'Blue'] }, { name: 'Size', slug: 'size', options: ['S', 'M', 'L'] }]) {
  const res = await call(CREATE_TYPE, {
    input: { title: `Type ${++seq}`, sku: `VT${seq}`, categories: [DEMO_CATEGORIES[0].id], attributes, printAreas: [{ name: 'Front', width: 100, height: 100 }] },
  }, admin);
  expect(res.errors).toBeUndefined();
  return res.data.createProductType as { id: string; sku: string; attributes: Array<{ name: string; slug: string; options: string[] }>; printAreas: Array<{ id: string }> };
}

const list = async (id: string): Promise<Variant[]> => (await call(VARIANTS, { id }, admin)).data.productTypeVariants;

beforeAll(async () => {
  env = await startCatalogAlone();
  call = env.call;
});

afterAll(() => env?.stop());

describe('saveProductTypeVariants', () => {
  it('saves generated variants empty, then prices and reorders them in one call', async () => {
    const type = await newType();
    const drafts = missingVariants(type, [], type.printAreas.map((a) => a.id));
    const first = await call(SAVE, { id: type.id, variants: drafts }, listing);
    expect(first.errors).toBeUndefined();
    const saved: Variant[] = first.data.saveProductTypeVariants;
    expect(saved).toHaveLength(6);
    expect(saved[0]).toMatchObject({
      product_type_id: type.id, sku: `${type.sku}:Red:S`, base_cost: null, retail_cost: null, sale_cost: null, is_active: true, sorting: 1,
      attributes: [{ name: 'Color', slug: 'color', option: 'Red' }, { name: 'Size', slug: 'size', option: 'S' }],
      print_sizes: [{ print_area_id: type.printAreas[0].id, width: 0, height: 0 }],
      carrier_costs: [],
    });
    expect(await list(type.id)).toEqual(saved);

    // Reverse the order, price every row (cents rounded), deactivate one.
    const reversed = [...saved].reverse().map((v, i) => ({ id: v.id, base_cost: 5, retail_cost: 12.345, sale_cost: i === 0 ? null : 10, is_active: i !== 1, carrier_costs: [{ carrier_id: 'usps', cost: null }] }));
    const second = await call(SAVE, { id: type.id, variants: reversed }, admin);
    expect(second.errors).toBeUndefined();
    const after = await list(type.id);
    expect(after.map((v) => v.id)).toEqual(reversed.map((v) => v.id));
    expect(after.map((v) => v.sorting)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(after[0]).toMatchObject({ sku: `${type.sku}:Blue:L`, base_cost: 5, retail_cost: 12.35, sale_cost: null, is_active: true, carrier_costs: [{ carrier_id: 'usps', cost: null }] });
    expect(after[1]).toMatchObject({ sale_cost: 10, is_active: false });
    // Fields not sent keep their value.
    expect(after[0].attributes).toEqual(saved[5].attributes);

    // Variants not listed are kept; a new one is added at its position.
    const partial = await call(SAVE, { id: type.id, variants: [{ sku: `${type.sku}:Green:S` }, { id: after[5].id }] }, admin);
    expect(partial.data.saveProductTypeVariants.map((v: Variant) => [v.sku, v.sorting])).toEqual([[`${type.sku}:Green:S`, 1], [after[5].sku, 2]]);
    expect(await list(type.id)).toHaveLength(7);
  });

  it('refuses a price-rule violation in any row with the spec message and saves nothing', async () => {
    const type = await newType();
    const drafts = missingVariants(type, [], []).map((d) => ({ ...d, base_cost: 5, retail_cost: 20, sale_cost: 15 }));
    const ok = await call(SAVE, { id: type.id, variants: drafts }, admin);
    expect(ok.errors).toBeUndefined();
    const stored: Variant[] = ok.data.saveProductTypeVariants;

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ retail_cost: 0 }, 'Regular price must be greater than 0', 'retail_cost'],
      [{ retail_cost: null, base_cost: 3, sale_cost: null }, PRICE_MESSAGES.regularPositive, 'retail_cost'],
      [{ sale_cost: 21 }, 'Please follow this rule: base cost <= sale price <= regular price', 'sale_cost'],
      [{ sale_cost: 4.99 }, 'Please follow this rule: base cost <= sale price <= regular price', 'sale_cost'],
      [{ sale_cost: null, retail_cost: 4 }, 'Regular price must be greater or equals to base cost', 'retail_cost'],
      [{ base_cost: -1 }, 'Prices must be between 0 and 9,999,999,999.99', 'base_cost'],
      [{ sku: ' ' }, 'Please input sku', 'sku'],
      [{ print_sizes: [{ print_area_id: 'p', width: -1, height: 0 }] }, 'Print size must be at least 0', 'print_sizes.0'],
    ];
    for (const [change, message, field] of cases) {
      // Every other row changes too (new order, new prices, one new row): none of it may stick.
      const variants = [
        { sku: `${type.sku}:New` },
        ...stored.map((v, i) => ({ id: v.id, ...(i === 4 ? { base_cost: 5, retail_cost: 20, sale_cost: 15, ...change } : { base_cost: 1, retail_cost: 30, sale_cost: null }) })).reverse(),
      ];
      const res = await call(SAVE, { id: type.id, variants }, admin);
      expect(res.errors?.[0], JSON.stringify(change)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: `variants.${stored.length - 4}.${field}` } });
      expect(await list(type.id)).toEqual(stored);
    }
  });

  it('keeps SKUs unique within the type, allowing swaps in one save', async () => {
    const type = await newType([{ name: 'Size', slug: 'size', options: ['S', 'M', 'L'] }]);
    const saved: Variant[] = (await call(SAVE, { id: type.id, variants: missingVariants(type, [], []) }, admin)).data.saveProductTypeVariants;
    const [s, m, l] = saved;

    const twiceInBatch = await call(SAVE, { id: type.id, variants: [{ sku: 'DUP' }, { sku: 'DUP' }] }, admin);
    expect(twiceInBatch.errors?.[0]).toMatchObject({ message: 'Variant SKU already exists: DUP', extensions: { code: 'CONFLICT', field: 'variants.0.sku' } });
    const clashWithStored = await call(SAVE, { id: type.id, variants: [{ id: s.id }, { sku: l.sku }] }, admin);
    expect(clashWithStored.errors?.[0]).toMatchObject({ message: `Variant SKU already exists: ${l.sku}`, extensions: { field: 'variants.1.sku' } });
    expect(await list(type.id)).toHaveLength(3);

    const swapped = await call(SAVE, { id: type.id, variants: [{ id: s.id, sku: m.sku }, { id: m.id, sku: s.sku }] }, admin);
    expect(swapped.errors).toBeUndefined();
    expect((await list(type.id)).map((v) => [v.id, v.sku])).toEqual([[s.id, m.sku], [m.id, s.sku], [l.id, l.sku]]);

    // The same SKU in another type is fine.
    const other = await newType();
    expect((await call(SAVE, { id: other.id, variants: [{ sku: s.sku }] }, admin)).errors).toBeUndefined();
  });

  it('refuses ids of other types, repeated ids and unknown types', async () => {
    const type = await newType();
    const tee = await list(DEMO_PRODUCT_TYPES[0].id);
    const foreign = await call(SAVE, { id: type.id, variants: [{ id: tee[0].id, base_cost: 1, retail_cost: 2 }] }, admin);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Variant not found', extensions: { field: 'variants.0.id' } });
    expect((await list(DEMO_PRODUCT_TYPES[0].id))[0]).toEqual(tee[0]);
    const saved = (await call(SAVE, { id: type.id, variants: [{ sku: 'A' }] }, admin)).data.saveProductTypeVariants;
    expect((await call(SAVE, { id: type.id, variants: [{ id: saved[0].id }, { id: saved[0].id }] }, admin)).errors?.[0].extensions?.field).toBe('variants.1.id');
    expect((await call(SAVE, { id: '00000000-0000-4000-8000-00000000dead', variants: [] }, admin)).errors?.[0]).toMatchObject({ message: 'Product type not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(VARIANTS, { id: 'nope' }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  // Its duration is measured by `npm run bench` (product-type-variants), never asserted here.
  it('saves 1296 variants (4 attributes × 6 options) in one call', async () => {
    const six = (name: string) => ({ name, slug: name.toLowerCase(), options: ['a', 'b', 'c', 'd', 'e', 'f'].map((o) => `${name}${o}`) });
    const type = await newType([six('W'), six('X'), six('Y'), six('Z')]);
    const drafts = missingVariants(type, [], type.printAreas.map((a) => a.id)).map((d, i) => ({ ...d, base_cost: 2, retail_cost: 10 + (i % 7), sale_cost: null }));
    expect(drafts).toHaveLength(1296);
    const res = await call(SAVE, { id: type.id, variants: drafts }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.saveProductTypeVariants).toHaveLength(1296);
    const stored = await list(type.id);
    expect(stored.map((v) => v.sku)).toEqual(drafts.map((d) => d.sku));
    expect(stored[1295]).toMatchObject({ sorting: 1296, retail_cost: 10 + (1295 % 7) });
    // Resaving them all (the screen's Save after a bulk price edit) updates in place.
    const resave = await call(SAVE, { id: type.id, variants: stored.map((v) => ({ id: v.id, retail_cost: 50 })) }, admin);
    expect(resave.errors).toBeUndefined();
    expect((await list(type.id)).every((v) => v.retail_cost === 50)).toBe(true);
  });
});

describe('createProductTypeVariant', () => {
  it('adds one variant, last unless a sorting is given, and updates by id', async () => {
    const type = await newType();
    const one = await call(CREATE_VARIANT, { input: { product_type_id: type.id, sku: 'ONE', sorting: 1, base_cost: 3, retail_cost: 9, attributes: [{ name: 'Color', slug: 'color', option: 'Red' }] } }, admin);
    expect(one.errors).toBeUndefined();
    expect(one.data.createProductTypeVariant).toMatchObject({ sku: 'ONE', sorting: 1, is_active: true, base_cost: 3, retail_cost: 9, sale_cost: null, print_sizes: [] });
    const two = await call(CREATE_VARIANT, { input: { product_type_id: type.id, sku: 'TWO' } }, admin);
    expect(two.data.createProductTypeVariant.sorting).toBe(2);
    const edited = await call(CREATE_VARIANT, { input: { id: one.data.createProductTypeVariant.id, product_type_id: type.id, sale_cost: 4 } }, admin);
    expect(edited.data.createProductTypeVariant).toMatchObject({ sku: 'ONE', sale_cost: 4, retail_cost: 9, sorting: 1 });

    expect((await call(CREATE_VARIANT, { input: { product_type_id: type.id, sku: 'ONE' } }, admin)).errors?.[0]).toMatchObject({ message: 'Variant SKU already exists: ONE', extensions: { field: 'sku' } });
    expect((await call(CREATE_VARIANT, { input: { product_type_id: type.id, sku: 'X', base_cost: 5, retail_cost: 4 } }, admin)).errors?.[0]).toMatchObject({ message: 'Regular price must be greater or equals to base cost', extensions: { field: 'retail_cost' } });
    expect((await call(CREATE_VARIANT, { input: { sku: 'X' } }, admin)).errors?.[0]).toMatchObject({ message: 'Product type not found', extensions: { code: 'NOT_FOUND' } });
    expect((await list(type.id)).map((v) => v.sku)).toEqual(['ONE', 'TWO']);
  });
});

describe('variants: permissions', () => {
  it('reads for catalogue readers, writes for Administrator and Listing only', async () => {
    const teeId = DEMO_PRODUCT_TYPES[0].id;
    const before = await list(teeId);
    for (const user of [seller, supporter]) {
      expect((await call(VARIANTS, { id: teeId }, user)).data.productTypeVariants).toHaveLength(before.length);
      expect((await call(SAVE, { id: teeId, variants: [{ id: before[0].id, retail_cost: 99 }] }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await call(CREATE_VARIANT, { input: { product_type_id: teeId, sku: 'X' } }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await call(VARIANTS, { id: teeId }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await list(teeId)).toEqual(before);
  });
});
