import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA, DEMO_USERS, PRODUCT_TYPE_MESSAGES as M } from '@pod/contracts';
import { testUser } from '@pod/service-kit/testing';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { INTERNAL_SECRET, startCatalogAlone, type CatalogAlone } from '../testing/catalog-test-env';
import { DEMO_CATEGORIES, DEMO_PRODUCT_TYPES } from '../database/seed';
import type { UserContext } from '@pod/service-kit';

const admin = testUser(DEMO_USERS.admin);
const listing = testUser(DEMO_USERS.listing);
const seller = testUser(DEMO_USERS.seller);
const supporter = testUser(DEMO_USERS.supporter);
const supplier = testUser(DEMO_USERS.supplier);

const TYPE = `id title description sku mockup images state min_base_cost max_base_cost created_at updated_at
  categories { id title } attributes { name slug options }
  printAreas { id name width height dpi mockupId mockup note variant_ids }
  product_type_variants { id sku sorting base_cost }`;
const LIST = `query List($filter: ProductTypeFilter) { productTypes(filter: $filter) { count hits { ${TYPE} } } }`;
const BY_ID = `query ById($id: ID!) { productTypeById(id: $id) { ${TYPE} } }`;
const BY_IDS = `query ByIds($ids: [ID!]!) { productTypeByIds(ids: $ids) { id title } }`;
const CREATE = `mutation Create($input: ProductTypeInput!) { createProductType(input: $input) { ${TYPE} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ProductTypeInput!) { updateProductType(id: $id, input: $input) { ${TYPE} } }`;
const PRINT_AREAS = `mutation Areas($id: ID!, $areas: [PrintAreaInput!]!) { updateProductTypePrintAreas(product_type_id: $id, print_areas: $areas) { ${TYPE} } }`;
const SAVE_VARIANTS = `mutation Save($id: ID!, $variants: [ProductTypeVariantInput!]!) { saveProductTypeVariants(product_type_id: $id, variants: $variants) { id sku sorting } }`;
const CATEGORY_COUNTS = `query { categories(filter: { limit: 1000 }) { hits { id totalProductType } } }`;
const ENTITIES = `query Refs($reps: [_Any!]!) { _entities(representations: $reps) {
  ... on ProductType { id title sku } ... on ProductTypeVariant { id sku product_type_id } } }`;

const [tShirts, hoodies, mugs] = DEMO_CATEGORIES;
const [demoTee, demoMug] = DEMO_PRODUCT_TYPES;

let env: CatalogAlone;
let media: MediaTestEnv;
let call: CatalogAlone['call'];
let skuSeq = 0;

