import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedWooCatalogue, signWebhookBody, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from './index';

/** A receiver standing in for the gateway: records what each delivery carried. */
const arrived: Array<{ path: string; headers: http.IncomingHttpHeaders; body: string }> = [];
let receiver: http.Server;
let receiverUrl: string;
let woo: FakeWooStore;
let shopify: FakeShopStore;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      arrived.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(req.url?.includes('refuse') ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  [woo, shopify] = await Promise.all([startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 4) }), startFakeShopifyStore()]);
  woo.webhooks.push({ id: 1, name: 'created', status: 'active', topic: 'order.created', delivery_url: `${receiverUrl}/woo`, secret: 'sec' });
  woo.webhooks.push({ id: 2, name: 'updated', status: 'active', topic: 'order.updated', delivery_url: `${receiverUrl}/woo`, secret: 'sec' });
  woo.webhooks.push({ id: 3, name: 'paused', status: 'paused', topic: 'order.created', delivery_url: `${receiverUrl}/paused`, secret: 'sec' });
});
afterAll(async () => {
  await Promise.all([woo?.stop(), shopify?.stop()]);
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});
beforeEach(() => {
  arrived.length = 0;
});

const wooApi = (path: string, init: RequestInit = {}) => fetch(`${woo.url}/wp-json/wc/v3/${path}`, { ...init, headers: { authorization: woo.authorization, 'content-type': 'application/json' } });
const variable = () => [...woo.catalogue.products.values()].find((p) => p.type === 'variable')!;

describe('fake WooCommerce orders', () => {
  it('POST orders builds lines from the catalogue and delivers order.created to active webhooks, signed', async () => {
    const product = variable();
    const variation = woo.catalogue.variations.get(product.id)![1];
    const res = await wooApi('orders', { method: 'POST', body: JSON.stringify({ line_items: [{ product_id: product.id, variation_id: variation.id, quantity: 2, meta_data: [{ key: 'Name', value: 'Jo' }] }] }) });
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(order.line_items[0]).toMatchObject({ sku: variation.sku, quantity: 2, price: Number(variation.regular_price), meta_data: [{ key: 'Name', value: 'Jo', display_key: 'Name' }] });
    await woo.deliveries.idle();
    expect(arrived.map((a) => [a.path, a.headers['x-wc-webhook-topic'], a.headers['x-wc-webhook-id']])).toEqual([['/woo', 'order.created', '1']]);
    expect(arrived[0].headers['x-wc-webhook-signature']).toBe(signWebhookBody(arrived[0].body, 'sec'));
    expect(JSON.parse(arrived[0].body)).toEqual(order);
  });

  it('lists orders by include and by after/before, paged with X-WP-TotalPages; unknown order and product ids answer as WooCommerce does', async () => {
    const line = { product_id: variable().id };
    const made = Array.from({ length: 12 }, () => woo.orders.create({ line_items: [line] }));
    const listed = await wooApi(`orders?include=${made[0].id},${made[5].id}`);
    expect((await listed.json()).map((o: { id: number }) => o.id).sort()).toEqual([made[0].id, made[5].id].sort());
    const page = await wooApi('orders?per_page=5&page=2');
    expect(page.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(woo.orders.orders.size / 5)));
    Object.assign(made[3], { date_created_gmt: '2021-06-01T10:00:00' });
    const window = await (await wooApi('orders?after=2021-06-01T00:00:00&before=2021-06-02T00:00:00&per_page=100')).json();
    expect(window.map((o: { id: number }) => o.id)).toEqual([made[3].id]);
    expect((await wooApi('orders?include=abc')).status).toBe(400);
    const missing = await wooApi('orders/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'woocommerce_rest_shop_order_invalid_id', message: 'Invalid ID.', data: { status: 404 } });
    const badProduct = await wooApi('orders', { method: 'POST', body: JSON.stringify({ line_items: [{ product_id: 424242 }] }) });
    expect(badProduct.status).toBe(400);
  });

  it('HTTP controls for a store in another process: place, update, redeliver, deliver an older version', async () => {
    const placed = await (await fetch(`${woo.url}/__fake/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ line_items: [{ product_id: variable().id }] }) })).json();
    expect(placed.deliveries).toHaveLength(1);
    await fetch(`${woo.url}/__fake/orders/${placed.order.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'on-hold' }) });
    await fetch(`${woo.url}/__fake/deliveries/${placed.deliveries[0].id}/redeliver`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 2 }) });
    await fetch(`${woo.url}/__fake/orders/${placed.order.id}/versions/0/deliver`, { method: 'POST' });
    expect(arrived.map((a) => [a.headers['x-wc-webhook-topic'], JSON.parse(a.body).status])).toEqual([
      ['order.created', 'processing'],
      ['order.updated', 'on-hold'],
      ['order.created', 'processing'],
      ['order.created', 'processing'],
      ['order.updated', 'processing'],
    ]);
    const deliveryIds = arrived.map((a) => a.headers['x-wc-webhook-delivery-id']);
    expect(deliveryIds[2]).toBe(deliveryIds[0]);
    expect(deliveryIds[3]).toBe(deliveryIds[0]);
    expect(new Set(deliveryIds).size).toBe(3);
  });

  it('the place-order page lists the catalogue and shows the deliveries an order caused', async () => {
    const form = await (await fetch(`${woo.url}/__fake/place-order`)).text();
    const product = variable();
    const variation = woo.catalogue.variations.get(product.id)![0];
    expect(form).toContain(`value="${product.id}:${variation.id}"`);
    const body = new URLSearchParams({ item: `${product.id}:${variation.id}`, quantity: '1', field1: 'Name', value1: 'Robin <3', field2: '', value2: '', first_name: 'Pat' });
    const result = await fetch(`${woo.url}/__fake/place-order`, { method: 'POST', body });
    const html = await result.text();
    expect(result.status).toBe(200);
    expect(html).toContain(`order.created → ${receiverUrl}/woo: HTTP 200`);
    const delivered = JSON.parse(arrived[0].body);
    expect(delivered.line_items[0].meta_data.map((m: { key: string; value: string }) => [m.key, m.value])).toEqual([['Name', 'Robin <3']]);
    expect(delivered.billing.first_name).toBe('Pat');
  });

  it('records what the receiver answered, a failing one included', async () => {
    woo.webhooks.push({ id: 4, name: 'refusing', status: 'active', topic: 'order.created', delivery_url: `${receiverUrl}/refuse`, secret: 'sec' });
    const { deliveries } = await woo.placeOrder({ line_items: [{ product_id: variable().id }] });
    woo.webhooks.pop();
    expect(deliveries.map((d) => [d.url.replace(receiverUrl, ''), d.attempts])).toEqual([
      ['/woo', [200]],
      ['/refuse', [500]],
    ]);
  });
});

