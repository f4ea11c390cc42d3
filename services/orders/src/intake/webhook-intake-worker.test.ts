import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, openDatabase } from '@pod/service-kit';
import { createTestDatabase, type TestDatabase } from '@pod/service-kit/testing';
import type { StoreOrder } from '@pod/store-client/orders';
import { signWebhookBody } from '@pod/store-fakes';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import type { IntakeDirectory, IntakeSite } from './internal-services';
import type { IntakeResult, StoreOrderIntake } from './store-order-intake';
import { WebhookDeliveryEntity, type WebhookDelivery } from './webhook-delivery.entity';
import { WebhookIntakeWorker } from './webhook-intake-worker';
import { SITE_DISABLED, WebhookReceiver } from './webhook-receiver';

/**
 * Issue 21 item 7f: the webhook answers once the delivery is verified and recorded; the order is
 * taken in by the worker. Real database (ledger = queue), a site directory and an intake whose
 * pace the test decides, so "answered before intake finished" is shown, not timed.
 */

const SECRET = 'whsec_test';
const logger = createLogger('webhook-intake-worker.test', 'silent');
let database: TestDatabase;
let db: DataSource;
const site: IntakeSite = { id: randomUUID(), user_id: randomUUID(), platform: 'woocommerce', domain: 'https://shop.test', verified: true, status: true, credentials: null, webhook_secret: SECRET };

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ url: database.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await database?.dispose();
});

/** A hand-driven intake: each call waits for the test's `release`, or fails with `failWith`. */
function pacedIntake() {
  // releasedBefore: how many intakes had finished when this one started (tells serial from parallel)
  const calls: Array<{ order: StoreOrder; releasedBefore: number; release: () => void; fail: (err: Error) => void }> = [];
  let released = 0;
  const intake = {
    take: (_site: IntakeSite, order: StoreOrder) =>
      new Promise<IntakeResult>((resolve, reject) => {
        calls.push({
          order,
          releasedBefore: released,
          release: () => {
            released += 1;
            resolve({ outcome: 'created', orders: order.lines.map(() => ({}) as IntakeResult['orders'][number]) });
          },
          fail: reject,
        });
      }),
  } as unknown as StoreOrderIntake;
  return { intake, calls };
}

function directoryOf(current: () => IntakeSite | null): IntakeDirectory {
  return { site: async () => current(), matchLines: async () => [], currentArtworkVersions: async () => new Map() };
}

let stopWorker: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stopWorker?.();
  stopWorker = null;
});

function start(options: { siteNow?: () => IntakeSite | null; retryDelaysMs?: number[]; wakeOnQueue?: boolean } = {}) {
  const { intake, calls } = pacedIntake();
  const directory = directoryOf(options.siteNow ?? (() => site));
  const worker = new WebhookIntakeWorker({ db, directory, intake, logger }, { pollMs: 0, retryDelaysMs: options.retryDelaysMs ?? [] });
  stopWorker = () => worker.stop();
  const receiver = new WebhookReceiver({ db, directory: directoryOf(() => site), logger, onQueued: () => (options.wakeOnQueue === false ? undefined : worker.wake()) });
  return { receiver, worker, calls };
}

function wooOrder(id: number, modified: string, lines = 2) {
  return JSON.stringify({
    id, number: String(id), status: 'processing', currency: 'USD', date_created_gmt: '2026-06-01T10:00:00', date_modified_gmt: modified,
    billing: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
    line_items: Array.from({ length: lines }, (_, i) => ({ id: i + 1, product_id: 7, quantity: 1, price: 5, name: 'Mug' })),
  });
}

const delivery = (body: string, deliveryId: string = randomUUID()) => ({
  platform: 'woocommerce',
  siteId: site.id,
  rawBody: Buffer.from(body),
  headers: { 'x-wc-webhook-signature': signWebhookBody(body, SECRET), 'x-wc-webhook-topic': 'order.updated', 'x-wc-webhook-delivery-id': deliveryId },
});

const ledgerOf = (storeOrderId: number) => db.getRepository(WebhookDeliveryEntity).find({ where: { site_id: site.id, store_order_id: String(storeOrderId) }, order: { received_at: 'ASC' } });
const settled = (storeOrderId: number, count = 1) =>
  vi.waitFor(async () => {
    const rows = await ledgerOf(storeOrderId);
    if (rows.length < count || rows.some((row) => row.outcome === 'queued')) throw new Error('still queued');
    return rows;
  }, { timeout: 10_000, interval: 20 });
const intakeCalled = (calls: unknown[], count: number) => vi.waitFor(() => expect(calls).toHaveLength(count), { timeout: 10_000, interval: 10 });

