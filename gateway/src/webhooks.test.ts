import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { as, startCatalogTestEnv, type CatalogTestEnv } from '@pod/catalog/testing';
import { CAMPAIGN_STORES, connectWooSite, CREATE_PRODUCT, mugInput, waitFor } from '@pod/catalog/test-fixtures';
import { startOrdersService } from '@pod/orders';
import { createLogger, type RunningService } from '@pod/service-kit';
import { freePort, startServiceForTest, testUser, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { startGateway, type RunningGateway } from './index';
import { signTestToken } from './live/live-test-kit';

/**
 * Store webhooks through the real gateway: the fake WooCommerce store delivers a signed
 * `order.created` to the address users-sites registered (`<gateway>/webhooks/woocommerce/<site>`),
 * the gateway passes the raw body to orders, and the order exists.
 */
let env: CatalogTestEnv;
let woo: FakeWooStore;
let orders: ServiceUnderTest<RunningService>;
let gateway: RunningGateway;
let siteId: string;
let storeProductId: number;
let variationId: number;

beforeAll(async () => {
  woo = await startFakeWooStore();
  const gatewayPort = await freePort();
  env = await startCatalogTestEnv({ usersSitesEnv: { PUBLIC_API_URL: `http://127.0.0.1:${gatewayPort}` } });
  siteId = await connectWooSite(env, as.seller, woo.url, woo.keys);
  const hooks = await env.usersSites.call(`mutation ($id: ID!) { updateWebhooks(id: $id) { id } }`, { id: siteId }, as.seller);
  expect(hooks.errors).toBeUndefined();
  const seller = testUser({ ...DEMO_USERS.seller, siteId });
  const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { title: 'Gateway Mug' }) }, seller);
  const productId = created.data.createProduct.id as string;
  await waitFor(async () => (await env.call(CAMPAIGN_STORES, { filter: { limit: 100 } }, seller)).data.campaignStores.hits.some((r: { productId: string; status: string }) => r.productId === productId && r.status === 'Pushed'));
  storeProductId = [...woo.catalogue.products.values()].find((p) => p.meta_data.some((m) => m.key === 'pod_product_id' && m.value === productId))!.id;
  variationId = [...woo.catalogue.variations.get(storeProductId)!.values()][0]!.id;

  orders = await startServiceForTest('orders', startOrdersService, {
    env: { USERS_SITES_URL: env.usersSites.service.url, CATALOG_URL: env.catalog.url, ARTWORKS_URL: env.artworks.url },
  });
  gateway = await startGateway({
    env: {
      JWT_SECRET: 'webhooks-test-jwt-secret',
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      USERS_SITES_URL: env.usersSites.service.url,
      CATALOG_URL: env.catalog.url,
      ARTWORKS_URL: env.artworks.url,
      ORDERS_URL: orders.service.url,
      MEDIA_URL: '',
      SUPERGRAPH_POLL_MS: '0',
    },
    logger: createLogger('gateway-test', 'silent'),
    port: gatewayPort,
  });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await orders?.stop();
  await env?.stop();
  await woo?.stop();
});

describe('POST /webhooks/:platform/:siteId through the gateway', () => {
  it('takes in a signed store order: the order exists; a wrong signature is 401', async () => {
    const { order, deliveries } = await woo.placeOrder({ line_items: [{ product_id: storeProductId, variation_id: variationId, quantity: 1 }] });
    // 202: verified and recorded; the orders service's intake worker takes the order in after the answer
    expect(deliveries.map((d) => [d.url, d.attempts])).toEqual([[`http://127.0.0.1:${new URL(gateway.url).port}/webhooks/woocommerce/${siteId}`, [202]]]);

    const token = await signTestToken('webhooks-test-jwt-secret', testUser(DEMO_USERS.admin));
    await vi.waitFor(async () => {
      const listed = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `query ($search: String) { orders(filter: { search: $search, field: origin_id }) { count } }`, variables: { search: String(order.id) } }),
      });
      expect(((await listed.json()) as { data?: { orders: { count: number } } }).data?.orders.count).toBe(1);
    }, { timeout: 30_000, interval: 100 });
    const res = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `mutation ($s: ID!, $ids: [String!]!) { fetchMultipleOrders(site_id: $s, order_ids: $ids) { orders { origin_id status } failed { order_id } } }`, variables: { s: siteId, ids: [String(order.id)] } }),
    });
    const body = (await res.json()) as { data?: { fetchMultipleOrders: unknown }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    // fetched again by id: the webhook's order, not a second one (one line → one order)
    expect(body.data!.fetchMultipleOrders).toEqual({ orders: [{ origin_id: String(order.id), status: 'processing' }], failed: [] });

    const unsigned = await fetch(`${gateway.url.replace(/\/graphql$/, '')}/webhooks/woocommerce/${siteId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deliveries[0]!.body });
    expect(unsigned.status).toBe(401);
  });
});
