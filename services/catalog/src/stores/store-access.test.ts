import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { InProcessEventBus } from '@pod/service-kit/events';
import { seedWooCatalogue, startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { as, INTERNAL_SECRET, startCatalogTestEnv, type CatalogTestEnv } from '../testing/catalog-test-env';
import { CAMPAIGN_STORES, CREATE_PRODUCT, mugInput, waitFor } from '../products/product-test-fixtures';
import { connectFakeWooSite, reconnectFakeWooSite } from './testing/connect-fake-store';
import { STORE_ACCESS_MESSAGES } from './store-access';
import { testUser, testUserHeaders } from '@pod/service-kit/testing';

const FETCH_PRODUCT = 'mutation ($site: ID!, $product: String!) { fetchProductFromSite(site_id: $site, product_id: $product) { id } }';
const FETCH_VARIANTS = 'mutation ($site: ID!) { fetchProductVariants(site_id: $site) }';
const SITE = 'query ($id: ID!) { siteById(id: $id) { verified authUrl } }';
const RETRY = 'mutation ($id: ID!) { retryPushCampaignStore(id: $id) { id status } }';

let env: CatalogTestEnv;
let woo: FakeWooStore;
let siteId: string;
let base: string;
const bus = new InProcessEventBus();

beforeAll(async () => {
  woo = await startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 6) });
  env = await startCatalogTestEnv({ bus });
  base = env.catalog.url.replace(/\/graphql$/, '');
  siteId = await connectFakeWooSite(env.usersSites, woo, as.seller);
});
afterAll(async () => {
  await env?.stop();
  await woo?.stop();
  await bus.close();
});

const siteAsOwner = async (id: string) => (await env.usersSites.call(SITE, { id }, as.seller)).data.siteById as { verified: boolean; authUrl: string | null };

function rest(site: string, endpoint: string) {
  return fetch(`${base}/rest/${site}?${new URLSearchParams({ endpoint })}`, { headers: testUserHeaders(as.seller, INTERNAL_SECRET) });
}

describe('a store that refuses the site (HTTP 401/403)', () => {
  it('ends the push in Error saying to reconnect on the Sites page, and the site shows Pending with its reconnect action', async () => {
    const seller = testUser({ ...DEMO_USERS.seller, siteId });
    woo.fail(1, 401, { path: 'products' });
    const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller) }, seller);
    expect(created.errors).toBeUndefined();
    const productId = created.data.createProduct.id;
    const row = await waitFor(async () => {
      const hits = (await env.call(CAMPAIGN_STORES, { filter: { limit: 1000 } }, seller)).data.campaignStores.hits;
      return hits.find((r: { productId: string; status: string }) => r.productId === productId && r.status === 'Error');
    });
    expect(row.log).toBe(STORE_ACCESS_MESSAGES.refused);
    const site = await siteAsOwner(siteId);
    expect(site.verified).toBe(false);
    expect(site.authUrl).toContain('/wc-auth/v1/authorize?');

    // the way out: reconnect, then Retry reaches Pushed
    await reconnectFakeWooSite(env.usersSites, siteId, as.seller);
    expect((await siteAsOwner(siteId)).verified).toBe(true);
    expect((await env.call(RETRY, { id: row.id }, seller)).errors).toBeUndefined();
    await waitFor(async () => {
      const hits = (await env.call(CAMPAIGN_STORES, { filter: { limit: 1000 } }, seller)).data.campaignStores.hits;
      return hits.some((r: { id: string; status: string }) => r.id === row.id && r.status === 'Pushed');
    });
  });

  it('turns store mapping calls into the reconnect message and marks the site', async () => {
    await reconnectFakeWooSite(env.usersSites, siteId, as.seller);
    const [stored] = [...woo.catalogue.products.values()];
    woo.fail(1, 401, { path: 'products' });
    const fetched = await env.call(FETCH_PRODUCT, { site: siteId, product: String(stored.id) }, as.seller);
    expect(fetched.errors?.[0].message).toBe(STORE_ACCESS_MESSAGES.refused);
    expect((await siteAsOwner(siteId)).verified).toBe(false);

    await reconnectFakeWooSite(env.usersSites, siteId, as.seller);
    // the product pushed above lives in the store, so the refresh calls the store
    woo.fail(1, 403, { path: 'products' });
    const refreshed = await env.call(FETCH_VARIANTS, { site: siteId }, as.seller);
    expect(refreshed.errors?.[0].message).toBe(STORE_ACCESS_MESSAGES.refused);
    expect((await siteAsOwner(siteId)).verified).toBe(false);
  });

  it('answers the /rest proxy with the reconnect message (409, not the store\'s 401)', async () => {
    await reconnectFakeWooSite(env.usersSites, siteId, as.seller);
    woo.fail(1, 401, { path: 'products/categories' });
    const res = await rest(siteId, 'products/categories');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ errors: [{ message: STORE_ACCESS_MESSAGES.refused }] });
    expect((await siteAsOwner(siteId)).verified).toBe(false);
    const again = await rest(siteId, 'products/categories');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ errors: [{ message: STORE_ACCESS_MESSAGES.notConnected }] });
  });

  it('leaves other store errors as the store worded them, and the site connected', async () => {
    await reconnectFakeWooSite(env.usersSites, siteId, as.seller);
    woo.fail(1, 400, { path: 'products/categories' });
    const res = await rest(siteId, 'products/categories');
    expect(res.status).toBe(400);
    expect((await siteAsOwner(siteId)).verified).toBe(true);
  });
});

describe('a site shown as connected that holds no store keys', () => {
  it('is refused with the reconnect message and becomes Pending', async () => {
    // what the demo seed used to leave: verified, no keys
    const client = new pg.Client({ connectionString: env.usersSites.db.url });
    await client.connect();
    try {
      await client.query(`UPDATE "users_sites"."sites" SET "verified" = true, "verified_at" = now(), "credentials" = NULL WHERE "id" = $1`, [DEMO_SITES.woo.id]);
    } finally {
      await client.end();
    }
    expect((await siteAsOwner(DEMO_SITES.woo.id)).verified).toBe(true);
    const res = await env.call(FETCH_VARIANTS, { site: DEMO_SITES.woo.id }, as.seller);
    expect(res.errors?.[0].message).toBe(STORE_ACCESS_MESSAGES.notConnected);
    expect((await siteAsOwner(DEMO_SITES.woo.id)).verified).toBe(false);
  });
});

describe('import (offline) sites', () => {
  it('have no store: mapping and the proxy say so without calling any store', async () => {
    woo.controls.clearRequests();
    const fetched = await env.call(FETCH_VARIANTS, { site: DEMO_SITES.offline.id }, as.seller);
    expect(fetched.errors?.[0].message).toBe(STORE_ACCESS_MESSAGES.importSite);
    const res = await rest(DEMO_SITES.offline.id, 'products/categories');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: STORE_ACCESS_MESSAGES.importSite }] });
    expect(woo.requests).toHaveLength(0);
    expect((await siteAsOwner(DEMO_SITES.offline.id)).verified).toBe(true);
  });
});