describe('webhook intake off the request path', () => {
  it('answers 202 once the delivery is recorded, while the order is still being taken in; the worker settles the ledger row', async () => {
    const { receiver, calls } = start();
    const answer = await receiver.receive(delivery(wooOrder(101, '2026-06-01T10:00:00')));
    expect(answer).toEqual({ status: 202, body: { outcome: 'queued', orders: 2 } });
    await intakeCalled(calls, 1);
    // the intake has not finished, and the store already has its answer
    const [queued] = await ledgerOf(101);
    expect(queued).toMatchObject({ outcome: 'queued', attempts: 1 });
    expect((queued!.order_payload as StoreOrder).lines).toHaveLength(2);
    expect(calls[0]!.order.origin_id).toBe('101');

    calls[0]!.release();
    const [done] = await settled(101);
    expect(done).toMatchObject({ outcome: 'created', detail: '2 line(s)', order_payload: null, claimed_at: null });
    expect(done!.store_updated_at).toEqual(new Date('2026-06-01T10:00:00Z'));
  });

  it('a second delivery of the same event is a duplicate, answered 200 without a second row or intake', async () => {
    const { receiver, calls } = start();
    const first = delivery(wooOrder(102, '2026-06-01T10:00:00'), 'delivery-102');
    expect((await receiver.receive(first)).status).toBe(202);
    expect(await receiver.receive(first)).toEqual({ status: 200, body: { outcome: 'duplicate' } });
    await intakeCalled(calls, 1);
    calls[0]!.release();
    expect((await settled(102)).map((row) => row.outcome)).toEqual(['created']);
    expect(calls).toHaveLength(1);
  });

  it('retries a failed intake after its delay, then gives up as error; the store\'s redelivery queues it again', async () => {
    const { receiver, calls } = start({ retryDelaysMs: [0] });
    const body = wooOrder(103, '2026-06-01T10:00:00');
    expect((await receiver.receive(delivery(body, 'delivery-103'))).status).toBe(202);
    await intakeCalled(calls, 1);
    calls[0]!.fail(new Error('catalog answered 503'));
    await intakeCalled(calls, 2);
    const [retrying] = await ledgerOf(103);
    expect(retrying).toMatchObject({ outcome: 'queued', attempts: 2, detail: 'Try 1 failed: catalog answered 503' });
    calls[1]!.fail(new Error('catalog answered 503'));
    const [gaveUp] = await settled(103);
    expect(gaveUp).toMatchObject({ outcome: 'error', attempts: 2, detail: 'catalog answered 503', order_payload: null });

    // the store delivers the same event again: queued afresh and taken in
    expect((await receiver.receive(delivery(body, 'delivery-103'))).status).toBe(202);
    await intakeCalled(calls, 3);
    calls[2]!.release();
    expect(await settled(103)).toEqual([expect.objectContaining({ outcome: 'created', attempts: 1 })]);
  });

  it('takes one store order\'s deliveries in the order they came, one at a time (two worker loops free)', async () => {
    const { receiver, worker, calls } = start({ wakeOnQueue: false });
    expect((await receiver.receive(delivery(wooOrder(104, '2026-06-01T10:00:00')))).status).toBe(202);
    expect((await receiver.receive(delivery(wooOrder(104, '2026-06-01T11:00:00')))).status).toBe(202);
    worker.wake();
    await intakeCalled(calls, 1);
    expect(calls[0]!.order.updated_at).toBe('2026-06-01T10:00:00.000Z');
    calls[0]!.release();
    await intakeCalled(calls, 2);
    // the newer delivery started only after the older one had finished
    expect(calls[1]!).toMatchObject({ releasedBefore: 1, order: expect.objectContaining({ updated_at: '2026-06-01T11:00:00.000Z' }) });
    calls[1]!.release();
    expect((await settled(104, 2)).map((row) => row.outcome)).toEqual(['created', 'created']);
  });

  it('refuses a delivery whose site was disabled after it was queued, and takes again a claim left by a dead worker', async () => {
    let now: IntakeSite | null = { ...site, status: false };
    const { receiver, worker, calls } = start({ siteNow: () => now });
    expect((await receiver.receive(delivery(wooOrder(105, '2026-06-01T10:00:00')))).status).toBe(202);
    expect(await settled(105)).toEqual([expect.objectContaining({ outcome: 'refused', detail: SITE_DISABLED })]);
    expect(calls).toHaveLength(0);

    // a row claimed ten minutes ago by a process that died
    now = site;
    const orphan: Partial<WebhookDelivery> = { site_id: site.id, platform: 'woocommerce', topic: 'order.created', store_event_id: 'orphan-106', store_order_id: '106', outcome: 'queued', attempts: 1, next_attempt_at: new Date(Date.now() - 600_000), claimed_at: new Date(Date.now() - 600_000) };
    const payload = JSON.parse(wooOrder(106, '2026-06-01T10:00:00')) as unknown;
    const { normalizeStoreOrder } = await import('@pod/store-client/orders');
    await db.getRepository(WebhookDeliveryEntity).insert({ ...orphan, order_payload: normalizeStoreOrder('woocommerce', payload) });
    worker.wake();
    await intakeCalled(calls, 1);
    calls[0]!.release();
    expect(await settled(106)).toEqual([expect.objectContaining({ outcome: 'created', attempts: 2 })]);
  });
});
