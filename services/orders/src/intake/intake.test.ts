import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS, TOPICS } from '@pod/contracts';
import { openDatabase, serviceBaseUrl, type RunningService } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { freePort, startServiceForTest, testUser, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { StoreError } from '@pod/store-client';
import { startFakeWooStore, signWebhookBody, type FakeWooStore } from '@pod/store-fakes';
import { as, startCatalogTestEnv, type CatalogTestEnv } from '@pod/catalog/testing';
import { CAMPAIGN_STORES, connectWooSite, CREATE_PRODUCT, DEMO_MUG, mugInput, waitFor } from '@pod/catalog/test-fixtures';
import { SERVICE_NAME } from '../config';
import { OrderDesignEntity } from '../designs/order-design.entity';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity } from '../orders/order.entity';
import { connectedStoreSite, internalDirectory } from './internal-services';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

/**
 * Intake end to end on real services: users-sites (the site, its webhook secret), catalog (the
 * pushed product the line matches), artworks (pinned versions) and a fake WooCommerce store that
 * delivers signed webhooks to users-sites' registered address, which is this orders service.
 */

const FETCH = `mutation ($site: ID!, $ids: [String!]!, $range: FetchOrdersRange) {
  fetchMultipleOrders(site_id: $site, order_ids: $ids, range_time: $range) { orders { id origin_id status } failed { order_id message } }
}`;

let env: CatalogTestEnv;
let woo: FakeWooStore;
let orders: ServiceUnderTest<RunningService>;
let db: DataSource;
let siteId: string;
let seller: ReturnType<typeof testUser>;
let storeProductId: number;
let variationIds: number[];
let productId: string;
const bus = new InProcessEventBus();

beforeAll(async () => {
  woo = await startFakeWooStore();
  const ordersPort = await freePort();
  env = await startCatalogTestEnv({ bus, usersSitesEnv: { PUBLIC_API_URL: `http://127.0.0.1:${ordersPort}` } });
  siteId = await connectWooSite(env, as.seller, woo.url, woo.keys);
  seller = testUser({ ...DEMO_USERS.seller, siteId });
  // the seller's "Update webhooks": users-sites registers the order webhooks at PUBLIC_API_URL/webhooks/woocommerce/<site>
  const hooks = await env.usersSites.call(`mutation ($id: ID!) { updateWebhooks(id: $id) { id } }`, { id: siteId }, as.seller);
  expect(hooks.errors).toBeUndefined();
  const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { title: 'Name Mug' }) }, seller);
  expect(created.errors).toBeUndefined();
  productId = created.data.createProduct.id;
  await waitFor(async () => {
    const rows = (await env.call(CAMPAIGN_STORES, { filter: { limit: 100 } }, seller)).data.campaignStores.hits;
    return rows.some((r: { productId: string; status: string }) => r.productId === productId && r.status === 'Pushed');
  });
  const stored = [...woo.catalogue.products.values()].find((p) => p.meta_data.some((m) => m.key === 'pod_product_id' && m.value === productId))!;
  storeProductId = stored.id;
  variationIds = [...woo.catalogue.variations.get(stored.id)!.values()].map((v) => v.id);

  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, {
    port: ordersPort,
    bus,
    env: { USERS_SITES_URL: env.usersSites.service.url, CATALOG_URL: env.catalog.url, ARTWORKS_URL: env.artworks.url, STORE_ALLOWED_ORIGINS: woo.url },
  });
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
  await env?.stop();
  await woo?.stop();
  await bus.close();
});

const rowsOf = (originId: number) => db.getRepository(OrderEntity).findBy({ site_id: siteId, origin_id: String(originId) });
const ledgerOf = (originId: number) => db.getRepository(WebhookDeliveryEntity).findBy({ site_id: siteId, store_order_id: String(originId) });
const historyOf = (orderId: string) => db.getRepository(OrderHistoryEntity).find({ where: { order_id: orderId }, order: { created_at: 'ASC' } });

function placeMugOrder(meta: Array<{ key: string; value: string }> = []) {
  return woo.placeOrder({ line_items: [{ product_id: storeProductId, variation_id: variationIds[0], quantity: 2, meta_data: meta }] });
}

