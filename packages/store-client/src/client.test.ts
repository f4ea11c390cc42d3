import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopBaseStore, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { retryAfterMs, SHOPIFY_ADMIN_API_VERSION, StoreError, storeApiFor, wooListAll, type StoreSite, configureStoreEgress } from './index';

let woo: FakeWooStore;
let shopify: FakeShopStore;
let shopbase: FakeShopStore;
let wooSite: StoreSite;
let shopifySite: StoreSite;
let shopbaseSite: StoreSite;
const fast = { backoffMs: 10, timeoutMs: 5_000 };

/** The waits the call announces before each retry (behaviour, not wall-clock time). */
function waitRecorder() {
  const waits: number[] = [];
  const retries: Array<Record<string, unknown>> = [];
  return {
    waits,
    retries,
    logger: {
      warn: (fields: Record<string, unknown>) => {
        retries.push(fields);
        if (typeof fields.waitMs === 'number') waits.push(fields.waitMs);
      },
    },
  };
}

beforeAll(async () => {
  [woo, shopify, shopbase] = await Promise.all([startFakeWooStore(), startFakeShopifyStore(), startFakeShopBaseStore()]);
  // the fakes listen on loopback: allow-listed as a service's config would (STORE_ALLOWED_ORIGINS)
  configureStoreEgress({ allowedOrigins: [woo.url, shopify.url, shopbase.url] });
  wooSite = { platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } };
  shopifySite = { platform: 'shopify', domain: shopify.url, credentials: { kind: 'shopify', access_token: shopify.accessToken } };
  shopbaseSite = { platform: 'shopbase', domain: shopbase.url, credentials: { kind: 'shopbase', access_token: shopbase.accessToken } };
});
afterAll(async () => {
  await Promise.all([woo?.stop(), shopify?.stop(), shopbase?.stop()]);
});

describe('auth headers and API roots, one per platform', () => {
  it('WooCommerce: REST v3 with HTTP Basic of the consumer key and secret', async () => {
    const api = storeApiFor(wooSite, { policy: fast });
    expect(api.root).toBe(`${woo.url}/wp-json/wc/v3`);
    await api.call({ endpoint: 'products', query: { per_page: 5 } });
    const [call] = woo.received('GET', '/wp-json/wc/v3/products').slice(-1);
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${woo.keys.consumer_key}:${woo.keys.consumer_secret}`).toString('base64')}`);
    expect(call.query).toMatchObject({ per_page: '5' });
    // keys travel only in the header, never in the URL
    expect(call.query.consumer_key).toBeUndefined();
  });

  it('Shopify: the current Admin API version in the URL and X-Shopify-Access-Token', async () => {
    expect(SHOPIFY_ADMIN_API_VERSION).toMatch(/^\d{4}-(01|04|07|10)$/);
    const api = storeApiFor(shopifySite, { policy: fast });
    expect(api.root).toBe(`${shopify.url}/admin/api/${SHOPIFY_ADMIN_API_VERSION}`);
    await api.call({ endpoint: 'products.json' });
    const [call] = shopify.received('GET', `/admin/api/${SHOPIFY_ADMIN_API_VERSION}/products.json`);
    expect(call.headers['x-shopify-access-token']).toBe(shopify.accessToken);
  });

  it('ShopBase: the unversioned Admin API and X-ShopBase-Access-Token (its public-app header), not the Shopify one', async () => {
    const api = storeApiFor(shopbaseSite, { policy: fast });
    expect(api.root).toBe(`${shopbase.url}/admin`);
    await api.call({ endpoint: 'products.json' });
    const [call] = shopbase.received('GET', '/admin/products.json');
    expect(call.headers['x-shopbase-access-token']).toBe(shopbase.accessToken);
    expect(call.headers['x-shopify-access-token']).toBeUndefined();
  });

  it('refuses sites it cannot call with a StoreError the callers already map (status 0)', () => {
    const cases: Array<[StoreSite, string]> = [
      [{ platform: 'import', domain: 'https://x.example', credentials: null }, 'Import sites have no store to talk to'],
      [{ ...wooSite, domain: null }, 'This site has no store address'],
      [{ ...wooSite, credentials: null }, 'This site is not connected to its store'],
      [{ ...shopifySite, credentials: { kind: 'woocommerce', consumer_key: 'k', consumer_secret: 's' } }, 'This site is not connected to its store'],
    ];
    for (const [site, message] of cases) {
      expect(() => storeApiFor(site)).toThrow(message);
      expect((() => { try { storeApiFor(site); } catch (err) { return err; } })()).toMatchObject({ status: 0, name: 'StoreError' });
    }
  });
});

