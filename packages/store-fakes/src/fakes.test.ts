import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWooCatalogue, startFakeShopBaseStore, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from './index';

describe('fake WooCommerce store', () => {
  let woo: FakeWooStore;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${woo.url}/wp-json/wc/v3/${path}`, { ...init, headers: { authorization: woo.authorization, 'content-type': 'application/json', ...(init.headers ?? {}) } });

  beforeAll(async () => {
    woo = await startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 25) });
  });
  afterAll(() => woo.stop());

  it('refuses calls without the keys, in the WP REST error shape', async () => {
    const res = await fetch(`${woo.url}/wp-json/wc/v3/products`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'woocommerce_rest_cannot_view', message: 'Sorry, you cannot list resources.', data: { status: 401 } });
    const viaQuery = await fetch(`${woo.url}/wp-json/wc/v3/products?consumer_key=${woo.keys.consumer_key}&consumer_secret=${woo.keys.consumer_secret}`);
    expect(viaQuery.status).toBe(200);
  });

  it('pages products with X-WP-Total / X-WP-TotalPages and filters by category and tag', async () => {
    const first = await api('products?per_page=10&page=3');
    expect(first.headers.get('x-wp-total')).toBe('25');
    expect(first.headers.get('x-wp-totalpages')).toBe('3');
    expect((await first.json()).length).toBe(5);
    expect((await api('products?per_page=101')).status).toBe(400);

    const categories = (await (await api('products/categories?per_page=100')).json()) as Array<{ id: number; name: string; count: number }>;
    const mugs = categories.find((c) => c.name === 'Mugs')!;
    const inMugs = (await (await api(`products?category=${mugs.id}&per_page=100`)).json()) as Array<{ categories: Array<{ id: number }> }>;
    expect(inMugs.length).toBe(mugs.count);
    expect(inMugs.every((p) => p.categories.some((c) => c.id === mugs.id))).toBe(true);
  });

  it('creates a variable product, batches variations, merges meta_data by key and rejects number prices', async () => {
    const created = await api('products', {
      method: 'POST',
      body: JSON.stringify({ name: 'Pushed tee', type: 'variable', attributes: [{ name: 'Size', variation: true, visible: true, options: ['S', 'M'] }], meta_data: [{ key: 'pod_product_id', value: 'ABC' }] }),
    });
    expect(created.status).toBe(201);
    const product = await created.json();
    const batch = await (
      await api(`products/${product.id}/variations/batch`, {
        method: 'POST',
        body: JSON.stringify({ create: [{ sku: 'PT:S', regular_price: '20.00', attributes: [{ name: 'Size', option: 'S' }] }, { sku: 'PT:M', regular_price: 21 }] }),
      })
    ).json();
    expect(batch.create[0].sku).toBe('PT:S');
    expect(batch.create[1].error).toMatchObject({ code: 'rest_invalid_param', message: 'Invalid parameter(s): regular_price' });

    await api(`products/${product.id}`, { method: 'PUT', body: JSON.stringify({ meta_data: [{ key: 'pod_product_id', value: 'XYZ' }] }) });
    const read = await (await api(`products/${product.id}`)).json();
    expect(read.meta_data.filter((m: { key: string }) => m.key === 'pod_product_id').map((m: { value: string }) => m.value)).toEqual(['XYZ']);
    expect(read.variations).toEqual([batch.create[0].id]);

    const missing = await api('products/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' });
  });

  it('answers under /s/<name>/ as well (one store, many site addresses)', async () => {
    const res = await fetch(`${woo.url}/s/site-two/wp-json/wc/v3/products?per_page=1`, { headers: { authorization: woo.authorization } });
    expect(res.status).toBe(200);
    const plain = await api('products?per_page=1');
    expect(res.headers.get('x-wp-total')).toBe(plain.headers.get('x-wp-total'));
    expect(await res.json()).toEqual(await plain.json());
  });

  it('throttles with 429 + Retry-After, and records requests', async () => {
    woo.throttle(1, 2, { path: '/products/categories' });
    const limited = await api('products/categories');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await api('products/categories')).status).toBe(200);
    expect(woo.received('GET', '/products/categories').map((r) => r.status).slice(-2)).toEqual([429, 200]);
  });

  it('grants keys through wc-auth: POSTs them to callback_url and redirects to return_url', async () => {
    let posted: unknown;
    const { createServer } = await import('node:http');
    const callback = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        posted = JSON.parse(body);
        res.end('ok');
      });
    });
    await new Promise<void>((r) => callback.listen(0, '127.0.0.1', () => r()));
    const port = (callback.address() as { port: number }).port;
    const params = new URLSearchParams({ app_name: 'POD', scope: 'read_write', user_id: 'site-1', return_url: 'http://127.0.0.1:1/back', callback_url: `http://127.0.0.1:${port}/cb` });
    const res = await fetch(`${woo.url}/wc-auth/v1/authorize?${params}`, { redirect: 'manual' });
    callback.close();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:1/back?success=1&user_id=site-1');
    expect(posted).toMatchObject({ user_id: 'site-1', consumer_key: woo.keys.consumer_key, key_permissions: 'read_write' });
  });
});

