import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '@pod/contracts';
import { seedWooCatalogue, startFakeWooStore, type FakeWooStore, type WooProduct } from '@pod/store-fakes';
import { as, startCatalogTestEnv, type CatalogTestEnv } from '../../testing/catalog-test-env';
import { DEMO_MUG, typeVariants, type TypeVariantRow } from '../../products/product-test-fixtures';
import { connectFakeWooSite } from '../testing/connect-fake-store';
import { testUser } from '@pod/service-kit/testing';

let env: CatalogTestEnv;
let woo: FakeWooStore;
let siteId: string;
let mugVariants: TypeVariantRow[];

const FETCH_PRODUCT = `mutation ($site: ID!, $product: String!) { fetchProductFromSite(site_id: $site, product_id: $product) {
  id origin_id title images site_id user_id product_type_ids product_stores { site_id origin_id }
  variants { product_type_variant_id regular_price price active } print_areas { name artwork_id } } }`;
const FETCH_VARIANTS = 'mutation ($site: ID!) { fetchProductVariants(site_id: $site) }';
const CHECK = 'query ($site: ID!, $ids: [String!]!) { productCheckOriginIDs(site_id: $site, origin_ids: $ids) }';

beforeAll(async () => {
  woo = await startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 12) });
  env = await startCatalogTestEnv();
  siteId = await connectFakeWooSite(env.usersSites, woo, as.seller);
  mugVariants = await typeVariants(env, DEMO_MUG.id, as.seller);
});
afterAll(async () => {
  await env?.stop();
  await woo?.stop();
});

async function wooApi(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${woo.url}/wp-json/wc/v3/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: woo.authorization, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return res.json() as Promise<any>;
}

/** What the mapping page's "Start Mapping" does at the store (spec 001 §7): the mug's variants replace the store's. */
async function mapToMug(product: WooProduct, prices: (v: TypeVariantRow) => { regular: string; sale: string }) {
  await wooApi(`products/${product.id}`, { method: 'PUT', body: { meta_data: [{ key: 'pod_product_types', value: [DEMO_MUG.id] }], attributes: [{ name: 'Size', variation: true, visible: true, options: ['11oz', '15oz'] }] } });
  const existing = (await wooApi(`products/${product.id}/variations?per_page=100&status=publish`)) as Array<{ id: number }>;
  await wooApi(`products/${product.id}/variations/batch`, {
    method: 'POST',
    body: {
      update: existing.map((v) => ({ id: v.id, status: 'private' })),
      create: mugVariants.map((v) => ({
        sku: `${product.id}-${v.sku}`,
        regular_price: prices(v).regular,
        sale_price: prices(v).sale,
        attributes: [{ name: 'Size', option: v.sku.includes('15') ? '15oz' : '11oz' }],
        meta_data: [{ key: 'pod_product_type_variant_id', value: v.id }],
      })),
    },
  });
}

const variableProducts = () => [...woo.catalogue.products.values()].filter((p) => p.type === 'variable');

