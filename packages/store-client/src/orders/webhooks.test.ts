import { createHmac } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedWooCatalogue, startFakeShopBaseStore, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { storeApiFor, configureStoreEgress } from '../index';
import { createStoreWebhook } from '../webhooks/index';
import { normalizeStoreOrder, verifyStoreWebhook, webhookEventId, webhookTopic, type WebhookHeaders } from './index';

/** A local receiver standing in for our gateway: keeps each delivery's raw bytes and headers. */
interface Received {
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];

let woo: FakeWooStore;
let shopify: FakeShopStore;
let shopbase: FakeShopStore;
const WOO_SECRET = 'woo-webhook-secret';

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  [woo, shopify, shopbase] = await Promise.all([startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 3) }), startFakeShopifyStore({ webhookSecret: 'shopify-app-secret' }), startFakeShopBaseStore({ webhookSecret: 'shopbase-app-secret' })]);
  // the fakes listen on loopback: allow-listed as a service's config would (STORE_ALLOWED_ORIGINS)
  configureStoreEgress({ allowedOrigins: [woo.url, shopify.url, shopbase.url] });
  const wooApi = storeApiFor({ platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } });
  for (const topic of ['order.created', 'order.updated']) await createStoreWebhook(wooApi, topic, `${receiverUrl}/webhooks/woocommerce/site-1`, WOO_SECRET);
  for (const shop of [shopify, shopbase]) {
    const api = storeApiFor({ platform: shop.platform, domain: shop.url, credentials: { kind: shop.platform, access_token: shop.accessToken } });
    for (const topic of ['orders/create', 'orders/updated']) await createStoreWebhook(api, topic, `${receiverUrl}/webhooks/${shop.platform}/site-2`, 'unused');
  }
});
afterAll(async () => {
  await Promise.all([woo?.stop(), shopify?.stop(), shopbase?.stop()]);
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

function wooLine() {
  const product = [...woo.catalogue.products.values()].find((p) => p.type === 'variable')!;
  return { product_id: product.id, variation_id: woo.catalogue.variations.get(product.id)![0].id, meta_data: [{ key: 'Name', value: 'Alex' }] };
}

async function variantOf(shop: FakeShopStore): Promise<number> {
  const api = storeApiFor({ platform: shop.platform, domain: shop.url, credentials: { kind: shop.platform, access_token: shop.accessToken } });
  const res = await api.call<{ product: { variants: Array<{ id: number }> } }>({ method: 'POST', endpoint: 'products.json', body: { product: { title: 'Tee', variants: [{ price: '20.00', sku: 'TEE' }] } } });
  return res.body.product.variants[0].id;
}

describe('webhook deliveries from the fakes, verified', () => {
  it('WooCommerce: order.created reaches the receiver signed with the webhook secret, with topic, delivery id and the order', async () => {
    const { order, deliveries } = await woo.placeOrder({ line_items: [wooLine()] });
    expect(received).toHaveLength(1);
    const [{ headers, raw }] = received;
    expect(verifyStoreWebhook('woocommerce', raw, headers, WOO_SECRET)).toBe(true);
    expect(webhookTopic('woocommerce', headers)).toBe('order.created');
    expect(headers).toMatchObject({ 'x-wc-webhook-resource': 'order', 'x-wc-webhook-event': 'created', 'x-wc-webhook-source': `${woo.url}/` });
    expect(webhookEventId('woocommerce', headers, JSON.parse(raw.toString()))).toBe(deliveries[0].id);
    expect(normalizeStoreOrder('woocommerce', JSON.parse(raw.toString())).lines[0].personalization).toEqual([{ name: 'Name', value: 'Alex' }]);
    expect(JSON.parse(raw.toString()).id).toBe(order.id);
  });

  it('a redelivery carries the same delivery id and bytes; an older version arrives as a new delivery with the older modification time', async () => {
    const { order, deliveries } = await woo.placeOrder({ line_items: [wooLine()] });
    await woo.updateOrder(order.id, { status: 'completed' });
    await woo.deliveries.redeliver(deliveries[0].id, 3);
    await woo.deliverOlderVersion(order.id, 0);
    expect(received.map((r) => r.headers['x-wc-webhook-topic'])).toEqual(['order.created', 'order.updated', 'order.created', 'order.created', 'order.created', 'order.updated']);
    const ids = received.map((r) => webhookEventId('woocommerce', r.headers, JSON.parse(r.raw.toString())));
    expect(ids.slice(2, 5)).toEqual([ids[0], ids[0], ids[0]]);
    expect(received.slice(2, 5).every((r) => r.raw.equals(received[0].raw))).toBe(true);
    expect(new Set([ids[0], ids[1], ids[5]]).size).toBe(3);
    const [newer, older] = [received[1], received[5]].map((r) => normalizeStoreOrder('woocommerce', JSON.parse(r.raw.toString())));
    expect(older.updated_at < newer.updated_at).toBe(true);
    expect([older.store_status, newer.store_status]).toEqual(['processing', 'completed']);
    expect(received.every((r) => verifyStoreWebhook('woocommerce', r.raw, r.headers, WOO_SECRET))).toBe(true);
    expect(deliveries[0].attempts).toEqual([200, 200, 200, 200]);
  });

  it('Shopify: orders/create signed with the app secret (X-Shopify-Hmac-Sha256), X-Shopify-Webhook-Id the same on redelivery', async () => {
    const { deliveries } = await shopify.placeOrder({ line_items: [{ variant_id: await variantOf(shopify), properties: [{ name: 'Name', value: 'Kim' }] }] });
    await shopify.deliveries.redeliver(deliveries[0].id, 1);
    expect(received).toHaveLength(2);
    for (const { headers, raw } of received) {
      expect(verifyStoreWebhook('shopify', raw, headers, 'shopify-app-secret')).toBe(true);
      expect(webhookTopic('shopify', headers)).toBe('orders/create');
      expect(webhookEventId('shopify', headers, JSON.parse(raw.toString()))).toBe(deliveries[0].id);
    }
    expect(headers(0)['x-shopify-api-version']).toBe('2026-10');
  });

  it('ShopBase: signed in X-ShopBase-Hmac-SHA256 with X-ShopBase-Topic; without a delivery id header the event id comes from the order and its update time', async () => {
    const variant = await variantOf(shopbase);
    const { order, deliveries } = await shopbase.placeOrder({ line_items: [{ variant_id: variant }] });
    await shopbase.deliveries.redeliver(deliveries[0].id, 1);
    await shopbase.updateOrder(order.id, { email: 'new@example.com' });
    const [first, again, update] = received;
    expect(verifyStoreWebhook('shopbase', first.raw, first.headers, 'shopbase-app-secret')).toBe(true);
    expect(webhookTopic('shopbase', first.headers)).toBe('orders/create');
    expect(webhookTopic('shopbase', update.headers)).toBe('orders/updated');
    const id = (r: Received) => webhookEventId('shopbase', r.headers, JSON.parse(r.raw.toString()));
    expect(id(again)).toBe(id(first));
    expect(id(update)).not.toBe(id(first));
  });
});

function headers(index: number): http.IncomingHttpHeaders {
  return received[index].headers;
}

describe('verifyStoreWebhook', () => {
  const body = Buffer.from('{"id":1,"status":"processing"}');
  const sign = (secret: string) => createHmac('sha256', secret).update(body).digest('base64');
  const cases: Array<[platform: 'woocommerce' | 'shopify' | 'shopbase', header: string]> = [
    ['woocommerce', 'X-WC-Webhook-Signature'],
    ['shopify', 'X-Shopify-Hmac-Sha256'],
    ['shopbase', 'X-ShopBase-Hmac-SHA256'],
    ['shopbase', 'X-Shopify-Hmac-Sha256'],
  ];
  it.each(cases)('%s (%s): good, wrong secret, tampered body, missing header, empty secret', (platform, header) => {
    const good: WebhookHeaders = { [header]: sign('s3cret') };
    expect(verifyStoreWebhook(platform, body, good, 's3cret')).toBe(true);
    expect(verifyStoreWebhook(platform, body, { [header.toLowerCase()]: sign('s3cret') }, 's3cret')).toBe(true);
    expect(verifyStoreWebhook(platform, body, { [header]: sign('other') }, 's3cret')).toBe(false);
    expect(verifyStoreWebhook(platform, Buffer.from('{"id":1,"status":"completed"}'), good, 's3cret')).toBe(false);
    expect(verifyStoreWebhook(platform, body, {}, 's3cret')).toBe(false);
    expect(verifyStoreWebhook(platform, body, { [header]: 'not-base64-of-a-digest' }, 's3cret')).toBe(false);
    expect(verifyStoreWebhook(platform, body, { [header]: sign('') }, '')).toBe(false);
  });
  it("does not take another platform's header", () => {
    expect(verifyStoreWebhook('woocommerce', body, { 'X-Shopify-Hmac-Sha256': sign('s3cret') }, 's3cret')).toBe(false);
    expect(verifyStoreWebhook('shopify', body, { 'X-WC-Webhook-Signature': sign('s3cret') }, 's3cret')).toBe(false);
  });
});
