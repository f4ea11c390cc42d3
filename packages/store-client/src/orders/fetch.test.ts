import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWooCatalogue, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { storeApiFor, type StoreApi, configureStoreEgress } from '../index';
import { createFulfillment, fetchStoreOrders, normalizeStoreOrder } from './index';

let woo: FakeWooStore;
let shopify: FakeShopStore;
let wooApi: StoreApi;
let shopifyApi: StoreApi;
const fast = { backoffMs: 10, timeoutMs: 5_000 };
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const hourAhead = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  [woo, shopify] = await Promise.all([startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 3) }), startFakeShopifyStore()]);
  // the fakes listen on loopback: allow-listed as a service's config would (STORE_ALLOWED_ORIGINS)
  configureStoreEgress({ allowedOrigins: [woo.url, shopify.url] });
  wooApi = storeApiFor({ platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } }, { policy: fast });
  shopifyApi = storeApiFor({ platform: 'shopify', domain: shopify.url, credentials: { kind: 'shopify', access_token: shopify.accessToken } }, { policy: fast });
  shopify.products.clear();
});
afterAll(async () => {
  await Promise.all([woo?.stop(), shopify?.stop()]);
});

function wooLine() {
  const product = [...woo.catalogue.products.values()].find((p) => p.type === 'variable')!;
  const variation = woo.catalogue.variations.get(product.id)![0];
  return { product_id: product.id, variation_id: variation.id, meta_data: [{ key: 'Name', value: 'Alex' }] };
}

async function shopifyVariant(): Promise<number> {
  const res = await shopifyApi.call<{ product: { variants: Array<{ id: number }> } }>({ method: 'POST', endpoint: 'products.json', body: { product: { title: 'Tee', options: [{ name: 'Size' }], variants: [{ option1: 'M', price: '20.00', sku: 'TEE-M' }] } } });
  return res.body.product.variants[0].id;
}

