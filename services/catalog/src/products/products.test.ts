import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS, PRICE_MESSAGES, PRODUCT_MESSAGES, serializeBundledProducts } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { subgraphClient, testUser } from '@pod/service-kit/testing';
import { as, INTERNAL_SECRET, SELLER_ARTWORK_ID, startCatalogTestEnv, type CatalogTestEnv } from '../testing/catalog-test-env';
import { PRODUCT_INPUT_MESSAGES } from './product-input';
import {
  CAMPAIGN_STORES,
  connectWooSite,
  CREATE_PRODUCT,
  DEMO_MUG,
  DEMO_TEE,
  mugInput,
  typeVariants,
  UPDATE_PRODUCT,
  waitFor,
} from './product-test-fixtures';

const LIST = `query List($filter: ProductFilter) { products(filter: $filter) { count hits { id title sku site_id } } }`;
const BY_ID = `query ById($id: ID!) { productByID(id: $id) { id title variants { id regular_price } } }`;

let env: CatalogTestEnv;
let woo: FakeWooStore;
let siteId: string;
/** The seller working in their connected Woo site (the shell's x-site-id). */
let seller: UserContext;
const otherSeller = testUser({ ...DEMO_USERS.seller, id: randomUUID(), email: 'other@seller.test' });
const bus = new InProcessEventBus();

beforeAll(async () => {
  woo = await startFakeWooStore();
  env = await startCatalogTestEnv({ bus, env: { PUBLIC_MEDIA_URL: 'http://media.test/media' } });
  siteId = await connectWooSite(env, as.seller, woo.url, woo.keys);
  seller = testUser({ ...DEMO_USERS.seller, siteId });
});

afterAll(async () => {
  await env?.stop();
  await woo?.stop();
  await bus.close();
});

async function productCount(): Promise<number> {
  return (await env.call(LIST, { filter: { limit: 10000 } }, as.admin)).data.products.count;
}

