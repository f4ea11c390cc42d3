import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { seedWooCatalogue, startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { as, INTERNAL_SECRET, startCatalogTestEnv, type CatalogTestEnv } from '../testing/catalog-test-env';
import { connectFakeWooSite } from '../stores/testing/connect-fake-store';
import { STORE_ACCESS_MESSAGES } from '../stores/store-access';
import { testUser, testUserHeaders } from '@pod/service-kit/testing';

let env: CatalogTestEnv;
let woo: FakeWooStore;
let siteId: string;
let base: string;

beforeAll(async () => {
  woo = await startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 30) });
  env = await startCatalogTestEnv();
  base = env.catalog.url.replace(/\/graphql$/, '');
  siteId = await connectFakeWooSite(env.usersSites, woo, as.seller);
});
afterAll(async () => {
  await env?.stop();
  await woo?.stop();
});

function rest(site: string, endpoint: string, init: { method?: string; body?: unknown; user?: UserContext | null; query?: Record<string, string> } = {}) {
  const params = new URLSearchParams({ endpoint, ...init.query });
  return fetch(`${base}/rest/${site}?${params}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...testUserHeaders(init.user === undefined ? as.seller : init.user, INTERNAL_SECRET) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('/rest/:siteId store proxy', () => {
  it("forwards a list call with the site's keys and passes the store's paging headers", async () => {
    const res = await rest(siteId, 'products?per_page=10&page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-wp-total')).toBe('30');
    expect(res.headers.get('x-wp-totalpages')).toBe('3');
    expect(res.headers.get('link')).toContain(`</rest/${siteId}?endpoint=${encodeURIComponent('products?per_page=10&page=3')}>; rel="next"`);
    expect((await res.json()).length).toBe(10);
    const call = woo.received('GET', '/wp-json/wc/v3/products').at(-1)!;
    expect(call.headers.authorization).toBe(woo.authorization);
    expect(call.query).toMatchObject({ per_page: '10', page: '2' });
  });

  it('takes filters from the outer query too (category, tag)', async () => {
    const categories = (await (await rest(siteId, 'products/categories', { query: { per_page: '100' } })).json()) as Array<{ id: number; name: string; count: number }>;
    const hoodies = categories.find((c) => c.name === 'Hoodies')!;
    const res = await rest(siteId, 'products', { query: { category: String(hoodies.id), per_page: '100' } });
    const products = (await res.json()) as Array<{ categories: Array<{ id: number }> }>;
    expect(products).toHaveLength(hoodies.count);
    expect(products.every((p) => p.categories.some((c) => c.id === hoodies.id))).toBe(true);
  });

  it('forwards PUT and the variations batch with their JSON bodies', async () => {
    const [first] = (await (await rest(siteId, 'products', { query: { per_page: '1', type: 'variable' } })).json()) as Array<{ id: number }>;
    const put = await rest(siteId, `products/${first.id}`, { method: 'PUT', body: { meta_data: [{ key: 'pod_product_types', value: ['pt-1'] }] } });
    expect(put.status).toBe(200);
    expect(woo.catalogue.products.get(first.id)!.meta_data).toContainEqual(expect.objectContaining({ key: 'pod_product_types', value: ['pt-1'] }));
    const batch = await rest(siteId, `products/${first.id}/variations/batch`, { method: 'POST', body: { create: [{ sku: `proxy-${first.id}`, regular_price: '30.00', attributes: [{ name: 'Size', option: 'S' }] }] } });
    expect(batch.status).toBe(200);
    expect((await batch.json()).create[0]).toMatchObject({ sku: `proxy-${first.id}`, regular_price: '30.00' });
  });

  it("answers store errors as {errors:[{message}]} with the store's status", async () => {
    const res = await rest(siteId, 'products/99999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: [{ message: 'Invalid ID.' }] });
  });

  it('waits out a 429 from the store', async () => {
    woo.throttle(1, '0.2', { path: '/products/tags' });
    const res = await rest(siteId, 'products/tags');
    expect(res.status).toBe(200);
    expect(woo.received('GET', '/products/tags').slice(-2).map((r) => r.status)).toEqual([429, 200]);
  });

  it('only lets through the endpoints store mapping needs', async () => {
    const before = woo.requests.length;
    for (const endpoint of ['webhooks', 'orders', 'products/1/../../webhooks', 'system_status', 'products/12/notes']) {
      const res = await rest(siteId, endpoint);
      expect(res.status, endpoint).toBe(403);
      expect(await res.json()).toEqual({ errors: [{ message: 'This store endpoint is not allowed' }] });
    }
    expect((await rest(siteId, 'products/12', { method: 'DELETE' })).status).toBe(405);
    expect((await rest(siteId, 'products', { method: 'POST', body: { name: 'x' } })).status).toBe(405);
    expect((await rest(siteId, '')).status).toBe(400);
    expect(woo.requests.length).toBe(before);
  });

  it('refuses users who may not map or do not own the site', async () => {
    const otherSeller = testUser({ id: '00000000-0000-4000-8000-0000000000ab', email: 'other@pod.local', roles: ['Seller'] });
    // another seller's site answers as an id that does not exist: no site-id oracle
    const other = await rest(siteId, 'products', { user: otherSeller });
    const unknown = await rest(randomUUID(), 'products', { user: otherSeller });
    expect([other.status, unknown.status]).toEqual([404, 404]);
    expect(await other.json()).toEqual({ errors: [{ message: 'Site not found' }] });
    expect(await unknown.json()).toEqual({ errors: [{ message: 'Site not found' }] });
    expect((await rest(siteId, 'products', { user: as.supporter })).status).toBe(403);
    expect((await rest(siteId, 'products', { user: as.listing })).status).toBe(403);
    expect((await rest(siteId, 'products', { user: null })).status).toBe(401);
    const unsigned = await fetch(`${base}/rest/${siteId}?endpoint=products`);
    expect(unsigned.status).toBe(401);
    // the super admin may (storeMapping.use via super admin, sites.readAll for ownership)
    expect((await rest(siteId, 'products', { user: as.admin })).status).toBe(200);
  });

  it('refuses a site that is not connected', async () => {
    const res = await rest(DEMO_SITES.shopifyPending.id, 'products.json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: STORE_ACCESS_MESSAGES.notConnected }] });
  });
});
