import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_USERS, DESIGN_MESSAGES, ORDER_MESSAGES, TOPICS, UPLOAD_MESSAGES,
  type DesignFailedEvent, type DesignGeneratedEvent, type DesignRequestedEvent, type DesignStartedEvent, type DesignUpdatedEvent, type EventEnvelope, type OrderStatus,
} from '@pod/contracts';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { pixelLayer, writeFixturePsd } from '@pod/render/testing';
import { InProcessEventBus, openDatabase, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { ORDERS_ENTITIES } from '../database/entities';
import { ORDERS_MIGRATIONS } from '../database/migrations';
import { startOrdersService } from '../index';
import { insertOrderFixture, type DesignFixture } from '../orders/order-fixture';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity } from '../orders/order.entity';
import { OrderDesignEntity, type OrderDesign } from './order-design.entity';
import { preflight } from './preflight';
import { NO_ARTWORK_LOG, requestDesignRenders } from './request-designs';
import { SiteDesignSettingEntity } from './site-design-setting.entity';

const as = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) => testUser({ ...user, is_supper_admin: false });
const admin = as(DEMO_USERS.admin);
const seller = as(DEMO_USERS.seller);
const supporter = as(DEMO_USERS.supporter);
const otherSeller = testUser({ email: 'other@shop.test', roles: ['Seller'] });

let bus: InProcessEventBus;
let media: MediaTestEnv;
let orders: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
let db: DataSource;
const seen: Array<{ topic: string; envelope: EventEnvelope }> = [];
const waiters: Array<() => void> = [];

/** Resolves with the first event on `topic` (already seen or still to come) that `match` accepts. */
function eventOn<T>(topic: string, match: (data: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const check = () => {
      const found = seen.find((event) => event.topic === topic && match(event.envelope.data as T));
      if (found) resolve(found.envelope.data as T);
      return !!found;
    };
    if (!check()) waiters.push(() => void check());
  });
}

beforeAll(async () => {
  bus = new InProcessEventBus();
  media = await startMediaTestEnv();
  // The sweep runs often here; only designs waiting longer than 10 min (the stuck test's) are its business.
  orders = await startServiceForTest(SERVICE_NAME, startOrdersService, { bus, env: { MEDIA_URL: media.service.url, DESIGN_SWEEP_MS: '250', DESIGN_STUCK_MS: '600000' } });
  call = orders.call;
  db = await openDatabase({ url: orders.db.url, schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS });
  await bus.subscribe({
    groupId: 'designs-test-probe',
    topics: [TOPICS.designRequested, TOPICS.designUpdated],
    handler: async ({ topic, envelope }) => {
      seen.push({ topic, envelope });
      for (const wake of [...waiters]) wake();
    },
  });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await orders?.stop();
  await media?.stop();
  await bus?.close();
});

/** 15 × 18 in at 200 dpi: small enough to upload quickly, the spec's example size. */
const PRINT_AREA = { width: 3000, height: 3600, dpi: 200 };

function designFixture(name: string, extra: Partial<DesignFixture> = {}): DesignFixture {
  return { base_print_area_id: randomUUID(), base_print_area_name: name, artwork_id: randomUUID(), artwork_version: 3, ...PRINT_AREA, ...extra };
}

/** A completed render of `design`, as media's result would leave it. */
const completed = (extra: Partial<DesignFixture> = {}): Partial<DesignFixture> => ({
  status: 'Completed', file_id: randomUUID(), file_key: `designs/${randomUUID()}.png`, file_width: 3000, file_height: 3600, ...extra,
});

async function newOrder(status: OrderStatus, designRows: DesignFixture[], extra: { site_id?: string; seller_id?: string; paused_from?: OrderStatus } = {}) {
  return insertOrderFixture(db, {
    site_id: extra.site_id ?? randomUUID(),
    seller_id: extra.seller_id ?? seller.id,
    status,
    paused_from: extra.paused_from ?? null,
    personalized_data: [{ printArea: 'Front', personalized: [{ name: 'Name', value: 'Ada' }] }],
  }, designRows);
}