async function postWebhook(body: string, headers: Record<string, string>) {
  return fetch(`${orders.baseUrl}/webhooks/woocommerce/${siteId}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('webhook signatures', () => {
  it('answers 401 to a missing or wrong signature and records nothing', async () => {
    const { order, deliveries } = await placeMugOrder();
    await db.getRepository(OrderEntity).delete({ site_id: siteId, origin_id: String(order.id) });
    await db.getRepository(WebhookDeliveryEntity).delete({ site_id: siteId, store_order_id: String(order.id) });
    const delivery = deliveries[0]!;
    const isSignature = (name: string) => name.toLowerCase() === 'x-wc-webhook-signature';
    const unsigned = Object.fromEntries(Object.entries(delivery.headers).filter(([name]) => !isSignature(name)));
    const wronglySigned = { ...unsigned, 'x-wc-webhook-signature': signWebhookBody(delivery.body, 'not-the-secret') };
    const tampered = delivery.body.replace('"quantity":2', '"quantity":20');

    expect((await postWebhook(delivery.body, unsigned)).status).toBe(401);
    expect((await postWebhook(delivery.body, wronglySigned)).status).toBe(401);
    const refused = await postWebhook(tampered, delivery.headers);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Invalid webhook signature' });
    expect(await rowsOf(order.id)).toEqual([]);
    expect(await ledgerOf(order.id)).toEqual([]);

    // the genuine delivery, as sent, is taken in
    const taken = await postWebhook(delivery.body, delivery.headers);
    expect(taken.status).toBe(200);
    expect(await rowsOf(order.id)).toHaveLength(1);
  });

  it("ignores WooCommerce's creation ping", async () => {
    const res = await fetch(`${orders.baseUrl}/webhooks/woocommerce/${siteId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'webhook_id=12' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'ignored' });
  });
});

describe('a store order arriving by webhook', () => {
  it('becomes one order per line, matched to the pushed product, with a pinned design per print area and its render request', async () => {
    const { order, deliveries } = await placeMugOrder([{ key: 'Name', value: 'Alice' }, { key: '_reduced_stock', value: '2' }]);
    expect(deliveries.map((d) => d.attempts)).toEqual([[200]]);
    const [row] = await rowsOf(order.id);
    expect(row).toMatchObject({
      seller_id: DEMO_USERS.seller.id,
      platform: 'woocommerce',
      origin_line_id: String(order.line_items[0]!.id),
      name: order.number,
      product_id: productId,
      product_type_id: DEMO_MUG.id,
      quantity: 2,
      status: 'processing',
    });
    expect(row!.product_variant_id).toBeTruthy();
    expect(row!.customer_id).toBeTruthy();
    const areas = DEMO_MUG.printAreas;
    expect(row!.personalized_data.map((p) => [p.printArea, p.personalized])).toEqual(areas.map((a) => [a.name, [{ name: 'Name', value: 'Alice' }]]));

    const designs = await db.getRepository(OrderDesignEntity).findBy({ order_id: row!.id });
    expect(designs).toHaveLength(areas.length);
    for (const design of designs) {
      expect(design).toMatchObject({ status: 'Pending', artwork_version: expect.any(Number) });
      expect(design.request_id).toBeTruthy();
      expect(design.width).toBeGreaterThan(0);
    }
    const requests: Array<{ payload: { designId: string; personalization: unknown } }> = await db.query(`SELECT payload FROM orders.outbox_events WHERE topic = $1`, [TOPICS.designRequested]);
    const mine = requests.filter((r) => designs.some((d) => d.id === r.payload.designId));
    expect(mine).toHaveLength(areas.length);
    expect(mine[0]!.payload.personalization).toEqual([{ name: 'Name', value: 'Alice' }]);
    expect((await ledgerOf(order.id)).map((l) => l.outcome)).toEqual(['created']);
  });

  it('the same delivery five times leaves one order and one ledger row', async () => {
    const { order, deliveries } = await placeMugOrder();
    await woo.deliveries.redeliver(deliveries[0]!.id, 4);
    expect(deliveries[0]!.attempts).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOf(order.id)).toHaveLength(1);
    expect((await ledgerOf(order.id)).map((l) => l.outcome)).toEqual(['created']);
    const again = await postWebhook(deliveries[0]!.body, deliveries[0]!.headers);
    expect(await again.json()).toEqual({ outcome: 'duplicate' });
  });

  it('an older update arriving after a newer one changes nothing (stale); the store cancellation is kept', async () => {
    const { order } = await placeMugOrder();
    await woo.updateOrder(order.id, { status: 'cancelled' });
    const [cancelled] = await rowsOf(order.id);
    expect(cancelled!.status).toBe('cancelled');
    expect((await historyOf(cancelled!.id)).map((h) => h.message)).toContain('The order was cancelled in the store');

    await woo.deliverOlderVersion(order.id, 0);
    const [after] = await rowsOf(order.id);
    expect(after!.status).toBe('cancelled');
    expect(after!.store_updated_at).toEqual(cancelled!.store_updated_at);
    expect((await ledgerOf(order.id)).map((l) => l.outcome).sort()).toEqual(['created', 'stale', 'updated']);
  });

  it('keeps a line that matches no product, with status error and a history entry saying why', async () => {
    const res = await fetch(`${woo.url}/wp-json/wc/v3/products`, {
      method: 'POST',
      headers: { authorization: woo.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Not ours', type: 'simple', regular_price: '9.00', sku: 'FOREIGN-1' }),
    });
    expect(res.status).toBe(201);
    const foreign = (await res.json()) as { id: number };
    const { order } = await woo.placeOrder({ line_items: [{ product_id: foreign.id, meta_data: [{ key: 'Name', value: 'Bob' }] }] });
    const [row] = await rowsOf(order.id);
    expect(row).toMatchObject({ status: 'error', product_id: null, title: 'Not ours', personalized_data: [{ printArea: '', personalized: [{ name: 'Name', value: 'Bob' }], artworkId: null }] });
    const messages = (await historyOf(row!.id)).map((h) => h.message);
    expect(messages.some((m) => m.startsWith('No product matched: No product of this site matches the store product'))).toBe(true);
    expect(await db.getRepository(OrderDesignEntity).countBy({ order_id: row!.id })).toBe(0);
  });
});