describe('createProduct', () => {
  it('saves the product with variants and artworks, a generated id, permalink and sku, and queues its push', async () => {
    const input = await mugInput(env, seller, { collection_ids: [{ entity_id: '12' }], tag_ids: [{ entity_id: '7', sorting: 3 }], weight: 0.4, weight_unit: 'lb' });
    const res = await env.call(CREATE_PRODUCT, { input }, seller);
    expect(res.errors).toBeUndefined();
    const product = res.data.createProduct;
    expect(product.id).toMatch(/^[a-z0-9]{9}$/);
    expect(product.permalink).toMatch(new RegExp(`^mug-${DEMO_MUG.id}-[A-Za-z0-9]{8}$`));
    expect(product).toMatchObject({
      title: 'Best Dad Mug',
      sku: `MUG-${product.id}`,
      store_product_type: 'Ceramic Mug',
      site_id: siteId,
      site: { id: siteId },
      user_id: DEMO_USERS.seller.id,
      images: [DEMO_MUG.images[0]],
      weight: 0.4,
      weight_unit: 'lb',
      product_type_ids: [DEMO_MUG.id],
      product_types: [{ id: DEMO_MUG.id, sku: 'MUG' }],
      collection_ids: [{ entity_id: '12', sorting: 1 }],
      tag_ids: [{ entity_id: '7', sorting: 3 }],
      print_areas: [{ product_type_print_area_id: DEMO_MUG.printAreas[0]!.id, name: 'Wrap', product_type_id: DEMO_MUG.id, artwork_id: SELLER_ARTWORK_ID }],
      excludeMockups: [],
      bundled_products: null,
    });
    expect(product.variants.map((v: any) => [v.product_type_variant.sku, v.regular_price, v.price])).toEqual([
      ['MUG:11oz', 14.99, 12.99],
      ['MUG:15oz', 16.99, 14.99],
    ]);
    const pushes = await env.call(CAMPAIGN_STORES, {}, seller);
    const push = pushes.data.campaignStores.hits[0];
    expect(push).toMatchObject({ productId: product.id, campaignId: product.id, siteId, product: { title: 'Best Dad Mug' } });
    // The push worker may already have reached the store; only a push that has not yet gone through is a first push.
    expect(push.pushFirstTime).toBe(push.status !== 'Pushed');
  });

  it('refuses with the spec messages and saves nothing', async () => {
    const before = await productCount();
    const variants = await typeVariants(env, DEMO_MUG.id, seller);
    const teeVariants = await typeVariants(env, DEMO_TEE.id, seller);
    const base = await mugInput(env, seller);
    const priced = (regular_price: number | null, price: number | null) => ({ ...base, variants: [{ ...base.variants[0], regular_price, price }] });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, title: '  ' }, PRODUCT_MESSAGES.titleRequired, 'title'],
      [{ ...base, title: undefined }, PRODUCT_MESSAGES.titleRequired, 'title'],
      [priced(0, null), PRICE_MESSAGES.regularPositive, 'variants.0.regular_price'],
      [priced(4, null), PRICE_MESSAGES.regularAtLeastBase, 'variants.0.regular_price'],
      [priced(14.99, 15.99), PRICE_MESSAGES.saleBetween, 'variants.0.regular_price'],
      [priced(14.99, 3), PRICE_MESSAGES.saleBetween, 'variants.0.regular_price'],
      [{ ...base, print_areas: [] }, PRODUCT_MESSAGES.artworkRequired('Wrap'), 'print_areas'],
      [{ ...base, print_areas: [{ ...base.print_areas[0], artwork_id: ' ' }] }, PRODUCT_MESSAGES.artworkRequired('Wrap'), 'print_areas'],
      [{ ...base, images: [] }, PRODUCT_MESSAGES.imagesRequired, 'images'],
      [{ ...base, product_type_ids: [] }, PRODUCT_INPUT_MESSAGES.productTypesRequired, 'product_type_ids'],
      [{ ...base, product_type_ids: [randomUUID()] }, PRODUCT_INPUT_MESSAGES.productTypeMissing, 'product_type_ids'],
      [{ ...base, variants: [] }, PRODUCT_INPUT_MESSAGES.variantsRequired, 'variants'],
      [
        { ...base, variants: [{ product_type_id: DEMO_MUG.id, product_type_variant_id: teeVariants[0]!.id, regular_price: 30 }] },
        PRODUCT_INPUT_MESSAGES.variantNotOfType,
        'variants.0.product_type_variant_id',
      ],
      [{ ...base, variants: [base.variants[0], base.variants[0]] }, PRODUCT_INPUT_MESSAGES.variantDuplicate, 'variants.1.product_type_variant_id'],
      [{ ...base, bundled_products: serializeBundledProducts([{ id: 'zzzzzzzzz', origin_id: null }]) }, PRODUCT_MESSAGES.bundleNotOnSite, 'bundled_products'],
      [{ ...base, permalink: 'has spaces/and slashes' }, PRODUCT_INPUT_MESSAGES.permalinkInvalid, 'permalink'],
      [{ ...base, weight_unit: 'stone' }, PRODUCT_INPUT_MESSAGES.weightUnitInvalid, 'weight_unit'],
    ];
    for (const [input, message, field] of cases) {
      const res = await env.call(CREATE_PRODUCT, { input }, seller);
      expect(res.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(variants).toHaveLength(2);
    expect(await productCount()).toBe(before);
  });

  it('prints only artworks of the product\'s seller: another seller\'s, a deleted and a made-up artwork are refused', async () => {
    const before = await productCount();
    const artworks = subgraphClient(env.artworks.url, INTERNAL_SECRET);
    const createArtwork = async (owner: typeof seller, title: string) => {
      const category = (await artworks(`mutation ($title: String!) { createArtworkCategory(title: $title) { id } }`, { title: `${title} category` }, owner)).data.createArtworkCategory.id;
      const made = await artworks(`mutation ($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`, { input: { title, categoryIds: [category], width: 100, height: 100 } }, owner);
      expect(made.errors).toBeUndefined();
      return made.data.createArtwork.id as string;
    };
    const othersArtwork = await createArtwork(otherSeller, 'Not yours');
    const deleted = await createArtwork(seller, 'Gone');
    expect((await artworks(`mutation ($id: ID!) { deleteArtwork(id: $id) { id } }`, { id: deleted }, seller)).errors).toBeUndefined();
    const base = await mugInput(env, seller);
    for (const artwork_id of [othersArtwork, deleted, randomUUID(), 'artwork-best-dad']) {
      const input = { ...base, site_id: siteId, print_areas: [{ ...base.print_areas[0], artwork_id }] };
      for (const actor of [seller, as.admin]) {
        const res = await env.call(CREATE_PRODUCT, { input }, actor);
        expect(res.errors?.[0], artwork_id).toMatchObject({ message: PRODUCT_MESSAGES.artworkRequired('Wrap'), extensions: { code: 'BAD_USER_INPUT', field: 'print_areas' } });
      }
    }
    expect(await productCount()).toBe(before);
    const created = (await env.call(CREATE_PRODUCT, { input: base }, seller)).data.createProduct;
    const swapped = await env.call(UPDATE_PRODUCT, { id: created.id, input: { print_areas: [{ ...base.print_areas[0], artwork_id: othersArtwork }] } }, seller);
    expect(swapped.errors?.[0].message).toBe(PRODUCT_MESSAGES.artworkRequired('Wrap'));
  });

  it('bundles only products of the same site, storing their store ids', async () => {
    const first = (await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { title: 'Bundle part' }) }, seller)).data.createProduct;
    const offline = (await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { title: 'Offline part', site_id: DEMO_SITES.offline.id }) }, seller)).data.createProduct;
    const notOnSite = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { bundled_products: serializeBundledProducts([{ id: offline.id, origin_id: null }]) }) }, seller);
    expect(notOnSite.errors?.[0].message).toBe(PRODUCT_MESSAGES.bundleNotOnSite);
    const duplicate = await env.call(
      CREATE_PRODUCT,
      { input: await mugInput(env, seller, { bundled_products: serializeBundledProducts([{ id: first.id, origin_id: null }, { id: first.id, origin_id: null }]) }) },
      seller,
    );
    expect(duplicate.errors?.[0].message).toBe(PRODUCT_MESSAGES.bundleDuplicate);
    const bundle = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { bundled_products: JSON.stringify([{ id: first.id, origin_id: 'forged' }]) }) }, seller);
    expect(bundle.errors).toBeUndefined();
    const stored = JSON.parse(bundle.data.createProduct.bundled_products);
    expect(stored).toHaveLength(1);
    expect(stored[0].id).toBe(first.id);
    expect(stored[0].origin_id).not.toBe('forged');
  });

  it('takes a given permalink once; a second product may not reuse it', async () => {
    const permalink = `best-dad-${Date.now()}`;
    const first = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { permalink }) }, seller);
    expect(first.data.createProduct.permalink).toBe(permalink);
    const again = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { permalink }) }, seller);
    expect(again.errors?.[0]).toMatchObject({ message: PRODUCT_INPUT_MESSAGES.permalinkTaken, extensions: { code: 'CONFLICT', field: 'permalink' } });
  });

  it('needs a connected site; an offline (import) site gets no push', async () => {
    const pending = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { site_id: DEMO_SITES.shopifyPending.id }) }, seller);
    expect(pending.errors?.[0]).toMatchObject({ message: PRODUCT_INPUT_MESSAGES.siteNotConnected, extensions: { field: 'site_id' } });
    const noSite = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller) }, testUser(DEMO_USERS.seller));
    expect(noSite.errors?.[0].message).toBe(PRODUCT_INPUT_MESSAGES.siteRequired);

    const offline = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { site_id: DEMO_SITES.offline.id }) }, seller);
    expect(offline.errors).toBeUndefined();
    const pushes = await env.call(CAMPAIGN_STORES, { filter: { siteId: DEMO_SITES.offline.id } }, seller);
    expect(pushes.data.campaignStores.count).toBe(0);
  });

  it('lets only the owner (or an Administrator) write to a site', async () => {
    const input = await mugInput(env, seller, { site_id: siteId });
    // another seller's site answers as an id that does not exist (no site-id oracle)
    const refused = await env.call(CREATE_PRODUCT, { input }, otherSeller);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
    expect(refused.errors?.[0]).toEqual((await env.call(CREATE_PRODUCT, { input: { ...input, site_id: randomUUID() } }, otherSeller)).errors?.[0]);
    for (const user of [as.listing, as.supporter, as.supplier]) {
      expect((await env.call(CREATE_PRODUCT, { input }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const byAdmin = await env.call(CREATE_PRODUCT, { input: { ...input, title: 'Made by staff' } }, as.admin);
    expect(byAdmin.errors).toBeUndefined();
    // The product belongs to the site's owner, whoever typed it in.
    expect(byAdmin.data.createProduct.user_id).toBe(DEMO_USERS.seller.id);
  });
});

describe('updateProduct', () => {
  it('changes what is sent, keeps variant ids, and checks the same rules', async () => {
    const created = (await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller) }, seller)).data.createProduct;
    const [small, large] = created.variants;
    const res = await env.call(
      UPDATE_PRODUCT,
      {
        id: created.id,
        input: {
          title: 'Best Mum Mug',
          variants: [
            { product_type_id: DEMO_MUG.id, product_type_variant_id: large.product_type_variant.id, regular_price: 21, price: null, sorting: 1 },
            { product_type_id: DEMO_MUG.id, product_type_variant_id: small.product_type_variant.id, regular_price: 18, price: 15, active: false, sorting: 2 },
          ],
        },
      },
      seller,
    );
    expect(res.errors).toBeUndefined();
    const updated = res.data.updateProduct;
    expect(updated).toMatchObject({ id: created.id, title: 'Best Mum Mug', permalink: created.permalink, images: created.images, print_areas: created.print_areas });
    expect(updated.variants.map((v: any) => [v.id, v.regular_price, v.price, v.active])).toEqual([
      [large.id, 21, null, true],
      [small.id, 18, 15, false],
    ]);

    const onlyOne = await env.call(UPDATE_PRODUCT, { id: created.id, input: { variants: [{ product_type_id: DEMO_MUG.id, product_type_variant_id: small.product_type_variant.id, regular_price: 18 }] } }, seller);
    expect(onlyOne.data.updateProduct.variants.map((v: any) => v.id)).toEqual([small.id]);

    const blank = await env.call(UPDATE_PRODUCT, { id: created.id, input: { title: '' } }, seller);
    expect(blank.errors?.[0].message).toBe(PRODUCT_MESSAGES.titleRequired);
    const cheap = await env.call(UPDATE_PRODUCT, { id: created.id, input: { variants: [{ product_type_id: DEMO_MUG.id, product_type_variant_id: small.product_type_variant.id, regular_price: 1 }] } }, seller);
    expect(cheap.errors?.[0].message).toBe(PRICE_MESSAGES.regularAtLeastBase);
    expect((await env.call(BY_ID, { id: created.id }, seller)).data.productByID.title).toBe('Best Mum Mug');

    expect((await env.call(UPDATE_PRODUCT, { id: created.id, input: { title: 'Mine now' } }, otherSeller)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(UPDATE_PRODUCT, { id: created.id, input: { site_id: DEMO_SITES.offline.id } }, seller)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('reading products', () => {
  it('scopes sellers to their own (current) site, staff see all, 20 per page', async () => {
    const mine = await env.call(LIST, {}, seller);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.products.hits.length).toBeLessThanOrEqual(20);
    expect(mine.data.products.hits.every((p: { site_id: string }) => p.site_id === siteId)).toBe(true);
    const all = await env.call(LIST, { filter: { limit: 10000 } }, as.admin);
    expect(all.data.products.count).toBeGreaterThan(mine.data.products.count);
    for (const user of [as.listing, as.supporter]) expect((await env.call(LIST, { filter: { limit: 10000 } }, user)).data.products.count).toBe(all.data.products.count);
    expect((await env.call(LIST, {}, otherSeller)).data.products.count).toBe(0);
    expect((await env.call(LIST, {}, as.supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const some = mine.data.products.hits[0];
    expect((await env.call(BY_ID, { id: some.id }, otherSeller)).errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    expect((await env.call(BY_ID, { id: some.id }, as.supporter)).data.productByID.id).toBe(some.id);

    const byId = await env.call(LIST, { filter: { search: some.id.toUpperCase() } }, seller);
    expect(byId.data.products.hits.map((p: { id: string }) => p.id)).toEqual([some.id]);
    const bySku = await env.call(LIST, { filter: { search: some.sku } }, seller);
    expect(bySku.data.products.hits.map((p: { id: string }) => p.id)).toEqual([some.id]);
    const byTitle = await env.call(LIST, { filter: { search: 'mum mug' } }, seller);
    expect(byTitle.data.products.count).toBeGreaterThanOrEqual(1);
    const page = await env.call(LIST, { filter: { limit: 1, offset: 1 } }, seller);
    expect(page.data.products.hits).toHaveLength(1);
    expect(page.data.products.hits[0].id).toBe(mine.data.products.hits[1].id);
  });

  it('resolves product references for other subgraphs in one batch', async () => {
    const ids = (await env.call(LIST, { filter: { limit: 2 } }, as.admin)).data.products.hits.map((p: { id: string }) => p.id);
    const res = await env.call(`query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Product { id title } } }`, {
      reps: [...ids.map((id: string) => ({ __typename: 'Product', id })), { __typename: 'Product', id: 'nope12345' }],
    }, as.admin);
    expect(res.data._entities.map((e: { id: string } | null) => e?.id ?? null)).toEqual([...ids, null]);
  });

  it('resolves product variant references (an order\'s variant) in one batch', async () => {
    const [product] = (await env.call(`query { products(filter: { limit: 1 }) { hits { id variants { id product_type_variant_id } } } }`, {}, as.admin)).data.products.hits;
    const [variant] = product.variants;
    const res = await env.call(`query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on ProductVariant { id product_type_variant_id } } }`, {
      reps: [{ __typename: 'ProductVariant', id: variant.id }, { __typename: 'ProductVariant', id: randomUUID() }, { __typename: 'ProductVariant', id: 'nope' }],
    }, as.admin);
    expect(res.errors).toBeUndefined();
    expect(res.data._entities).toEqual([variant, null, null]);
  });

  it('resolves campaign store references for the Administrator and the site\'s Seller only', async () => {
    const rows = (await env.call(CAMPAIGN_STORES, { filter: { limit: 2 } }, seller)).data.campaignStores.hits.map((r: { id: string }) => r.id);
    expect(rows.length).toBeGreaterThan(0);
    const reps = [...rows.map((id: string) => ({ __typename: 'CampaignStore', id })), { __typename: 'CampaignStore', id: randomUUID() }, { __typename: 'CampaignStore', id: 'nope' }];
    const resolve = async (user: UserContext) => {
      const res = await env.call(`query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on CampaignStore { id siteId status } } }`, { reps }, user);
      expect(res.errors).toBeUndefined();
      return res.data._entities.map((e: { id: string; siteId: string } | null) => e && [e.id, e.siteId]);
    };
    const seen = [...rows.map((id: string) => [id, siteId]), null, null];
    expect(await resolve(as.admin)).toEqual(seen);
    expect(await resolve(seller)).toEqual(seen);
    const hidden = reps.map(() => null);
    expect(await resolve(otherSeller)).toEqual(hidden);
    expect(await resolve(as.supporter)).toEqual(hidden);
  });

  it('tells which store product ids are already products of the site', async () => {
    const pushed = await waitFor(async () => {
      const rows = (await env.call(CAMPAIGN_STORES, { filter: { limit: 100 } }, seller)).data.campaignStores.hits;
      return rows.find((r: { status: string }) => r.status === 'Pushed');
    });
    const product = (await env.call(`query ($id: ID!) { productByID(id: $id) { origin_id product_stores { site_id origin_id } } }`, { id: pushed.productId }, seller)).data.productByID;
    expect(product.product_stores).toEqual([{ site_id: siteId, origin_id: product.origin_id }]);
    const res = await env.call(`query ($site: ID!, $ids: [String!]!) { productCheckOriginIDs(site_id: $site, origin_ids: $ids) }`, { site: siteId, ids: ['999999', product.origin_id] }, seller);
    expect(res.data.productCheckOriginIDs).toEqual([product.origin_id]);
    // another seller's site answers as an id that does not exist: no site-id oracle
    const check = (site: string) => env.call(`query ($site: ID!, $ids: [String!]!) { productCheckOriginIDs(site_id: $site, origin_ids: $ids) }`, { site, ids: [product.origin_id] }, otherSeller);
    const other = await check(siteId);
    expect(other.errors?.[0]).toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
    expect(other.errors?.[0]).toEqual((await check(randomUUID())).errors?.[0]);
  });
});