const orderOf = (id: string) => db.getRepository(OrderEntity).findOneByOrFail({ id });
const designOf = (id: string) => db.getRepository(OrderDesignEntity).findOneByOrFail({ id });
const historyOf = (id: string) => db.getRepository(OrderHistoryEntity).find({ where: { order_id: id }, order: { created_at: 'ASC' } });

/** Starts renders the way intake does: one transaction, requestDesignRenders. */
async function request(orderId: string, rows: OrderDesign[]) {
  const order = await orderOf(orderId);
  return db.transaction((manager) => requestDesignRenders(manager, null, order, rows));
}

function generatedFor(design: OrderDesign, extra: Partial<DesignGeneratedEvent> = {}): DesignGeneratedEvent {
  return {
    requestId: design.request_id!, orderId: design.order_id, designId: design.id, fileId: randomUUID(),
    fileKey: `designs/${design.request_id}.png`, width: design.width, height: design.height, dpi: design.dpi, renderMs: 420, ...extra,
  };
}

const envelope = <T>(type: string, key: string, data: T): EventEnvelope<T> => ({ id: randomUUID(), type, occurredAt: new Date().toISOString(), key, version: 1, data });

/** media's result as it arrives: on the bus, keyed by the design (or by `key`, to share its lane). */
async function deliver(topic: string, data: DesignStartedEvent | DesignGeneratedEvent | DesignFailedEvent, key = data.designId): Promise<EventEnvelope> {
  const event = envelope(topic, key, data);
  await bus.publish(topic, [event]);
  return event;
}

const updateOf = (designId: string, status: string) =>
  eventOn<DesignUpdatedEvent>(TOPICS.designUpdated, (data) => data.designId === designId && data.status === status);

/**
 * Resolves once orders has handled every result published before in `key`'s lane: a result
 * for a fresh order's design, published with the same key (one partition, handled in order),
 * announces itself with its own update.
 */
async function laneDrained(key: string): Promise<void> {
  const { order, designs: rows } = await newOrder('processing', [designFixture('Marker')]);
  const [marker] = (await request(order.id, rows)).designs;
  await deliver(TOPICS.designGenerated, generatedFor(marker!), key);
  await updateOf(marker!.id, 'Completed');
}

const ACCEPT = `mutation($id: ID!, $accept: Boolean!) { acceptDesign(orderId: $id, accept: $accept) { message order { id status } designs { id status } } }`;
const REGENERATE = `mutation($id: ID!, $design: ID) { reGeneratePrintFile(orderId: $id, designID: $design) { message order { id status } designs { id status } } }`;
const UPLOAD = `mutation($id: ID!, $input: [UploadDesignInput!]!) { uploadDesigns(orderId: $id, input: $input) { message order { id status } designs { id status is_custom file_id preflight { ok effective_dpi message } } } }`;

describe('preflight', () => {
  it('is the smaller of the two effective DPIs against the print size in inches, flagged below 80 % of the print area dpi', () => {
    expect(preflight({ width: 3000, height: 3600 }, PRINT_AREA)).toEqual({ ok: true, effectiveDpi: 200, message: null });
    expect(preflight({ width: 2250, height: 2700 }, PRINT_AREA)).toEqual({ ok: false, effectiveDpi: 150, message: 'Low resolution: 150 dpi at 15 × 18 in' });
    // Width allows 200 dpi, height only 100: the smaller one decides.
    expect(preflight({ width: 3000, height: 1800 }, PRINT_AREA).effectiveDpi).toBe(100);
    // The threshold: 160 dpi is 80 % of 200 (passes), 159.9 does not.
    expect(preflight({ width: 2400, height: 2880 }, PRINT_AREA).ok).toBe(true);
    expect(preflight({ width: 2398, height: 2880 }, PRINT_AREA)).toMatchObject({ ok: false, effectiveDpi: 159.9 });
    expect(preflight({ width: 1000, height: 1000 }, { width: 3450, height: 3000, dpi: 300 }).message).toBe('Low resolution: 87 dpi at 11.5 × 10 in');
  });
});

