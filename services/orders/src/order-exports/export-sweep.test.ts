import { randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOPICS, type OrderExportChangedEvent, type OrderStatus } from '@pod/contracts';
import { createLogger, openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { insertOrderFixture } from '../orders/order-fixture';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity } from '../orders/order.entity';
import { OrderExportEntity, type OrderExport } from './order-export.entity';
import { ORDER_EXPORT_MESSAGES, OrderExportsService } from './order-exports.service';

/**
 * The stale-export sweep (an orders process killed mid-export): a running export whose heartbeat
 * is older than the staleness is failed and its orders still `exported` go back to `accepted`,
 * with a history entry; a fresh one and an order moved on meanwhile are left alone.
 */

const STALE_MS = 120_000;
const author = testUser(['Supplier']);

let orders: ServiceUnderTest<RunningService>;
let db: DataSource;
let second: DataSource;

/** The sweep needs only the database; the job's collaborators are never called by it. */
function sweeper(database: DataSource): OrderExportsService {
  const unused = () => {
    throw new Error('not used by the sweep');
  };
  return new OrderExportsService({
    db: database,
    logger: createLogger('export-sweep-test', 'silent'),
    media: { uploadCsv: unused, links: unused },
    presignDownload: unused,
    findTemplate: unused,
    findFacts: unused,
    afterCommit: () => {},
  });
}

/** A running export as a killed process leaves it: its orders claimed (`exported`), its heartbeat `ageMs` old. */
async function runningExport(ageMs: number, statuses: OrderStatus[] = ['exported', 'exported']): Promise<{ record: OrderExport; orderIds: string[] }> {
  const site = randomUUID();
  const orderIds: string[] = [];
  for (const status of statuses) orderIds.push((await insertOrderFixture(db, { site_id: site, seller_id: randomUUID(), status })).order.id);
  const repo = db.getRepository(OrderExportEntity);
  const record = await repo.save(
    repo.create({ file_name: `orders-export-${randomUUID()}.csv`, order_ids: orderIds, author_id: author.id, template_id: randomUUID(), status: 'running', progress: 0, total: orderIds.length, file_id: null, error: null, finished_at: null }),
  );
  await db.query(`UPDATE "orders"."order_exports" SET "heartbeat_at" = now() - make_interval(secs => $2) WHERE "id" = $1`, [record.id, ageMs / 1000]);
  return { record, orderIds };
}

const statusesOf = async (ids: string[]) => {
  const rows = await db.getRepository(OrderEntity).findBy({ id: In(ids) });
  return ids.map((id) => rows.find((row) => row.id === id)!.status);
};
const exportHistory = (orderId: string) => db.getRepository(OrderHistoryEntity).find({ where: { order_id: orderId, type: 'export' }, order: { created_at: 'ASC' } });
const announced = async (exportId: string) =>
  ((await db.query(`SELECT "payload" FROM "orders"."outbox_events" WHERE "topic" = $1 AND "key" = $2 ORDER BY "seq"`, [TOPICS.orderExportChanged, exportId])) as Array<{ payload: OrderExportChangedEvent }>).map((row) => row.payload);

beforeAll(async () => {
  // The service's own sweep is off here; the tests run rounds themselves (the last test starts one with it on).
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { env: { EXPORT_SWEEP_MS: '0' } });
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  second = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
}, 120_000);

afterAll(async () => {
  await second?.destroy();
  await db?.destroy();
  await orders?.stop();
});