describe('the retry policy', () => {
  it("waits out a 429's Retry-After, then succeeds", async () => {
    shopify.throttle(2, '0.2', { path: '/custom_collections.json' });
    const before = shopify.received('GET', '/custom_collections.json').length;
    const log = waitRecorder();
    const res = await storeApiFor(shopifySite, { policy: fast, logger: log.logger }).call<{ custom_collections: unknown[] }>({ endpoint: 'custom_collections.json' });
    expect(res.status).toBe(200);
    expect(log.waits).toEqual([200, 200]);
    expect(shopify.received('GET', '/custom_collections.json').slice(before).map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('gives up after maxAttempts with the store message and status', async () => {
    woo.throttle(3, '0.01', { path: '/products/tags' });
    const before = woo.received('GET', '/products/tags').length;
    const error = await storeApiFor(wooSite, { policy: { ...fast, maxAttempts: 3 } }).call({ endpoint: 'products/tags' }).catch((e) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ status: 429, message: 'Too many requests. Please try again later.', transient: true });
    expect(woo.received('GET', '/products/tags').length - before).toBe(3);
  });

  it('retries a failing server (5xx) with backoff', async () => {
    woo.fail(2, 500, { path: '/products/categories' });
    const before = woo.received('GET', '/products/categories').length;
    const log = waitRecorder();
    const res = await storeApiFor(wooSite, { policy: fast, logger: log.logger }).call({ endpoint: 'products/categories' });
    expect(res.status).toBe(200);
    expect(woo.received('GET', '/products/categories').slice(before).map((r) => r.status)).toEqual([500, 500, 200]);
    expect(log.retries.map((r) => r.status)).toEqual([500, 500]);
  });

  it('does not repeat a POST the store may have done (500), but does when a proxy answered for it (503)', async () => {
    const api = storeApiFor(shopifySite, { policy: fast });
    shopify.fail(1, 500, { path: '/custom_collections.json', method: 'POST' });
    const before = shopify.received('POST', '/custom_collections.json').length;
    await expect(api.call({ method: 'POST', endpoint: 'custom_collections.json', body: { custom_collection: { title: 'Once' } } })).rejects.toMatchObject({ status: 500 });
    expect(shopify.received('POST', '/custom_collections.json').length - before).toBe(1);
    shopify.fail(1, 503, { path: '/custom_collections.json', method: 'POST' });
    const created = await api.call<{ custom_collection: { title: string } }>({ method: 'POST', endpoint: 'custom_collections.json', body: { custom_collection: { title: 'Twice' } } });
    expect(created.body.custom_collection.title).toBe('Twice');
  });

  it('never retries a 401 (wrong keys) or a 404, and reports the store message', async () => {
    const wrong = storeApiFor({ ...wooSite, credentials: { kind: 'woocommerce', consumer_key: 'ck_x', consumer_secret: 'cs_x' } }, { policy: fast });
    let before = woo.requests.length;
    await expect(wrong.call({ method: 'POST', endpoint: 'products', body: { name: 'x' } })).rejects.toMatchObject({ status: 401, message: 'Sorry, you are not allowed to create resources.', transient: false });
    expect(woo.requests.length - before).toBe(1);

    before = shopify.requests.length;
    await expect(storeApiFor(shopifySite, { policy: fast }).call({ endpoint: 'products/1.json' })).rejects.toMatchObject({ status: 404, message: 'Not Found' });
    expect(shopify.requests.length - before).toBe(1);
  });

  it('words validation errors as the store does', async () => {
    await expect(storeApiFor(shopifySite, { policy: fast }).call({ method: 'POST', endpoint: 'products.json', body: { product: { title: ' ' } } })).rejects.toThrow("title can't be blank");
  });

  it('reports an unreachable store as status 0', async () => {
    // port 9 (discard) on loopback: nothing listens; allow-listed like the fakes so the call is tried
    configureStoreEgress({ allowedOrigins: ['http://127.0.0.1:9'] });
    const gone = storeApiFor({ ...wooSite, domain: 'http://127.0.0.1:9' }, { policy: { ...fast, maxAttempts: 2 } });
    await expect(gone.call({ endpoint: 'products' })).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/^The store could not be reached/) });
  });

  it('gives each attempt a timeout: a hung GET is tried again, a hung POST is not (the store may have done it)', async () => {
    const api = storeApiFor(wooSite, { policy: { ...fast, timeoutMs: 300 } });
    woo.controls.stall(1, { path: '/products/categories', method: 'GET' });
    let before = woo.received('GET', '/products/categories').length;
    expect((await api.call({ endpoint: 'products/categories' })).status).toBe(200);
    expect(woo.received('GET', '/products/categories').length - before).toBe(2);

    woo.controls.stall(1, { path: '/products/categories', method: 'POST' });
    before = woo.received('POST', '/products/categories').length;
    await expect(api.call({ method: 'POST', endpoint: 'products/categories', body: { name: 'Hung' } })).rejects.toMatchObject({ status: 0, message: 'The store could not be reached (timed out after 300 ms)' });
    expect(woo.received('POST', '/products/categories').length - before).toBe(1);
  });

  it('refuses an answer larger than maxResponseBytes', async () => {
    for (let n = 0; n < 30; n++) woo.catalogue.addTag(`big tag ${n}`);
    const api = storeApiFor(wooSite, { policy: { ...fast, maxResponseBytes: 512 } });
    await expect(api.call({ endpoint: 'products/tags', query: { per_page: 100 } })).rejects.toMatchObject({ status: 502, message: "The store's answer is larger than 512 bytes" });
  });
});

describe('paging', () => {
  it('lists every page of a WooCommerce collection (per_page 100 until X-WP-TotalPages)', async () => {
    woo.controls.clearRequests();
    const existing = (await wooListAll(storeApiFor(wooSite, { policy: fast }), 'products/tags')).length;
    for (let n = existing; n < 205; n++) woo.catalogue.addTag(`tag ${n}`);
    woo.controls.clearRequests();
    const tags = await wooListAll<{ name: string }>(storeApiFor(wooSite, { policy: fast }), 'products/tags');
    expect(tags).toHaveLength(205);
    expect(woo.received('GET', '/products/tags').map((r) => r.query.page)).toEqual(['1', '2', '3']);
  });
});

describe('Retry-After', () => {
  it('reads seconds, fractions and HTTP dates, capped at 30 s', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('2.0')).toBe(2000);
    expect(retryAfterMs('3600')).toBe(30_000);
    expect(retryAfterMs(null)).toBe(2000);
    expect(retryAfterMs('soon')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5_000).toUTCString())).toBeGreaterThan(3_500);
  });
});