describe('requestDesignRenders', () => {
  it('sets each design Pending with a new request id and asks media for the pinned version with the print area personalisation', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front', { artwork_version: 7 }), designFixture('Back')]);
    const result = await request(order.id, rows);
    expect(result.designs.map((design) => design.status)).toEqual(['Pending', 'Pending']);
    const front = await designOf(rows[0]!.id);
    expect(front.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(front.requested_at).toBeInstanceOf(Date);
    const asked = await eventOn<DesignRequestedEvent>(TOPICS.designRequested, (data) => data.designId === front.id);
    expect(asked).toEqual({
      requestId: front.request_id, orderId: order.id, designId: front.id, siteId: order.site_id, sellerId: seller.id,
      artworkId: front.artwork_id, artworkVersion: 7, personalization: [{ name: 'Name', value: 'Ada' }],
      output: { width: 3000, height: 3600, dpi: 200 }, printAreaName: 'Front',
    });
    const back = await eventOn<DesignRequestedEvent>(TOPICS.designRequested, (data) => data.designId === rows[1]!.id);
    expect(back.personalization).toEqual([]);
    expect((await historyOf(order.id)).at(-1)?.message).toBe('Print files requested: Front, Back');
  });

  it('puts a design with no pinned artwork in Error, and the order in error when nothing else is waiting', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front', { artwork_id: null, artwork_version: null })]);
    await request(order.id, rows);
    expect(await designOf(rows[0]!.id)).toMatchObject({ status: 'Error', log: NO_ARTWORK_LOG, request_id: null });
    expect((await orderOf(order.id)).status).toBe('error');
  });
});

