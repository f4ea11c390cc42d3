import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@pod/contracts';
import { openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';

const admin = testUser(['Administrator']);
const sellers = [randomUUID(), randomUUID()];
const sites = [randomUUID(), randomUUID(), randomUUID()];
const ORDERS = 60;
const WRITERS = 6;
const CHANGES_PER_WRITER = 40;

let orders: ServiceUnderTest<RunningService>;
let db: DataSource;
const ids: string[] = [];

const TABS = `query($filter: OrderFilter) { orders(filter: $filter) { count aggs { key doc_count } } }`;

beforeAll(async () => {
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService);
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS, poolSize: WRITERS + 4 });
  for (let i = 0; i < ORDERS; i++) {
    ids.push((await insertOrderFixture(db, { site_id: sites[i % sites.length], seller_id: sellers[i % 3 === 2 ? 1 : 0], status: 'processing' })).order.id);
  }
});

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
});

/** The real row counts per status of one scope, in the same snapshot as the counters read beside them. */
type Scope = { seller?: string; site?: string };

async function snapshot(scope: Scope) {
  return db.transaction('REPEATABLE READ', async (manager) => {
    const where = `WHERE ($1::uuid IS NULL OR seller_id = $1) AND ($2::uuid IS NULL OR site_id = $2)`;
    const params = [scope.seller ?? null, scope.site ?? null];
    const rows = (await manager.query(`SELECT status, count(*)::int AS n FROM "orders"."orders" ${where} GROUP BY status`, params)) as Array<{ status: string; n: number }>;
    const counters = (await manager.query(`SELECT status, sum(count)::int AS n FROM "orders"."order_status_counts" ${where} GROUP BY status`, params)) as Array<{ status: string; n: number }>;
    const asMap = (list: Array<{ status: string; n: number }>) => Object.fromEntries(list.filter((row) => row.n !== 0).map((row) => [row.status, row.n]));
    return { rows: asMap(rows), counters: asMap(counters) };
  });
}

describe('tab counts under concurrent status changes', () => {
  it('every read sums to the real rows, and the counters equal the rows in every snapshot', async () => {
    let writing = true;
    // Writers move random orders to random statuses (pause included) and create and delete orders, each change its own transaction.
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; n < CHANGES_PER_WRITER; n++) {
        const id = ids[(writer * 7 + n * 13) % ids.length];
        const status = ORDER_STATUSES[(writer + n) % ORDER_STATUSES.length] as OrderStatus;
        await db.query(`UPDATE "orders"."orders" SET status = $2, paused_from = $3 WHERE id = $1`, [id, status, status === 'pending' ? 'accepted' : null]);
        if (n % 10 === 0) {
          const extra = await insertOrderFixture(db, { site_id: sites[writer % sites.length], seller_id: sellers[writer % 2], status: 'accepted' });
          if (n % 20 === 0) await db.query(`DELETE FROM "orders"."orders" WHERE id = $1`, [extra.order.id]);
        }
      }
    });
    const done = Promise.all(writers).finally(() => {
      writing = false;
    });
    let reads = 0;
    // Readers: through the service (sum of tabs = total rows at some moment, never torn) and in one snapshot (counters = rows).
    while (writing || reads < 5) {
      const scope: Scope = [{}, { seller: sellers[0] }, { site: sites[1] }][reads % 3];
      const [answer, same] = await Promise.all([
        orders.call(TABS, { filter: { seller_id: scope.seller, site_id: scope.site } }, admin),
        snapshot(scope),
      ]);
      expect(answer.errors).toBeUndefined();
      const tabs = answer.data!.orders.aggs as Array<{ key: string; doc_count: number }>;
      expect(tabs.every((tab) => tab.doc_count >= 0)).toBe(true);
      expect(answer.data!.orders.count).toBe(tabs.reduce((sum, tab) => sum + tab.doc_count, 0));
      expect(same.counters).toEqual(same.rows);
      reads += 1;
    }
    await done;
    // At rest, the service's tabs are the row counts of each status, for every scope.
    for (const scope of [{}, { seller: sellers[0] }, { seller: sellers[1] }, ...sites.map((site) => ({ site }))] as Scope[]) {
      const answer = await orders.call(TABS, { filter: { seller_id: scope.seller, site_id: scope.site } }, admin);
      const tabs = Object.fromEntries((answer.data!.orders.aggs as Array<{ key: string; doc_count: number }>).filter((tab) => tab.doc_count).map((tab) => [tab.key, tab.doc_count]));
      expect(tabs).toEqual((await snapshot(scope)).rows);
    }
    expect(reads).toBeGreaterThanOrEqual(5);
  });
});