describe('fetchStoreOrders', () => {
  it('WooCommerce: by ids, an unknown id listed with the store reason, a malformed one without asking', async () => {
    const a = woo.orders.create({ line_items: [wooLine()] });
    const b = woo.orders.create({ line_items: [wooLine()], status: 'completed' });
    woo.controls.clearRequests();
    const { orders, failed } = await fetchStoreOrders(wooApi, { ids: [String(a.id), '999999', String(b.id), 'abc'] });
    expect(orders.map((o) => (o as { id: number }).id).sort()).toEqual([a.id, b.id].sort());
    expect(failed).toEqual([
      { id: 'abc', message: 'Not an order id (store order ids are numbers)' },
      { id: '999999', message: 'Invalid ID.' },
    ]);
    expect(woo.received('GET', '/orders')[0].query).toMatchObject({ include: `${a.id},999999,${b.id}`, status: 'any', per_page: '100' });
  });

  it('WooCommerce: a creation-time range across pages, a 429 between them waited out', async () => {
    for (let i = 0; i < 130; i++) woo.orders.create({ line_items: [wooLine()] });
    const old = woo.orders.create({ line_items: [wooLine()] });
    Object.assign(old, { date_created: '2020-01-01T00:00:00', date_created_gmt: '2020-01-01T00:00:00' });
    const expected = [...woo.orders.orders.values()].filter((o) => o !== old).map((o) => o.id);
    woo.controls.clearRequests();
    woo.throttle(1, 0.05, { path: '/orders', query: { page: '2' } });

    const { orders, failed } = await fetchStoreOrders(wooApi, { range: { from: hourAgo(), to: hourAhead() } });
    expect(failed).toEqual([]);
    expect(orders.map((o) => (o as { id: number }).id).sort()).toEqual(expected.sort());
    expect(woo.received('GET', '/orders').map((r) => [r.query.page, r.status])).toEqual([
      ['1', 200],
      ['2', 429],
      ['2', 200],
    ]);
    expect(woo.received('GET', '/orders')[0].query).toMatchObject({ dates_are_gmt: 'true', per_page: '100' });
  });

  it('Shopify: ids with status=any, an unknown id with the store reason; a range paged by Link with a 429 between pages', async () => {
    const variant = await shopifyVariant();
    const placed = [];
    for (let i = 0; i < 260; i++) placed.push(shopify.orders.create({ line_items: [{ variant_id: variant }] }));
    const cancelled = (await shopify.cancelOrder(placed[1].id)).order;

    const byIds = await fetchStoreOrders(shopifyApi, { ids: [String(placed[0].id), String(cancelled.id), '123'] });
    expect(byIds.orders.map((o) => (o as { id: number }).id)).toEqual([placed[0].id, cancelled.id]);
    expect(byIds.failed).toEqual([{ id: '123', message: 'Not Found' }]);

    shopify.controls.clearRequests();
    shopify.throttle(1, 0.05, { path: '/orders.json', query: { page_info: true } });
    const byRange = await fetchStoreOrders(shopifyApi, { range: { from: hourAgo(), to: hourAhead() } });
    expect(byRange.orders).toHaveLength(260);
    const calls = shopify.received('GET', '/orders.json');
    expect(calls.map((r) => r.status)).toEqual([200, 429, 200]);
    expect(calls[0].query).toMatchObject({ status: 'any', limit: '250' });
    expect(Object.keys(calls[2].query).sort()).toEqual(['limit', 'page_info']);
  });

  it('WooCommerce: both ends of a range are included (Woo compares after/before exclusively)', async () => {
    const [atStart, atEnd, outside] = [0, 1, 2].map(() => woo.orders.create({ line_items: [wooLine()] }));
    Object.assign(atStart, { date_created_gmt: '2022-03-01T00:00:00' });
    Object.assign(atEnd, { date_created_gmt: '2022-03-01T23:59:59' });
    Object.assign(outside, { date_created_gmt: '2022-03-02T00:00:00' });
    const { orders } = await fetchStoreOrders(wooApi, { range: { from: '2022-03-01T00:00:00.000Z', to: '2022-03-01T23:59:59.999Z' } });
    expect(orders.map((o) => (o as { id: number }).id)).toEqual([atStart.id, atEnd.id]);
    await expect(fetchStoreOrders(wooApi, { range: { from: 'yesterday', to: '2022-03-01T23:59:59Z' } })).rejects.toThrow('"yesterday" is not a date and time');
  });

  it('passes on a store that refuses the keys', async () => {
    const wrong = storeApiFor({ platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', consumer_key: 'ck_x', consumer_secret: 'cs_x' } }, { policy: fast });
    await expect(fetchStoreOrders(wrong, { ids: ['1'] })).rejects.toMatchObject({ status: 401 });
  });
});

describe('createFulfillment', () => {
  const tracking = { carrier: 'USPS', number: '9400100000000000000000', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000' };

  it('WooCommerce: a customer note with the carrier, number and URL', async () => {
    const order = woo.orders.create({ line_items: [wooLine()] });
    const result = await createFulfillment(wooApi, normalizeStoreOrder('woocommerce', order), tracking);
    const notes = woo.orders.notes.get(order.id)!;
    expect(notes.map((n) => n.id)).toEqual([Number(result.external_id)]);
    expect(notes[0]).toMatchObject({ customer_note: true });
    expect(notes[0].note).toContain('USPS');
    expect(notes[0].note).toContain(tracking.number);
    expect(notes[0].note).toContain(tracking.url);
  });

  it('Shopify: a fulfilment of the open fulfillment orders with tracking_info; a second one is refused', async () => {
    const variant = await shopifyVariant();
    const order = shopify.orders.create({ line_items: [{ variant_id: variant }] });
    const result = await createFulfillment(shopifyApi, { origin_id: String(order.id) }, tracking);
    expect(shopify.orders.orders.get(order.id)!.fulfillments).toEqual([
      { id: Number(result.external_id), status: 'success', tracking_company: 'USPS', tracking_number: tracking.number, tracking_url: tracking.url },
    ]);
    expect(shopify.received('POST', '/fulfillments.json').at(-1)!.body).toMatchObject({ fulfillment: { line_items_by_fulfillment_order: [{ fulfillment_order_id: order.id + 1 }], notify_customer: true } });
    await expect(createFulfillment(shopifyApi, { origin_id: String(order.id) }, tracking)).rejects.toMatchObject({ status: 422, message: 'The store has nothing left to fulfil on this order' });
  });
});