describe('render results', () => {
  it('completes the design from media.design.generated over the bus, with preflight, and moves the order to pending_review', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front')]);
    const [design] = (await request(order.id, rows)).designs;
    const event = generatedFor(design!);
    await deliver(TOPICS.designGenerated, event);
    const update = await updateOf(design!.id, 'Completed');
    expect(update).toMatchObject({ orderId: order.id, siteId: order.site_id, sellerId: seller.id, fileId: event.fileId, orderStatus: 'pending_review', preflight: { ok: true, effectiveDpi: 200 } });
    expect(await designOf(design!.id)).toMatchObject({ status: 'Completed', file_id: event.fileId, file_key: event.fileKey, file_width: 3000, file_height: 3600, file_dpi: 200, render_ms: 420 });
    expect((await orderOf(order.id)).status).toBe('pending_review');
  });

  it('shows Processing once media starts the current request: one update, no history, ignored when stale or late', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front'), designFixture('Back')]);
    const [front, back] = (await request(order.id, rows)).designs;
    const historyBefore = (await historyOf(order.id)).length;
    const started: DesignStartedEvent = { requestId: front!.request_id!, orderId: order.id, designId: front!.id };
    const first = await deliver(TOPICS.designStarted, started);
    expect(await updateOf(front!.id, 'Processing')).toMatchObject({ orderId: order.id, sellerId: seller.id, orderStatus: 'processing', fileId: null });
    expect((await designOf(front!.id)).status).toBe('Processing');
    await bus.publish(TOPICS.designStarted, [first]); // redelivered
    await deliver(TOPICS.designStarted, started); // the request taken again (media restarted)
    // An older request of Back: not the current one.
    await deliver(TOPICS.designStarted, { requestId: randomUUID(), orderId: order.id, designId: back!.id }, front!.id);
    // The result, then a start that arrives after it (another topic, so no order between them).
    await deliver(TOPICS.designGenerated, generatedFor(front!));
    await updateOf(front!.id, 'Completed');
    await deliver(TOPICS.designStarted, started);
    await laneDrained(front!.id);
    const updates = seen.filter((event) => event.topic === TOPICS.designUpdated && (event.envelope.data as DesignUpdatedEvent).orderId === order.id);
    // After the two Pending updates of the request: one Processing, then the result.
    expect(updates.map((event) => (event.envelope.data as DesignUpdatedEvent).status)).toEqual(['Pending', 'Pending', 'Processing', 'Completed']);
    // Each announced state carries the revision the database gave it: rising, the last one the row's.
    const frontRevisions = updates.map((event) => event.envelope.data as DesignUpdatedEvent).filter((data) => data.designId === front!.id).map((data) => data.revision);
    expect(frontRevisions).toHaveLength(3);
    expect(frontRevisions[1]).toBeGreaterThan(frontRevisions[0]!);
    expect(frontRevisions[2]).toBeGreaterThan(frontRevisions[1]!);
    expect((await designOf(front!.id)).revision).toBe(frontRevisions[2]);
    expect((await designOf(front!.id)).status).toBe('Completed');
    expect((await designOf(back!.id)).status).toBe('Pending');
    // Only the result wrote history; the start wrote none.
    expect((await historyOf(order.id)).slice(historyBefore).map((entry) => entry.message)).toEqual([expect.stringMatching(/^Print file generated for Front/)]);
    expect((await orderOf(order.id)).status).toBe('processing');
  });

  it('applies the same result once (redelivered or sent again), and ignores a result for an older request', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front'), designFixture('Back')]);
    const [front, back] = (await request(order.id, rows)).designs;
    const first = await deliver(TOPICS.designGenerated, generatedFor(front!));
    await updateOf(front!.id, 'Completed');
    await bus.publish(TOPICS.designGenerated, [first]); // the same envelope again (at-least-once)
    await deliver(TOPICS.designGenerated, generatedFor(front!, { fileId: randomUUID() })); // a second render of that request
    // Back is requested again (as the stuck sweep does): the first request's result is stale.
    const stale = generatedFor(back!);
    const [current, backNow] = [await orderOf(order.id), await designOf(back!.id)];
    await db.transaction((manager) => requestDesignRenders(manager, null, current, [backNow]));
    await deliver(TOPICS.designGenerated, stale, front!.id);
    await laneDrained(front!.id);
    expect((await designOf(front!.id)).file_id).toBe(first.data && (first.data as DesignGeneratedEvent).fileId);
    expect((await historyOf(order.id)).filter((entry) => entry.message.startsWith('Print file generated for'))).toHaveLength(1);
    expect(seen.filter((event) => event.topic === TOPICS.designUpdated && (event.envelope.data as DesignUpdatedEvent).designId === front!.id && (event.envelope.data as DesignUpdatedEvent).status === 'Completed')).toHaveLength(1);
    expect((await designOf(back!.id)).status).toBe('Pending');
    expect((await orderOf(order.id)).status).toBe('processing');
    await deliver(TOPICS.designGenerated, generatedFor(await designOf(back!.id)));
    expect((await updateOf(back!.id, 'Completed')).orderStatus).toBe('pending_review');
  });

  it('flags a rendered file smaller than the print size', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front')]);
    const [design] = (await request(order.id, rows)).designs;
    await deliver(TOPICS.designGenerated, generatedFor(design!, { width: 2250, height: 2700 }));
    expect((await updateOf(design!.id, 'Completed')).preflight).toEqual({ ok: false, effectiveDpi: 150, message: 'Low resolution: 150 dpi at 15 × 18 in' });
    expect((await designOf(design!.id)).preflight).toEqual({ ok: false, effectiveDpi: 150, message: 'Low resolution: 150 dpi at 15 × 18 in' });
  });

  it('sets Error with the log from media.design.failed and the order to error once nothing is waiting', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front'), designFixture('Back')]);
    const [front, back] = (await request(order.id, rows)).designs;
    const log = 'Layer "Name": font "Lobster" is not available';
    await deliver(TOPICS.designFailed, { requestId: front!.request_id!, orderId: order.id, designId: front!.id, log });
    expect(await updateOf(front!.id, 'Error')).toMatchObject({ log, orderStatus: 'processing' });
    await deliver(TOPICS.designGenerated, generatedFor(back!));
    expect((await updateOf(back!.id, 'Completed')).orderStatus).toBe('error');
    expect(await designOf(front!.id)).toMatchObject({ status: 'Error', log });
    expect((await orderOf(order.id)).status).toBe('error');
  });

  it('accepts at once when the site accepts designs automatically (users-sites.site.updated autoAcceptDesign)', async () => {
    const siteId = randomUUID();
    await bus.publish(TOPICS.siteUpdated, [envelope('SiteUpdated', siteId, { siteId, userId: seller.id, action: 'updated', title: 'Shop', verified: true, autoAcceptDesign: true })]);
    await expect.poll(async () => (await db.getRepository(SiteDesignSettingEntity).findOneBy({ site_id: siteId }))?.auto_accept_design).toBe(true);
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front')], { site_id: siteId });
    const [design] = (await request(order.id, rows)).designs;
    await deliver(TOPICS.designGenerated, generatedFor(design!));
    expect((await updateOf(design!.id, 'Completed')).orderStatus).toBe('accepted');
    expect((await historyOf(order.id)).at(-1)?.message).toBe('Order moved from processing to accepted (the site accepts designs automatically)');
  });

  it('keeps a paused order paused and lets it resume to the settled status', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front')]);
    const [design] = (await request(order.id, rows)).designs;
    await db.getRepository(OrderEntity).update({ id: order.id }, { status: 'pending', paused_from: 'processing' });
    await deliver(TOPICS.designGenerated, generatedFor(design!));
    expect(await updateOf(design!.id, 'Completed')).toMatchObject({ orderStatus: 'pending', orderPausedFrom: 'pending_review' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'pending', paused_from: 'pending_review' });
  });
});

