import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@pod/contracts';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { createOrdersContext, type OrdersServices } from '../context';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';
import { OrderEntity } from '../orders/order.entity';
import { UserOrderCountsService } from './user-order-counts.service';

/**
 * `User.totalOrder` (spec 000 §"Data"): orders whose seller is the user, every status, deleted
 * orders left out; read by the user and users.manage staff, null for anyone else; one query
 * for every user asked.
 */
const admin = testUser(['Administrator']);
const sellerA = testUser(['Seller']);
const sellerB = testUser(['Seller']);
const noOrders = testUser(['Seller']);
const supplier = testUser(['Supplier']);
const supporter = testUser(['Supporter']);

let orders: ServiceUnderTest<RunningService>;
let db: DataSource;

const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id totalOrder } } }`;
const reps = (...ids: string[]) => ids.map((id) => ({ __typename: 'User', id }));

async function totals(viewer: ReturnType<typeof testUser> | null, ...ids: string[]): Promise<Array<number | null>> {
  const res = await orders.call(ENTITIES, { reps: reps(...ids) }, viewer);
  expect(res.errors).toBeUndefined();
  return (res.data!._entities as Array<{ id: string; totalOrder: number | null }>).map((u, i) => {
    expect(u.id).toBe(ids[i]);
    return u.totalOrder;
  });
}

beforeAll(async () => {
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService);
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  const [siteA1, siteA2, siteB] = [randomUUID(), randomUUID(), randomUUID()];
  // Seller A: 6 orders over two sites in every kind of status (cancelled and refunded count,
  // "orders this seller has placed"), plus one deleted order that does not.
  const statuses: OrderStatus[] = ['processing', 'pending_review', 'accepted', 'fulfilled', 'cancelled', 'refunded'];
  for (const [i, status] of statuses.entries()) await insertOrderFixture(db, { seller_id: sellerA.id, site_id: i % 2 ? siteA2 : siteA1, status });
  await insertOrderFixture(db, { seller_id: sellerA.id, site_id: siteA1, status: 'pending', paused_from: 'accepted' });
  const { order: deleted } = await insertOrderFixture(db, { seller_id: sellerA.id, site_id: siteA1, status: 'fulfilled' });
  await db.getRepository(OrderEntity).update(deleted.id, { deleted_at: new Date(), deleted_by: admin.id });
  // Seller B: 2 orders.
  for (const status of ['processing', 'cancelled'] as OrderStatus[]) await insertOrderFixture(db, { seller_id: sellerB.id, site_id: siteB, status });
});

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
});

describe('User.totalOrder', () => {
  it("counts every non-deleted order a seller sells, for an Administrator reading anyone", async () => {
    expect(await totals(admin, sellerA.id, sellerB.id, noOrders.id, admin.id)).toEqual([7, 2, 0, 0]);
  });

  it('follows a soft delete: the deleted order leaves the count', async () => {
    const { order } = await insertOrderFixture(db, { seller_id: sellerB.id, site_id: randomUUID(), status: 'accepted' });
    expect(await totals(admin, sellerB.id)).toEqual([3]);
    await db.getRepository(OrderEntity).update(order.id, { deleted_at: new Date(), deleted_by: admin.id });
    expect(await totals(admin, sellerB.id)).toEqual([2]);
  });

  it('shows a user their own count and null for anyone else; staff without users.manage and the anonymous get null', async () => {
    expect(await totals(sellerA, sellerA.id, sellerB.id, noOrders.id)).toEqual([7, null, null]);
    expect(await totals(sellerB, sellerA.id, sellerB.id)).toEqual([null, 2]);
    expect(await totals(supplier, sellerA.id, supplier.id)).toEqual([null, 0]);
    expect(await totals(supporter, sellerA.id, sellerB.id)).toEqual([null, null]);
    expect(await totals(null, sellerA.id)).toEqual([null]);
  });

  it('answers null, not an error, for an id that is not a uuid', async () => {
    expect(await totals(admin, 'not-a-uuid', sellerA.id)).toEqual([null, 7]);
  });

  it("batches a page's users into one query through the request's loader", async () => {
    const service = new UserOrderCountsService(db);
    const query = vi.spyOn(db, 'query');
    try {
      const ctx = createOrdersContext({ user: admin, requestId: 'r', clientIp: '127.0.0.1' }, { userOrderCounts: service } as unknown as OrdersServices);
      const ids = [sellerA.id, sellerB.id, noOrders.id, sellerA.id, ...Array.from({ length: 20 }, () => randomUUID())];
      const counts = await Promise.all(ids.map((id) => ctx.loaders.userTotalOrder.load(id)));
      expect(counts.slice(0, 4)).toEqual([7, 2, 0, 7]);
      expect(counts.slice(4)).toEqual(Array(20).fill(0));
      expect(query).toHaveBeenCalledTimes(1);
      expect(String(query.mock.calls[0]![0])).toMatch(/GROUP BY seller_id/);
    } finally {
      query.mockRestore();
    }
  });

  it('does not query at all when the viewer may read none of the users', async () => {
    const query = vi.spyOn(db, 'query');
    try {
      expect(await new UserOrderCountsService(db).totalOrders(sellerA, [sellerB.id, noOrders.id])).toEqual([null, null]);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });
});