describe('fetchProductFromSite', () => {
  it('records a mapped store product as a product of the site, hidden from the mapping table afterwards', async () => {
    const storeProduct = variableProducts()[0];
    await mapToMug(storeProduct, () => ({ regular: '24.00', sale: '19.50' }));
    const res = await env.call(FETCH_PRODUCT, { site: siteId, product: String(storeProduct.id) }, as.seller);
    expect(res.errors).toBeUndefined();
    const product = res.data.fetchProductFromSite;
    expect(product).toMatchObject({
      origin_id: String(storeProduct.id),
      title: storeProduct.name,
      images: storeProduct.images.map((i) => i.src),
      site_id: siteId,
      product_type_ids: [DEMO_MUG.id],
      product_stores: [{ site_id: siteId, origin_id: String(storeProduct.id) }],
    });
    expect(product.variants.map((v: { product_type_variant_id: string }) => v.product_type_variant_id).sort()).toEqual(mugVariants.map((v) => v.id).sort());
    expect(product.variants.every((v: { regular_price: number; price: number; active: boolean }) => v.regular_price === 24 && v.price === 19.5 && v.active)).toBe(true);
    expect(product.print_areas).toEqual(DEMO_MUG.printAreas.map((a) => ({ name: a.name, artwork_id: null })));

    const other = variableProducts()[1];
    const check = await env.call(CHECK, { site: siteId, ids: [String(storeProduct.id), String(other.id)] }, as.seller);
    expect(check.data.productCheckOriginIDs).toEqual([String(storeProduct.id)]);

    // mapping it again updates the same product
    const again = await env.call(FETCH_PRODUCT, { site: siteId, product: String(storeProduct.id) }, as.seller);
    expect(again.data.fetchProductFromSite.id).toBe(product.id);
  });

  it('refuses a store product that is not mapped, with the store message for an unknown one', async () => {
    const untouched = variableProducts()[2];
    const notMapped = await env.call(FETCH_PRODUCT, { site: siteId, product: String(untouched.id) }, as.seller);
    expect(notMapped.errors?.[0].message).toBe('This store product is not mapped to any product type');
    const unknown = await env.call(FETCH_PRODUCT, { site: siteId, product: '99999999' }, as.seller);
    expect(unknown.errors?.[0].message).toBe('Invalid ID.');
  });

  it('Shopify mapping says "Sorry"; other sellers and other roles are refused', async () => {
    const shopify = await env.call(FETCH_PRODUCT, { site: DEMO_SITES.shopifyPending.id, product: '1' }, as.seller);
    expect(shopify.errors?.[0].message).toBe('Sorry');
    const otherSeller = testUser({ id: '00000000-0000-4000-8000-0000000000ac', email: 'x@pod.local', roles: ['Seller'] });
    // another seller's site answers as an id that does not exist: no site-id oracle
    const foreign = await env.call(FETCH_PRODUCT, { site: siteId, product: '1' }, otherSeller);
    const unknown = await env.call(FETCH_PRODUCT, { site: randomUUID(), product: '1' }, otherSeller);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
    expect(foreign.errors?.[0]).toEqual(unknown.errors?.[0]);
    for (const user of [as.listing, as.supporter]) {
      const refused = await env.call(FETCH_PRODUCT, { site: siteId, product: '1' }, user);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('fetchProductVariants', () => {
  it("refreshes mapped products' variants from the store: prices, and variations no longer published go", async () => {
    const storeProduct = variableProducts()[3];
    await mapToMug(storeProduct, () => ({ regular: '30.00', sale: '' }));
    const recorded = (await env.call(FETCH_PRODUCT, { site: siteId, product: String(storeProduct.id) }, as.seller)).data.fetchProductFromSite;
    expect(recorded.variants).toHaveLength(2);

    // the seller changes prices at the store and unpublishes one variation
    const variations = (await wooApi(`products/${storeProduct.id}/variations?status=publish`)) as Array<{ id: number; meta_data: Array<{ key: string; value: string }> }>;
    const [first, second] = variations;
    await wooApi(`products/${storeProduct.id}/variations/batch`, { method: 'POST', body: { update: [{ id: first.id, regular_price: '33.00', sale_price: '29.00' }, { id: second.id, status: 'private' }] } });

    const res = await env.call(FETCH_VARIANTS, { site: siteId }, as.seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.fetchProductVariants).toBe(true);
    const product = (await env.call(`query ($id: ID!) { productByID(id: $id) { variants { product_type_variant_id regular_price price } } }`, { id: recorded.id }, as.seller)).data.productByID;
    const firstTypeVariant = first.meta_data.find((m) => m.key === 'pod_product_type_variant_id')!.value;
    expect(product.variants).toEqual([{ product_type_variant_id: firstTypeVariant, regular_price: 33, price: 29 }]);
  });

  it('is refused to Supporter and to sellers who do not own the site; Shopify says "Sorry"', async () => {
    expect((await env.call(FETCH_VARIANTS, { site: siteId }, as.supporter)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const otherSeller = testUser({ id: '00000000-0000-4000-8000-0000000000ad', email: 'y@pod.local', roles: ['Seller'] });
    const foreign = (await env.call(FETCH_VARIANTS, { site: siteId }, otherSeller)).errors?.[0];
    expect(foreign).toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
    expect(foreign).toEqual((await env.call(FETCH_VARIANTS, { site: randomUUID() }, otherSeller)).errors?.[0]);
    expect((await env.call(FETCH_VARIANTS, { site: DEMO_SITES.shopifyPending.id }, as.seller)).errors?.[0].message).toBe('Sorry');
    expect((await env.call(FETCH_VARIANTS, { site: siteId }, as.admin)).data.fetchProductVariants).toBe(true);
  });
});