describe('acceptDesign', () => {
  it('accepts from pending_review and rejected, rejects from accepted and pending_review, with the spec messages', async () => {
    const { order } = await newOrder('pending_review', [designFixture('Front', completed())]);
    let res = await call(ACCEPT, { id: order.id, accept: false }, seller);
    expect(res.data.acceptDesign).toMatchObject({ message: 'Reject design order success', order: { status: 'rejected' } });
    res = await call(ACCEPT, { id: order.id, accept: true }, seller);
    expect(res.data.acceptDesign).toMatchObject({ message: 'Accept design order success', order: { status: 'accepted' } });
    res = await call(ACCEPT, { id: order.id, accept: false }, admin);
    expect(res.data.acceptDesign.order.status).toBe('rejected');
    const { order: review } = await newOrder('pending_review', [designFixture('Front', completed())]);
    res = await call(ACCEPT, { id: review.id, accept: true }, admin);
    expect(res.data.acceptDesign.order.status).toBe('accepted');
    expect((await historyOf(review.id)).at(-1)).toMatchObject({ type: 'status', message: 'Designs accepted', user_id: admin.id });
  });

  it('refuses outside those statuses and while a design has no completed file', async () => {
    const { order: accepted } = await newOrder('accepted', [designFixture('Front', completed())]);
    expect((await call(ACCEPT, { id: accepted.id, accept: true }, seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.cannotAccept('accepted'));
    const { order: rejected } = await newOrder('rejected', [designFixture('Front', completed())]);
    expect((await call(ACCEPT, { id: rejected.id, accept: false }, seller)).errors?.[0]?.message).toBe('Designs cannot be rejected while the order is rejected');
    const { order: processing } = await newOrder('processing', [designFixture('Front')]);
    expect((await call(ACCEPT, { id: processing.id, accept: true }, seller)).errors?.[0]?.message).toBe('Designs cannot be accepted while the order is processing');
    const { order: notReady } = await newOrder('pending_review', [designFixture('Front', completed()), designFixture('Back', { status: 'Error', log: 'boom' })]);
    for (const accept of [true, false]) {
      const res = await call(ACCEPT, { id: notReady.id, accept }, seller);
      expect(res.errors?.[0]?.message).toBe('Every design must have a file and be Completed first');
    }
    expect((await orderOf(notReady.id)).status).toBe('pending_review');
  });

  it("answers another seller's order as not found and needs orders.manage", async () => {
    const { order } = await newOrder('pending_review', [designFixture('Front', completed())]);
    expect((await call(ACCEPT, { id: order.id, accept: true }, otherSeller)).errors?.[0]?.message).toBe(ORDER_MESSAGES.notFound);
    expect((await call(ACCEPT, { id: order.id, accept: true }, supporter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await orderOf(order.id)).status).toBe('pending_review');
  });
});

describe('reGeneratePrintFile', () => {
  it('requests every design again (pinned version), or only the one named, and moves the order back to processing', async () => {
    const { order, designs: rows } = await newOrder('pending_review', [designFixture('Front', { ...completed(), artwork_version: 4 }), designFixture('Back', completed())]);
    const res = await call(REGENERATE, { id: order.id, design: rows[1]!.id }, seller);
    expect(res.data.reGeneratePrintFile).toMatchObject({ message: DESIGN_MESSAGES.regenerated, order: { status: 'processing' }, designs: [{ id: rows[1]!.id, status: 'Pending' }] });
    expect((await designOf(rows[0]!.id)).status).toBe('Completed');
    const back = await designOf(rows[1]!.id);
    await eventOn<DesignRequestedEvent>(TOPICS.designRequested, (data) => data.requestId === back.request_id);
    await deliver(TOPICS.designGenerated, generatedFor(back));
    expect((await updateOf(back.id, 'Completed')).orderStatus).toBe('pending_review');
    const all = await call(REGENERATE, { id: order.id }, admin);
    expect(all.data.reGeneratePrintFile.designs.map((design: { status: string }) => design.status)).toEqual(['Pending', 'Pending']);
    const front = await designOf(rows[0]!.id);
    expect((await eventOn<DesignRequestedEvent>(TOPICS.designRequested, (data) => data.requestId === front.request_id)).artworkVersion).toBe(4);
  });

  it('recovers an order in error', async () => {
    const { order } = await newOrder('error', [designFixture('Front', { status: 'Error', log: 'Image unreachable' })]);
    const res = await call(REGENERATE, { id: order.id }, seller);
    expect(res.data.reGeneratePrintFile.order.status).toBe('processing');
  });

  it('is refused while a design is Pending or Processing, for exported and cancelled orders, and for an unknown design', async () => {
    const { order: waiting } = await newOrder('processing', [designFixture('Front', { status: 'Processing' })]);
    expect((await call(REGENERATE, { id: waiting.id }, seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.stillGenerating);
    for (const status of ['exported', 'cancelled'] as const) {
      const { order } = await newOrder(status, [designFixture('Front', completed())]);
      expect((await call(REGENERATE, { id: order.id }, seller)).errors?.[0]?.message).toBe(`Print files cannot be regenerated for an order that is ${status}`);
    }
    const { order } = await newOrder('pending_review', [designFixture('Front', completed())]);
    expect((await call(REGENERATE, { id: order.id, design: randomUUID() }, seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.designNotFound);
    expect((await orderOf(order.id)).status).toBe('pending_review');
  });
});

/** A grey PNG of the given size (8-bit greyscale, all rows alike), so media's image-info reads its pixel size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0; // filter: none
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('uploadDesigns', () => {
  let smallFile: string;
  let fullFile: string;

  beforeAll(async () => {
    const small = await media.upload(seller, png(2250, 2700), 'image/png', 'custom_front.png');
    const full = await media.upload(seller, png(3000, 3600), 'image/png', 'custom_back.png');
    smallFile = small.data.createFile.id;
    fullFile = full.data.createFile.id;
  }, 60_000);

  it("makes the design Completed and custom with preflight from the file's pixel size; the order goes back through processing", async () => {
    const { order, designs: rows } = await newOrder('accepted', [designFixture('Front', completed()), designFixture('Back', completed())]);
    const res = await call(UPLOAD, { id: order.id, input: [{ id: rows[0]!.id, file_id: smallFile }] }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.uploadDesigns).toMatchObject({
      message: 'Upload success',
      order: { status: 'pending_review' },
      designs: [{ id: rows[0]!.id, status: 'Completed', is_custom: true, file_id: smallFile, preflight: { ok: false, effective_dpi: 150, message: 'Low resolution: 150 dpi at 15 × 18 in' } }],
    });
    expect(await designOf(rows[0]!.id)).toMatchObject({ file_width: 2250, file_height: 2700, request_id: null });
    const update = await eventOn<DesignUpdatedEvent>(TOPICS.designUpdated, (data) => data.designId === rows[0]!.id);
    expect(update).toMatchObject({ status: 'Completed', fileId: smallFile, orderStatus: 'pending_review' });
  });

  it('completes a design whose render is still on its way, and its late result is then ignored', async () => {
    const { order, designs: rows } = await newOrder('processing', [designFixture('Front')]);
    const [design] = (await request(order.id, rows)).designs;
    const res = await call(UPLOAD, { id: order.id, input: [{ id: design!.id, file_id: fullFile }] }, seller);
    expect(res.data.uploadDesigns.designs[0].preflight).toEqual({ ok: true, effective_dpi: 200, message: null });
    await deliver(TOPICS.designGenerated, generatedFor(design!));
    await laneDrained(design!.id);
    expect(await designOf(design!.id)).toMatchObject({ file_id: fullFile, is_custom: true });
  });

  it("downloads a design's file through a 5-minute presigned URL named after the order and print area, for whoever may read the order", async () => {
    const { order, designs: rows } = await newOrder('pending_review', [designFixture('Front', { status: 'Completed' }), designFixture('Back')]);
    expect((await call(UPLOAD, { id: order.id, input: [{ id: rows[0]!.id, file_id: fullFile }] }, seller)).errors).toBeUndefined();
    const DOWNLOAD = `query($id: ID!, $design: ID!) { orderDesignDownload(orderId: $id, designId: $design) { url file_name expires_at } }`;
    const asked = await call(DOWNLOAD, { id: order.id, design: rows[0]!.id }, seller);
    expect(asked.errors).toBeUndefined();
    const { url, file_name } = asked.data.orderDesignDownload;
    expect(file_name).toBe(`${order.name.replace('#', '')}-Front.png`);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${file_name}"`);
    expect(Buffer.from(await file.arrayBuffer()).equals(png(3000, 3600))).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    // Staff read every order; another seller, and a supplier before the order is accepted, do not.
    expect((await call(DOWNLOAD, { id: order.id, design: rows[0]!.id }, supporter)).errors).toBeUndefined();
    expect((await call(DOWNLOAD, { id: order.id, design: rows[0]!.id }, otherSeller)).errors?.[0]?.message).toBe(ORDER_MESSAGES.notFound);
    const supplier = testUser({ roles: ['Supplier'] });
    expect((await call(DOWNLOAD, { id: order.id, design: rows[0]!.id }, supplier)).errors?.[0]?.message).toBe(ORDER_MESSAGES.notFound);
    expect((await call(DOWNLOAD, { id: order.id, design: rows[1]!.id }, seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.noFileYet);
    expect((await call(DOWNLOAD, { id: order.id, design: randomUUID() }, seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.designNotFound);
    expect((await call(DOWNLOAD, { id: order.id, design: rows[0]!.id }, testUser({ roles: ['Listing'] }))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is refused for exported, cancelled and error orders', async () => {
    for (const status of ['exported', 'cancelled', 'error'] as const) {
      const { order, designs: rows } = await newOrder(status, [designFixture('Front', completed())]);
      const res = await call(UPLOAD, { id: order.id, input: [{ id: rows[0]!.id, file_id: fullFile }] }, seller);
      expect(res.errors?.[0]?.message).toBe(`Custom files cannot be uploaded for an order that is ${status}`);
    }
  });

  it("refuses someone else's file, an unknown file, a file named against the rule and an unknown design", async () => {
    const { order, designs: rows } = await newOrder('pending_review', [designFixture('Front', completed())]);
    const input = (file_id: string, id = rows[0]!.id) => ({ id: order.id, input: [{ id, file_id }] });
    const theirs = (await media.upload(otherSeller, png(10, 10), 'image/png', 'theirs.png')).data.createFile.id;
    expect((await call(UPLOAD, input(theirs), seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.fileNotFound);
    expect((await call(UPLOAD, input(randomUUID()), seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.fileNotFound);
    const badName = (await media.upload(seller, png(10, 10), 'image/png', 'my-design.png')).data.createFile.id;
    expect((await call(UPLOAD, input(badName), seller)).errors?.[0]?.message).toBe(UPLOAD_MESSAGES.badFileName);
    expect((await call(UPLOAD, input(fullFile, randomUUID()), seller)).errors?.[0]?.message).toBe(DESIGN_MESSAGES.designNotFound);
    expect((await designOf(rows[0]!.id)).is_custom).toBe(false);
  });
});

describe('uploadDesigns checks before media reads a file', () => {
  const PSD = 'image/vnd.adobe.photoshop';
  /** media writes a PSD's PNG preview when it reads the file for its pixel size (image-info). */
  const previewMade = (key: string) => media.readObject(`previews/${key}.png`).then(() => true, () => false);
  const psd = () => writeFixturePsd(64, 64, [pixelLayer('Paint', 0, 0, 64, 64, [10, 20, 30, 255])]);

  it("answers another seller's order, a stranger's file and a badly named file without media reading the file", async () => {
    const mine = (await media.upload(seller, psd(), PSD, 'poster.psd')).data.createFile;
    const theirs = (await media.upload(otherSeller, psd(), PSD, 'custom.png')).data.createFile;
    const { order: notMine, designs: [theirDesign] } = await newOrder('pending_review', [designFixture('Front', completed())], { seller_id: otherSeller.id });
    const { order, designs: [design] } = await newOrder('pending_review', [designFixture('Front', completed())]);

    const otherOrder = await call(UPLOAD, { id: notMine.id, input: [{ id: theirDesign!.id, file_id: mine.id }] }, seller);
    expect(otherOrder.errors?.[0]).toMatchObject({ message: ORDER_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    const unknownDesign = await call(UPLOAD, { id: order.id, input: [{ id: randomUUID(), file_id: mine.id }] }, seller);
    expect(unknownDesign.errors?.[0]?.message).toBe(DESIGN_MESSAGES.designNotFound);
    const strangersFile = await call(UPLOAD, { id: order.id, input: [{ id: design!.id, file_id: theirs.id }] }, seller);
    expect(strangersFile.errors?.[0]?.message).toBe(DESIGN_MESSAGES.fileNotFound);
    // a custom design is a jpg or png by its name: a .psd is refused on its record
    const psdName = await call(UPLOAD, { id: order.id, input: [{ id: design!.id, file_id: mine.id }] }, seller);
    expect(psdName.errors?.[0]?.message).toBe(UPLOAD_MESSAGES.badFileType(['jpg', 'jpeg', 'png']));

    expect([await previewMade(mine.key), await previewMade(theirs.key)]).toEqual([false, false]);
    expect((await designOf(design!.id)).is_custom).toBe(false);
  });
});

describe('stuck designs', () => {
  it('requests again, on the sweep, the designs waiting longer than the time-out, and leaves recent ones alone', async () => {
    const long = new Date(Date.now() - 20 * 60_000);
    const { order, designs: rows } = await newOrder('processing', [
      designFixture('Front', { status: 'Processing', request_id: randomUUID(), requested_at: long }),
      designFixture('Back', { status: 'Pending', request_id: randomUUID(), requested_at: new Date() }),
    ]);
    const again = await eventOn<DesignRequestedEvent>(TOPICS.designRequested, (data) => data.designId === rows[0]!.id);
    expect(again.requestId).not.toBe(rows[0]!.request_id);
    const front = await designOf(rows[0]!.id);
    expect(front).toMatchObject({ status: 'Pending', request_id: again.requestId });
    expect(front.requested_at!.getTime()).toBeGreaterThan(long.getTime());
    // Back was in the same sweep's view and recent: untouched.
    expect((await designOf(rows[1]!.id)).request_id).toBe(rows[1]!.request_id);
    expect((await historyOf(order.id)).at(-1)?.message).toBe('No print file after 10 min; requested again: Front');
  });
});