describe('fake Shopify / ShopBase stores', () => {
  let shopify: FakeShopStore;
  let shopbase: FakeShopStore;
  beforeAll(async () => {
    shopify = await startFakeShopifyStore();
    shopbase = await startFakeShopBaseStore();
  });
  afterAll(async () => {
    await shopify.stop();
    await shopbase.stop();
  });
  const call = (store: FakeShopStore, path: string, init: RequestInit = {}, header = 'x-shopify-access-token') =>
    fetch(`${store.url}${path}`, { ...init, headers: { [header]: store.accessToken, 'content-type': 'application/json' } });

  it('creates products with options and variants and pages them with Link rel="next" page_info', async () => {
    for (let n = 1; n <= 5; n++) {
      const res = await call(shopify, '/admin/api/2020-01/products.json', {
        method: 'POST',
        body: JSON.stringify({ product: { title: `Tee ${n}`, options: [{ name: 'Size' }], variants: [{ option1: 'S', price: '10.00', sku: `T${n}S` }, { option1: 'M', price: '11', sku: `T${n}M` }], images: [{ src: 'http://x/a.png' }] } }),
      });
      expect(res.status).toBe(201);
    }
    const seen: string[] = [];
    let url: string | null = `${shopify.url}/admin/api/2020-01/products.json?limit=2`;
    while (url) {
      const res: Response = await fetch(url, { headers: { 'x-shopify-access-token': shopify.accessToken } });
      const body = (await res.json()) as { products: Array<{ title: string; options: Array<{ values: string[] }> }> };
      seen.push(...body.products.map((p) => p.title));
      expect(body.products[0].options[0].values).toEqual(['S', 'M']);
      url = res.headers.get('link')?.match(/<([^>]+)>; rel="next"/)?.[1] ?? null;
    }
    expect(seen).toEqual(['Tee 1', 'Tee 2', 'Tee 3', 'Tee 4', 'Tee 5']);
  });

  it('answers errors as {"errors": …}', async () => {
    const blank = await call(shopify, '/admin/api/2020-01/products.json', { method: 'POST', body: JSON.stringify({ product: { title: '' } }) });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({ errors: { title: ["can't be blank"] } });
    const denied = await fetch(`${shopify.url}/admin/api/2020-01/products.json`);
    expect(denied.status).toBe(401);
    shopify.throttle(1, '2.0');
    const limited = await call(shopify, '/admin/api/2020-01/products.json');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2.0');
  });

  it('ShopBase takes its own token header, the unversioned path and page=', async () => {
    await call(shopbase, '/admin/products.json', { method: 'POST', body: JSON.stringify({ product: { title: 'A' } }) }, 'x-shopbase-access-token');
    await call(shopbase, '/admin/products.json', { method: 'POST', body: JSON.stringify({ product: { title: 'B' } }) }, 'x-shopbase-access-token');
    const page2 = await (await call(shopbase, '/admin/products.json?limit=1&page=2', {}, 'x-shopbase-access-token')).json();
    expect(page2.products.map((p: { title: string }) => p.title)).toEqual(['B']);
    expect((await call(shopify, '/admin/api/2020-01/products.json?page=2')).status).toBe(400);
  });
});