describe('fetchMultipleOrders', () => {
  it("takes the store's orders in by id and lists an unknown id with the store's reason", async () => {
    const created = woo.orders.create({ line_items: [{ product_id: storeProductId, variation_id: variationIds[1] ?? variationIds[0] }] });
    const res = await orders.call(FETCH, { site: siteId, ids: [String(created.id), '999999'] }, seller);
    expect(res.errors).toBeUndefined();
    const result = res.data.fetchMultipleOrders;
    expect(result.orders).toEqual([{ id: expect.any(String), origin_id: String(created.id), status: 'processing' }]);
    expect(result.failed).toEqual([{ order_id: '999999', message: expect.stringMatching(/invalid|not found/i) }]);
    expect(await rowsOf(created.id)).toHaveLength(1);

    // fetched again: the same order, not a second one
    await orders.call(FETCH, { site: siteId, ids: [String(created.id)] }, seller);
    expect(await rowsOf(created.id)).toHaveLength(1);
  });

  it("answers another seller's site as it answers an id that does not exist (NOT_FOUND, no site-id oracle)", async () => {
    const other = testUser({ email: 'other@shop.test', roles: ['Seller'] });
    const foreign = await orders.call(FETCH, { site: siteId, ids: ['1'] }, other);
    const unknown = await orders.call(FETCH, { site: randomUUID(), ids: ['1'] }, other);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
    expect(foreign.errors?.[0]).toEqual(unknown.errors?.[0]);
  });
});

describe("the one users-sites client (intake's site and the store calls after it)", () => {
  const directory = () =>
    internalDirectory({ usersSitesUrl: serviceBaseUrl(env.usersSites.service.url), catalogUrl: serviceBaseUrl(env.catalog.url), artworksUrl: serviceBaseUrl(env.artworks.url), internalSecret: TEST_INTERNAL_SECRET });

  it("gives the connected site's store with its keys; a site that does not exist or is not connected is a store refusal", async () => {
    const lookup = connectedStoreSite(directory());
    expect(await lookup(siteId)).toMatchObject({ platform: 'woocommerce', domain: woo.url, credentials: { consumer_key: woo.keys.consumer_key } });
    await expect(lookup(randomUUID())).rejects.toThrow(new StoreError("The order's site no longer exists", 404));
    // the seller's Shopify site still waiting for its authorisation
    await expect(lookup(DEMO_SITES.shopifyPending.id)).rejects.toThrow(new StoreError("The order's site is not connected to its store", 0));
  });
});
