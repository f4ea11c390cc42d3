import { DEMO_USERS } from '@pod/contracts';
import { as, startCatalogTestEnv } from '@pod/catalog/testing';
import { CAMPAIGN_STORES, connectWooSite, CREATE_PRODUCT, mugInput, waitFor } from '@pod/catalog/test-fixtures';
import { openDatabase } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { freePort, startServiceForTest, testUser } from '@pod/service-kit/testing';
import { startFakeWooStore } from '@pod/store-fakes';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { OrderEntity } from '../orders/order.entity';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

/**
 * `npm run bench -w @pod/orders` (also run by the root `npm run bench`): how long a store waits
 * for the answer to a signed WooCommerce webhook of a 500-line order (issue 21 item 7f), on real
 * users-sites, catalog and artworks (PGlite unless DATABASE_URL). Each run posts the same signed
 * delivery as a new order (the previous run's rows and ledger row removed) and times the HTTP
 * answer, then waits until all 500 lines are orders before the next run. Prints one JSON line of
 * samples in ms; nothing asserts.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LINES = Number(process.env.BENCH_WEBHOOK_LINES ?? 500);

const bus = new InProcessEventBus();
const woo = await startFakeWooStore();
const ordersPort = await freePort();
const env = await startCatalogTestEnv({ bus, usersSitesEnv: { PUBLIC_API_URL: `http://127.0.0.1:${ordersPort}` } });
const orders = await startServiceForTest(SERVICE_NAME, startOrdersService, {
  port: ordersPort,
  bus,
  env: { USERS_SITES_URL: env.usersSites.service.url, CATALOG_URL: env.catalog.url, ARTWORKS_URL: env.artworks.url, LOG_LEVEL: 'warn' },
});
const db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
try {
  const siteId = await connectWooSite(env, as.seller, woo.url, woo.keys);
  const seller = testUser({ ...DEMO_USERS.seller, siteId });
  await env.usersSites.call(`mutation ($id: ID!) { updateWebhooks(id: $id) { id } }`, { id: siteId }, as.seller);
  const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { title: 'Bench Mug' }) }, seller);
  const productId = created.data.createProduct.id as string;
  await waitFor(async () => {
    const rows = (await env.call(CAMPAIGN_STORES, { filter: { limit: 100 } }, seller)).data.campaignStores.hits;
    return rows.some((r: { productId: string; status: string }) => r.productId === productId && r.status === 'Pushed');
  }, 60_000);
  const stored = [...woo.catalogue.products.values()].find((p) => p.meta_data.some((m) => m.key === 'pod_product_id' && m.value === productId))!;
  const variation = [...woo.catalogue.variations.get(stored.id)!.values()][0]!;
  const { order, deliveries } = await woo.placeOrder({
    line_items: Array.from({ length: LINES }, (_, i) => ({ product_id: stored.id, variation_id: variation.id, quantity: 1, meta_data: [{ key: 'Name', value: `Shopper ${i}` }] })),
  });
  const delivery = deliveries[0]!;
  const originId = String(order.id);
  const linesTakenIn = () => db.getRepository(OrderEntity).countBy({ site_id: siteId, origin_id: originId });

  const samples: number[] = [];
  let status = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    await waitFor(async () => (await linesTakenIn()) === LINES, 300_000);
    await db.query(`DELETE FROM "orders"."order_designs" WHERE order_id IN (SELECT id FROM "orders"."orders" WHERE site_id = $1 AND origin_id = $2)`, [siteId, originId]);
    await db.getRepository(OrderEntity).delete({ site_id: siteId, origin_id: originId });
    await db.getRepository(WebhookDeliveryEntity).delete({ site_id: siteId, store_order_id: originId });
    const started = performance.now();
    const res = await fetch(`${orders.baseUrl}/webhooks/woocommerce/${siteId}`, { method: 'POST', headers: { 'content-type': 'application/json', ...delivery.headers }, body: delivery.body });
    await res.arrayBuffer();
    // the first run warms the catalog, artworks and database paths
    if (run > 0) samples.push(performance.now() - started);
    status = res.status;
  }
  await waitFor(async () => (await linesTakenIn()) === LINES, 300_000);
  process.stdout.write(`${JSON.stringify({ bench: 'webhook-response', lines: LINES, status, bodyKb: Math.round(delivery.body.length / 1024), samplesMs: samples.map((ms) => Math.round(ms)) })}\n`);
} finally {
  await db.destroy();
  await orders.stop();
  await env.stop();
  await woo.stop();
  await bus.close();
}