/** A valid editor input; each call gets its own SKU. */
const input = (over: Record<string, unknown> = {}) => ({
  title: 'Premium Hoodie',
  description: 'Heavy fleece',
  sku: `HD${++skuSeq}`,
  categories: [hoodies.id],
  attributes: [
    { name: 'Color', slug: 'color', options: ['Navy', 'Grey'] },
    { name: 'Size', slug: 'size', options: ['M', 'L'] },
  ],
  printAreas: [{ name: 'Front', width: 4200, height: 4800 }],
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await call(CREATE, { input: input(over) }, admin);
  expect(res.errors).toBeUndefined();
  return res.data.createProductType;
}

beforeAll(async () => {
  media = await startMediaTestEnv({ internalSecret: INTERNAL_SECRET });
  env = await startCatalogAlone({ env: { MEDIA_URL: media.service.url } });
  call = env.call;
});

afterAll(async () => {
  await env?.stop();
  await media?.stop();
});

/** A real 2x2 PNG (media decodes what it registers). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEoYIAgBqRQ/x0c3tJgAAAABJRU5ErkJggg==', 'base64');

/** A picture `owner` uploaded and registered with media; returns its key. */
async function picture(owner: UserContext, name: string): Promise<string> {
  const file = await media.upload(owner, PNG, 'image/png', name);
  expect(file.errors).toBeUndefined();
  return file.data.createFile.key;
}

describe('product types: reads', () => {
  it('lists the demo types with categories, attributes, print areas, variants and cost range', async () => {
    const res = await call(LIST, { filter: { search: 'Classic' } }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.productTypes.count).toBe(1);
    const tee = res.data.productTypes.hits[0];
    expect(tee).toMatchObject({
      id: demoTee.id,
      title: 'Classic Unisex T-Shirt',
      sku: 'TS',
      state: 'active',
      // the pictures media seeds for the demo types
      images: DEMO_MEDIA.tee.images.map((f) => f.key),
      min_base_cost: 8.5,
      max_base_cost: 8.5,
      categories: [{ id: tShirts.id, title: 'T-Shirts' }],
      attributes: [
        { name: 'Color', slug: 'color', options: ['Black', 'White'] },
        { name: 'Size', slug: 'size', options: ['S', 'M', 'L', 'XL'] },
      ],
      printAreas: [
        { id: demoTee.printAreas[0].id, name: 'Front', width: 4500, height: 5400, dpi: 300, variant_ids: [] },
        { id: demoTee.printAreas[1].id, name: 'Back', width: 4500, height: 5400, dpi: 300 },
      ],
    });
    expect(tee.product_type_variants.map((v: { sku: string }) => v.sku)).toEqual([
      'TS:Black:S', 'TS:Black:M', 'TS:Black:L', 'TS:Black:XL', 'TS:White:S', 'TS:White:M', 'TS:White:L', 'TS:White:XL',
    ]);
    expect(tee.product_type_variants.map((v: { sorting: number }) => v.sorting)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const mug = (await call(BY_ID, { id: demoMug.id }, supplier)).data.productTypeById;
    expect(mug).toMatchObject({ sku: 'MUG', min_base_cost: 4.5, max_base_cost: 5.5, categories: [{ id: mugs.id }] });
  });

  it('gives every demo type its pictures once: a restart neither duplicates them nor undoes an edit', async () => {
    for (const type of DEMO_PRODUCT_TYPES) {
      const pictures = Object.values(DEMO_MEDIA).find((m) => m.productTypeId === type.id)!;
      expect((await call(BY_ID, { id: type.id }, seller)).data.productTypeById.images).toEqual(pictures.images.map((f) => f.key));
    }
    const mine = await picture(admin, 'my-mug.png');
    const edited = await call(UPDATE, { id: demoMug.id, input: { images: [mine, DEMO_MEDIA.mug.images[0].key] } }, admin);
    expect(edited.errors).toBeUndefined();
    await env.startAgain();
    expect((await call(BY_ID, { id: demoMug.id }, seller)).data.productTypeById.images).toEqual([mine, DEMO_MEDIA.mug.images[0].key]);
    await call(UPDATE, { id: demoMug.id, input: { images: DEMO_MEDIA.mug.images.map((f) => f.key) } }, admin);
  });

  it("takes only pictures the saver uploaded (or the type already had)", async () => {
    const theirs = await picture(admin, 'admins.png');
    const foreign = await call(UPDATE, { id: demoMug.id, input: { images: [theirs] } }, listing);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'This file does not belong to you', extensions: { code: 'FORBIDDEN' } });
    const madeUp = await call(CREATE, { input: input({ images: ['uploads/a.png'] }) }, listing);
    expect(madeUp.errors?.[0]).toMatchObject({ message: 'The image was not uploaded; please upload it again', extensions: { code: 'BAD_USER_INPUT', field: 'images' } });
    const kept = await call(UPDATE, { id: demoMug.id, input: { images: [...DEMO_MEDIA.mug.images.map((f) => f.key)].reverse() } }, listing);
    expect(kept.errors).toBeUndefined();
    await call(UPDATE, { id: demoMug.id, input: { images: DEMO_MEDIA.mug.images.map((f) => f.key) } }, admin);
  });

  it('searches title and sku literally, filters by status, category and paging', async () => {
    const bySku = await call(LIST, { filter: { search: 'mug' } }, admin);
    expect(bySku.data.productTypes.hits.map((t: { sku: string }) => t.sku)).toEqual(['MUG']);
    expect((await call(LIST, { filter: { search: '%' } }, admin)).data.productTypes.count).toBe(0);
    const inMugs = await call(LIST, { filter: { category_id: mugs.id } }, admin);
    expect(inMugs.data.productTypes.hits.map((t: { id: string }) => t.id)).toEqual([demoMug.id]);
    expect((await call(LIST, { filter: { category_id: 'nope' } }, admin)).data.productTypes.count).toBe(0);

    const inactive = await create({ state: 'inactive' });
    const onlyInactive = await call(LIST, { filter: { status: 'inactive' } }, admin);
    expect(onlyInactive.data.productTypes.hits.map((t: { id: string }) => t.id)).toEqual([inactive.id]);
    const active = await call(LIST, { filter: { status: 'active', limit: 1000 } }, admin);
    expect(active.data.productTypes.hits.some((t: { id: string }) => t.id === inactive.id)).toBe(false);

    const page = await call(LIST, { filter: { limit: 1, offset: 1 } }, admin);
    expect(page.data.productTypes.hits).toHaveLength(1);
    expect(page.data.productTypes.count).toBeGreaterThanOrEqual(4);
    const tooMany = await call(LIST, { filter: { limit: 1001 } }, admin);
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'limit must be between 1 and 1000', extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
  });

  it('priced_only keeps types with an active variant that has a base cost', async () => {
    const type = await create();
    const priced = async () => (await call(LIST, { filter: { priced_only: true, limit: 1000 } }, seller)).data.productTypes.hits.map((t: { id: string }) => t.id);
    const before = await priced();
    expect(before).toEqual(expect.arrayContaining(DEMO_PRODUCT_TYPES.map((t) => t.id)));
    expect(before).not.toContain(type.id);

    // Saved empty (a generated variant): still not offered.
    const empty = await call(SAVE_VARIANTS, { id: type.id, variants: [{ sku: `${type.sku}:Navy:M`, attributes: [] }] }, admin);
    expect(empty.errors).toBeUndefined();
    expect(await priced()).not.toContain(type.id);

    const variantId = empty.data.saveProductTypeVariants[0].id;
    await call(SAVE_VARIANTS, { id: type.id, variants: [{ id: variantId, base_cost: 9, retail_cost: 20, is_active: false }] }, admin);
    expect(await priced()).not.toContain(type.id);
    await call(SAVE_VARIANTS, { id: type.id, variants: [{ id: variantId, is_active: true }] }, admin);
    expect(await priced()).toContain(type.id);
    expect((await call(BY_ID, { id: type.id }, admin)).data.productTypeById).toMatchObject({ min_base_cost: 9, max_base_cost: 9 });
  });

  it('productTypeByIds keeps the order asked and leaves out unknown ids', async () => {
    const res = await call(BY_IDS, { ids: [demoMug.id, 'x', '00000000-0000-4000-8000-00000000dead', demoTee.id] }, seller);
    expect(res.data.productTypeByIds.map((t: { id: string }) => t.id)).toEqual([demoMug.id, demoTee.id]);
    const missing = await call(BY_ID, { id: '00000000-0000-4000-8000-00000000dead' }, seller);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Product type not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('resolves ProductType and ProductTypeVariant references in one batch each', async () => {
    const variants = (await call(BY_ID, { id: demoTee.id }, admin)).data.productTypeById.product_type_variants;
    const res = await call(ENTITIES, {
      reps: [
        { __typename: 'ProductType', id: demoTee.id },
        { __typename: 'ProductTypeVariant', id: variants[2].id },
        { __typename: 'ProductType', id: demoMug.id },
        { __typename: 'ProductType', id: '00000000-0000-4000-8000-00000000dead' },
      ],
    }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data._entities).toEqual([
      { id: demoTee.id, title: 'Classic Unisex T-Shirt', sku: 'TS' },
      { id: variants[2].id, sku: 'TS:Black:L', product_type_id: demoTee.id },
      { id: demoMug.id, title: 'Ceramic Mug', sku: 'MUG' },
      null,
    ]);
  });
});

describe('product types: create and update', () => {
  it('creates with defaults (dpi 300, active), trims, and counts it in its categories', async () => {
    const hoodiePicture = await picture(listing, 'hoodie.png');
    const countsBefore = new Map((await call(CATEGORY_COUNTS, {}, admin)).data.categories.hits.map((c: { id: string; totalProductType: number }) => [c.id, c.totalProductType]));
    const res = await call(CREATE, {
      input: input({
        title: '  Zip Hoodie ',
        sku: ' ZH ',
        mockup: 'https://example.com/zh.psd',
        categories: [hoodies.id, tShirts.id, hoodies.id],
        attributes: [{ name: 'Size', slug: 'size', options: [' S', 'M', 'M', ''] }],
        printAreas: [{ name: 'Front', width: 4200, height: 4800, note: 'chest' }, { name: 'Sleeve', width: 0, height: 0, dpi: 150, mockupId: 'm1' }],
        images: [hoodiePicture],
      }),
    }, listing);
    expect(res.errors).toBeUndefined();
    const type = res.data.createProductType;
    expect(type).toMatchObject({
      title: 'Zip Hoodie', sku: 'ZH', mockup: 'https://example.com/zh.psd', state: 'active', images: [hoodiePicture],
      min_base_cost: null, max_base_cost: null, product_type_variants: [],
      categories: [{ id: hoodies.id }, { id: tShirts.id }],
      attributes: [{ name: 'Size', slug: 'size', options: ['S', 'M'] }],
      printAreas: [
        { name: 'Front', width: 4200, height: 4800, dpi: 300, note: 'chest', mockupId: null, variant_ids: [] },
        { name: 'Sleeve', width: 0, height: 0, dpi: 150, mockupId: 'm1' },
      ],
    });
    const countsAfter = (await call(CATEGORY_COUNTS, {}, admin)).data.categories.hits;
    for (const c of countsAfter as Array<{ id: string; totalProductType: number }>) {
      const added = c.id === hoodies.id || c.id === tShirts.id ? 1 : 0;
      expect(c.totalProductType).toBe((countsBefore.get(c.id) as number) + added);
    }
  });

  it('refuses every editor rule with the spec message and field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: undefined }, M.titleRequired, 'title'],
      [{ title: '  ' }, 'Please input title', 'title'],
      [{ sku: null }, 'Please input sku', 'sku'],
      [{ categories: [] }, 'Please input categories', 'categories'],
      [{ categories: undefined }, 'Please input categories', 'categories'],
      [{ printAreas: [] }, 'Please input your print file!', 'printAreas'],
      [{ attributes: [] }, 'Please input your attribute! ', 'attributes'],
      [{ attributes: [{ name: '', slug: 'x', options: ['a'] }] }, 'Please input name', 'attributes.0.name'],
      [{ attributes: [{ name: 'X', slug: ' ', options: ['a'] }] }, 'Please input slug', 'attributes.0.slug'],
      [{ attributes: [{ name: 'X', slug: 'x', options: [' '] }] }, 'Please input options', 'attributes.0.options'],
      [{ attributes: [{ name: 'Color', slug: 'color', options: ['a'] }, { name: 'color', slug: 'shade', options: ['b'] }] }, 'Attribute name/slug is unique. Please input again!', 'attributes.1'],
      [{ attributes: [{ name: 'Color', slug: 'color', options: ['a'] }, { name: 'Shade', slug: 'color', options: ['b'] }] }, 'Attribute name/slug is unique. Please input again!', 'attributes.1'],
      [{ printAreas: [{ name: '', width: 1, height: 1 }] }, 'Please input name', 'printAreas.0.name'],
      [{ printAreas: [{ name: 'Front', height: 1 }] }, 'Please input width', 'printAreas.0.width'],
      [{ printAreas: [{ name: 'Front', width: 1, height: null }] }, 'Please input height', 'printAreas.0.height'],
      [{ printAreas: [{ name: 'Front', width: -1, height: 1 }] }, M.printAreaSizeInvalid, 'printAreas.0.width'],
      [{ printAreas: [{ name: 'Front', width: 1, height: 1, dpi: 0 }] }, 'DPI must be a whole number greater than 0', 'printAreas.0.dpi'],
      [{ categories: ['00000000-0000-4000-8000-00000000dead'] }, 'Category not found', 'categories'],
      [{ state: 'archived' }, 'State must be active or inactive', 'state'],
      [{ sku: 'ts' }, 'SKU already exists', 'sku'],
    ];
    const countBefore = (await call(LIST, {}, admin)).data.productTypes.count;
    for (const [over, message, field] of cases) {
      const res = await call(CREATE, { input: input(over) }, admin);
      expect(res.errors?.[0], JSON.stringify(over)).toMatchObject({ message, extensions: { field } });
    }
    expect((await call(LIST, {}, admin)).data.productTypes.count).toBe(countBefore);
  });

  it('updates the fields sent, keeps print area ids, adds and removes areas, never deletes variants', async () => {
    const type = await call(CREATE, { input: input({ printAreas: [{ name: 'Front', width: 10, height: 20 }, { name: 'Back', width: 10, height: 20 }] }) }, admin).then((r) => r.data.createProductType);
    const [front, back] = type.printAreas;
    const saved = await call(SAVE_VARIANTS, {
      id: type.id,
      variants: [{ sku: `${type.sku}:Navy:M`, print_sizes: [{ print_area_id: front.id, width: 1, height: 1 }, { print_area_id: back.id, width: 2, height: 2 }] }],
    }, admin);
    expect(saved.errors).toBeUndefined();

    const renamed = await call(UPDATE, { id: type.id, input: { title: 'Renamed hoodie' } }, listing);
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateProductType).toMatchObject({ title: 'Renamed hoodie', sku: type.sku, description: 'Heavy fleece', categories: type.categories, attributes: type.attributes, printAreas: type.printAreas });

    const res = await call(UPDATE, {
      id: type.id,
      input: {
        attributes: [{ name: 'Size', slug: 'size', options: ['XL'] }],
        printAreas: [{ id: back.id, name: 'Back (large)', width: 30, height: 40 }, { name: 'Pocket', width: 5, height: 5 }],
        categories: [mugs.id],
        description: '',
      },
    }, admin);
    expect(res.errors).toBeUndefined();
    const updated = res.data.updateProductType;
    expect(updated).toMatchObject({ description: null, categories: [{ id: mugs.id }], attributes: [{ name: 'Size', slug: 'size', options: ['XL'] }] });
    expect(updated.printAreas.map((a: { id: string; name: string }) => a.name)).toEqual(['Back (large)', 'Pocket']);
    expect(updated.printAreas[0].id).toBe(back.id);
    expect(updated.printAreas[1].id).not.toBe(front.id);
    // Changing attributes keeps the variant; the removed area leaves its print sizes.
    expect(updated.product_type_variants.map((v: { sku: string }) => v.sku)).toEqual([`${type.sku}:Navy:M`]);
    const sizes = await call(`query V($id: ID!) { productTypeVariants(product_type_id: $id) { print_sizes { print_area_id width } } }`, { id: type.id }, admin);
    expect(sizes.data.productTypeVariants[0].print_sizes).toEqual([{ print_area_id: back.id, width: 2 }]);

    const unknownArea = await call(UPDATE, { id: type.id, input: { printAreas: [{ id: front.id, name: 'Front', width: 1, height: 1 }] } }, admin);
    expect(unknownArea.errors?.[0]).toMatchObject({ message: 'Print area not found', extensions: { field: 'printAreas.0.id' } });
    const blank = await call(UPDATE, { id: type.id, input: { title: '', sku: 'X' } }, admin);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Please input title', extensions: { field: 'title' } });
    const taken = await call(UPDATE, { id: type.id, input: { sku: 'Mug' } }, admin);
    expect(taken.errors?.[0]).toMatchObject({ message: 'SKU already exists', extensions: { code: 'CONFLICT', field: 'sku' } });
    expect((await call(BY_ID, { id: type.id }, admin)).data.productTypeById).toMatchObject({ title: 'Renamed hoodie', sku: type.sku });
    // Its own SKU in another case is not a clash.
    expect((await call(UPDATE, { id: type.id, input: { sku: type.sku.toLowerCase() } }, admin)).data.updateProductType.sku).toBe(type.sku.toLowerCase());
    expect((await call(UPDATE, { id: '00000000-0000-4000-8000-00000000dead', input: { title: 'x' } }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('updateProductTypePrintAreas stores variant_ids of the type only', async () => {
    const type = await create();
    const [front] = type.printAreas;
    const saved = await call(SAVE_VARIANTS, { id: type.id, variants: [{ sku: 'A' }, { sku: 'B' }] }, admin);
    const [a, b] = saved.data.saveProductTypeVariants;
    const res = await call(PRINT_AREAS, { id: type.id, areas: [{ id: front.id, name: 'Front', width: 4200, height: 4800, variant_ids: [b.id] }, { name: 'Back', width: 1, height: 2, variant_ids: [a.id, b.id] }] }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProductTypePrintAreas.printAreas).toMatchObject([
      { id: front.id, variant_ids: [b.id] },
      { name: 'Back', variant_ids: [a.id, b.id] },
    ]);
    // An update through the editor (no variant_ids sent) keeps them.
    const edited = await call(UPDATE, { id: type.id, input: { printAreas: res.data.updateProductTypePrintAreas.printAreas.map(({ id, name, width, height }: { id: string; name: string; width: number; height: number }) => ({ id, name, width, height })) } }, admin);
    expect(edited.data.updateProductType.printAreas.map((p: { variant_ids: string[] }) => p.variant_ids)).toEqual([[b.id], [a.id, b.id]]);

    const foreignVariant = (await call(BY_ID, { id: demoTee.id }, admin)).data.productTypeById.product_type_variants[0].id;
    const refused = await call(PRINT_AREAS, { id: type.id, areas: [{ name: 'Front', width: 1, height: 1, variant_ids: [foreignVariant] }] }, admin);
    expect(refused.errors?.[0]).toMatchObject({ message: `Variant not found: ${foreignVariant}`, extensions: { field: 'print_areas.0.variant_ids' } });
    expect((await call(PRINT_AREAS, { id: type.id, areas: [] }, admin)).errors?.[0]).toMatchObject({ message: 'Please input your print file!', extensions: { field: 'print_areas' } });
    expect((await call(PRINT_AREAS, { id: type.id, areas: [{ name: 'X', width: 1 }] }, admin)).errors?.[0]).toMatchObject({ message: 'Please input height', extensions: { field: 'print_areas.0.height' } });
  });
});

describe('product types: permissions', () => {
  it('lets Administrator and Listing write; every catalogue reader read', async () => {
    for (const user of [seller, supporter, supplier]) {
      expect((await call(LIST, {}, user)).errors).toBeUndefined();
      expect((await call(CREATE, { input: input() }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await call(UPDATE, { id: demoTee.id, input: { title: 'X' } }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await call(PRINT_AREAS, { id: demoTee.id, areas: [{ name: 'X', width: 1, height: 1 }] }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const designer = testUser(DEMO_USERS.designer);
    expect((await call(LIST, {}, designer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(LIST, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call(BY_ID, { id: demoTee.id }, admin)).data.productTypeById.title).toBe('Classic Unisex T-Shirt');
  });
});
