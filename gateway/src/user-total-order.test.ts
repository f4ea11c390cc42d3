import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { startCatalogTestEnv, type CatalogTestEnv } from '@pod/catalog/testing';
import { startOrdersService } from '@pod/orders';
import { insertOrderFixture, ORDERS_ENTITIES, ORDERS_MIGRATIONS } from '@pod/orders/testing';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@pod/service-kit/testing';
import { startFederatedTestGateway, type FederatedTestGateway } from './testing/federated-test-gateway';

/**
 * `User.totalOrder` (spec 000 §"Data"): users-sites owns the user, the orders subgraph
 * contributes how many orders the user sells, and the gateway joins them. Private like the
 * user's e-mail (references-access.test.ts): users.manage and the user read it, anyone else null.
 */
const JWT_SECRET = 'user-total-order-jwt-secret';

let env: CatalogTestEnv;
let orders: ServiceUnderTest<RunningService>;
let gateway: FederatedTestGateway;
const query: FederatedTestGateway['query'] = (...args) => gateway.query(...args);

beforeAll(async () => {
  env = await startCatalogTestEnv();
  // No demo orders: the counts below are exactly the orders this test writes.
  orders = await startServiceForTest('orders', startOrdersService, { env: { USERS_SITES_URL: env.usersSites.service.url, SEED_DEMO_DATA: 'false' } });
  gateway = await startFederatedTestGateway(env, { jwtSecret: JWT_SECRET, ordersUrl: orders.service.url });
  const db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  try {
    const seller = { site_id: DEMO_SITES.offline.id, seller_id: DEMO_USERS.seller.id };
    await insertOrderFixture(db, { ...seller, status: 'processing' });
    await insertOrderFixture(db, { ...seller, status: 'fulfilled' });
    await insertOrderFixture(db, { ...seller, status: 'cancelled' });
    const { order: deleted } = await insertOrderFixture(db, { ...seller, status: 'accepted' });
    await db.query(`UPDATE "orders"."orders" SET deleted_at = now(), deleted_by = $1 WHERE id = $2`, [DEMO_USERS.admin.id, deleted.id]);
  } finally {
    await db.destroy();
  }
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await orders?.stop();
  await env?.stop();
});

describe('User.totalOrder through the gateway', () => {
  it("gives an Administrator every user's count on the Users page, in one answer", async () => {
    const res = await query(DEMO_USERS.admin, `{ users(filter: { limit: 100 }) { hits { id totalOrder } } }`);
    expect(res.errors).toBeUndefined();
    const byId = Object.fromEntries(res.data.users.hits.map((u: { id: string; totalOrder: number | null }) => [u.id, u.totalOrder]));
    expect(byId[DEMO_USERS.seller.id]).toBe(3);
    expect(byId[DEMO_USERS.admin.id]).toBe(0);
    expect(byId[DEMO_USERS.supplier.id]).toBe(0);
    expect(Object.values(byId).every((n) => typeof n === 'number')).toBe(true);
  });

  it('shows a Seller their own count and null for another user reached by reference', async () => {
    const own = await query(DEMO_USERS.seller, `{ me { id totalOrder } }`);
    expect(own.errors).toBeUndefined();
    expect(own.data.me).toEqual({ id: DEMO_USERS.seller.id, totalOrder: 3 });

    // Another user (a category's creator, the admin) reached through the catalog: id and name, no count.
    const other = await query(DEMO_USERS.seller, `{ categories { hits { creater { id first_name email totalOrder } } } }`);
    expect(other.errors).toBeUndefined();
    expect(other.data.categories.hits[0].creater).toEqual({ id: DEMO_USERS.admin.id, first_name: DEMO_USERS.admin.first_name, email: null, totalOrder: null });
  });
});