describe('fake Shopify orders', () => {
  it('orders.json: ids, status (open by default), created_at_min/max, Link paging; orders/{id}.json 404', async () => {
    const res = await fetch(`${shopify.url}/admin/api/2026-10/products.json`, { method: 'POST', headers: { 'x-shopify-access-token': shopify.accessToken, 'content-type': 'application/json' }, body: JSON.stringify({ product: { title: 'Cap', variants: [{ price: '9.00', sku: 'CAP' }] } }) });
    const variant = (await res.json()).product.variants[0].id;
    const made = Array.from({ length: 5 }, () => shopify.orders.create({ line_items: [{ variant_id: variant }] }));
    await shopify.cancelOrder(made[4].id);
    Object.assign(shopify.orders.orders.get(made[0].id)!, { created_at: '2021-06-01T10:00:00Z' });
    const get = async (query: string) => {
      const r = await fetch(`${shopify.url}/admin/api/2026-10/orders.json?${query}`, { headers: { 'x-shopify-access-token': shopify.accessToken } });
      return { link: r.headers.get('link'), ids: ((await r.json()).orders as Array<{ id: number }>).map((o) => o.id) };
    };
    expect((await get('')).ids).toEqual(made.slice(0, 4).map((o) => o.id));
    expect((await get(`ids=${made[4].id},${made[1].id}&status=any`)).ids).toEqual([made[1].id, made[4].id]);
    expect((await get('status=any&created_at_min=2021-06-01T00:00:00Z&created_at_max=2021-06-02T00:00:00Z')).ids).toEqual([made[0].id]);
    const first = await get('status=any&limit=3');
    expect(first.ids).toHaveLength(3);
    expect(first.link).toMatch(/rel="next"/);
    const missing = await fetch(`${shopify.url}/admin/api/2026-10/orders/1.json`, { headers: { 'x-shopify-access-token': shopify.accessToken } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errors: 'Not Found' });
  });
});

describe('a Woo fake that keeps its state (stateFile, the demo store)', () => {
  it('comes back with its products, webhooks and orders, and numbers new ones after the old', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'woo-state-'));
    const stateFile = join(dir, 'state.json');
    let seeded = 0;
    const seed = (c: Parameters<typeof seedWooCatalogue>[0], url: string) => {
      seeded++;
      seedWooCatalogue(c, url, 2);
    };
    const first = await startFakeWooStore({ stateFile, seed });
    const created = await fetch(`${first.url}/wp-json/wc/v3/webhooks`, {
      method: 'POST',
      headers: { authorization: first.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 'order.created', delivery_url: `${receiverUrl}/kept`, secret: 'kept' }),
    });
    expect(created.status).toBe(201);
    const product = [...first.catalogue.products.values()][0]!;
    const { order } = await first.placeOrder({ line_items: [{ product_id: product.id, meta_data: [{ key: 'Name', value: 'Ada' }] }] });
    await first.stop();

    const again = await startFakeWooStore({ stateFile, seed });
    try {
      expect(seeded).toBe(1);
      expect([...again.catalogue.products.keys()]).toEqual([...first.catalogue.products.keys()]);
      expect(again.webhooks.map((w) => w.delivery_url)).toEqual([`${receiverUrl}/kept`]);
      expect(again.orders.orders.get(order.id)?.line_items[0]?.meta_data[0]).toMatchObject({ key: 'Name', value: 'Ada' });
      const next = await again.placeOrder({ line_items: [{ product_id: product.id }] });
      expect(next.order.id).toBeGreaterThan(order.id);
      expect(next.order.line_items[0]!.id).toBeGreaterThan(order.line_items[0]!.id);
      // the kept webhook still delivers, signed with its kept secret
      expect(next.deliveries).toHaveLength(1);
      expect(next.deliveries[0]!.headers['x-wc-webhook-signature']).toBe(signWebhookBody(next.deliveries[0]!.body, 'kept'));
    } finally {
      await again.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