describe('stale export sweep', () => {
  it('fails a stale running export and returns its orders to accepted with a history entry', async () => {
    const { record, orderIds } = await runningExport(STALE_MS + 60_000);
    expect(await sweeper(db).sweepStale(STALE_MS)).toBeGreaterThanOrEqual(1);

    const after = await db.getRepository(OrderExportEntity).findOneByOrFail({ id: record.id });
    expect(after).toMatchObject({ status: 'failed', error: ORDER_EXPORT_MESSAGES.interrupted, file_id: null });
    expect(after.finished_at).toBeInstanceOf(Date);
    expect(await statusesOf(orderIds)).toEqual(['accepted', 'accepted']);
    for (const id of orderIds) {
      const history = await exportHistory(id);
      expect(history.map((h) => [h.user_id, h.message])).toEqual([[null, `Export ${record.file_name} stopped without finishing (no progress for 2 min); back to accepted`]]);
    }
    // The author's open modal hears the outcome.
    expect(await announced(record.id)).toEqual([{ exportId: record.id, authorId: author.id, status: 'failed', progress: 0, total: 2, fileId: null, error: ORDER_EXPORT_MESSAGES.interrupted }]);
    // A second round finds nothing more to do for it.
    await sweeper(db).sweepStale(STALE_MS);
    expect(await exportHistory(orderIds[0]!)).toHaveLength(1);
  });

  it('leaves an export whose heartbeat is fresh alone', async () => {
    const { record, orderIds } = await runningExport(10_000);
    await sweeper(db).sweepStale(STALE_MS);
    expect((await db.getRepository(OrderExportEntity).findOneByOrFail({ id: record.id })).status).toBe('running');
    expect(await statusesOf(orderIds)).toEqual(['exported', 'exported']);
    expect(await exportHistory(orderIds[0]!)).toEqual([]);
    expect(await announced(record.id)).toEqual([]);
  });

  it('does not touch an order that moved on meanwhile (cancelled, or on to ready)', async () => {
    const { record, orderIds } = await runningExport(STALE_MS * 2, ['exported', 'cancelled', 'ready']);
    await sweeper(db).sweepStale(STALE_MS);
    expect((await db.getRepository(OrderExportEntity).findOneByOrFail({ id: record.id })).status).toBe('failed');
    expect(await statusesOf(orderIds)).toEqual(['accepted', 'cancelled', 'ready']);
    expect(await exportHistory(orderIds[0]!)).toHaveLength(1);
    expect(await exportHistory(orderIds[1]!)).toEqual([]);
    expect(await exportHistory(orderIds[2]!)).toEqual([]);
  });

  it('two processes sweeping at once handle each export once', async () => {
    const exports = await Promise.all([runningExport(STALE_MS + 5_000), runningExport(STALE_MS + 5_000), runningExport(STALE_MS + 5_000)]);
    const [a, b] = await Promise.all([sweeper(db).sweepStale(STALE_MS), sweeper(second).sweepStale(STALE_MS)]);
    expect(a + b).toBe(3);
    for (const { record, orderIds } of exports) {
      expect(await statusesOf(orderIds)).toEqual(['accepted', 'accepted']);
      for (const id of orderIds) expect(await exportHistory(id)).toHaveLength(1);
      expect((await announced(record.id)).map((event) => event.status)).toEqual(['failed']);
    }
  });

  it('runs at start-up of an orders process (EXPORT_SWEEP_MS on) and on its timer', async () => {
    const { record, orderIds } = await runningExport(STALE_MS + 60_000);
    const other = await startServiceForTest(SERVICE_NAME, startOrdersService, { db: orders.db, env: { EXPORT_SWEEP_MS: '200', EXPORT_STALE_MS: String(STALE_MS) } });
    try {
      await vi.waitFor(async () => expect(await statusesOf(orderIds)).toEqual(['accepted', 'accepted']), { timeout: 20_000, interval: 100 });
      expect((await db.getRepository(OrderExportEntity).findOneByOrFail({ id: record.id })).status).toBe('failed');
      // Made stale after start-up: the timer's rounds find it.
      const later = await runningExport(STALE_MS + 60_000);
      await vi.waitFor(async () => expect(await statusesOf(later.orderIds)).toEqual(['accepted', 'accepted']), { timeout: 20_000, interval: 100 });
    } finally {
      await other.stop();
    }
  });
});
