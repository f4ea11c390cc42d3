import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { signUserContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { CAMPAIGN_STORES, connectWooSite, CREATE_PRODUCT, DEMO_MUG, mugInput, typeVariants, waitFor } from '../products/product-test-fixtures';
import { as, INTERNAL_SECRET, startCatalogTestEnv, SELLER_ARTWORK_ID, type CatalogTestEnv } from '../testing/catalog-test-env';

let env: CatalogTestEnv;
let woo: FakeWooStore;
let siteId: string;
let product: { id: string; variants: Array<{ id: string; product_type_variant_id: string }> };
let storeProductId: string;

beforeAll(async () => {
  woo = await startFakeWooStore();
  env = await startCatalogTestEnv();
  siteId = await connectWooSite(env, as.seller, woo.url, woo.keys);
  const seller = testUser({ ...DEMO_USERS.seller, siteId });
  const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { title: 'Match Mug' }) }, seller);
  expect(created.errors).toBeUndefined();
  product = created.data.createProduct;
  await waitFor(async () => (await env.call(CAMPAIGN_STORES, { filter: { limit: 100 } }, seller)).data.campaignStores.hits.some((r: { productId: string; status: string }) => r.productId === product.id && r.status === 'Pushed'));
  storeProductId = (await env.call(`query ($id: ID!) { productByID(id: $id) { origin_id } }`, { id: product.id }, seller)).data.productByID.origin_id;
}, 60_000);

afterAll(async () => {
  await env?.stop();
  await woo?.stop();
});

async function match(body: unknown, signed = true) {
  const headers = { 'content-type': 'application/json', ...(signed ? signUserContext(null, INTERNAL_SECRET) : {}) };
  return fetch(`${env.catalog.url.replace(/\/graphql$/, '')}/internal/store-lines/match`, { method: 'POST', headers, body: JSON.stringify(body) });
}

describe('POST /internal/store-lines/match', () => {
  it('matches a pushed variant by its SKU: product, variants, base cost and print areas with artwork, print size and dpi', async () => {
    const [typeVariant] = await typeVariants(env, DEMO_MUG.id, as.seller);
    const res = await match({ siteId, lines: [{ store_product_id: storeProductId, store_variant_id: '1', sku: `${product.id}-${typeVariant!.sku}` }] });
    expect(res.status).toBe(200);
    const { lines } = (await res.json()) as { lines: Array<{ matched: Record<string, unknown> & { print_areas: Array<Record<string, unknown>> } }> };
    const variant = product.variants.find((v) => v.product_type_variant_id === typeVariant!.id)!;
    expect(lines[0]!.matched).toMatchObject({ product_id: product.id, product_variant_id: variant.id, product_type_id: DEMO_MUG.id, product_type_variant_id: typeVariant!.id });
    expect(lines[0]!.matched.print_areas.map((a) => [a.id, a.name, a.artwork_id])).toEqual(DEMO_MUG.printAreas.map((a) => [a.id, a.name, SELLER_ARTWORK_ID]));
    for (const area of lines[0]!.matched.print_areas) expect(area).toMatchObject({ width: expect.any(Number), height: expect.any(Number), dpi: expect.any(Number) });
  });

  it('says why a line matches nothing, in the order given', async () => {
    const res = await match({ siteId, lines: [{ store_product_id: '424242', store_variant_id: '', sku: 'FOREIGN-1' }, { store_product_id: storeProductId, store_variant_id: '', sku: '' }] });
    const { lines } = (await res.json()) as { lines: Array<{ error?: string }> };
    expect(lines[0]!.error).toBe('No product of this site matches the store product 424242 / SKU "FOREIGN-1"');
    // the store product alone does not tell the mug's two variants apart
    expect(lines[1]!.error).toBe(`Product ${product.id} has no variant matching SKU ""`);
  });

  it("does not match another site's product", async () => {
    const [typeVariant] = await typeVariants(env, DEMO_MUG.id, as.seller);
    const res = await match({ siteId: '00000000-0000-4000-8000-000000000000', lines: [{ store_product_id: storeProductId, store_variant_id: '', sku: `${product.id}-${typeVariant!.sku}` }] });
    expect(((await res.json()) as { lines: Array<{ error?: string }> }).lines[0]!.error).toMatch(/^No product of this site/);
  });

  it('refuses an unsigned call', async () => {
    expect((await match({ siteId, lines: [] }, false)).status).toBe(401);
  });
});
