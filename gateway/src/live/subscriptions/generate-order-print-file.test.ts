import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOPICS, type DesignUpdatedEvent, type EventEnvelope } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { inProcessLiveGateway, until, type TestPerson } from '../live-test-kit';

/**
 * `generateOrderPrintFile`: orders' design updates reach the site's seller and the staff who may
 * read the order (Administrator, Supporter; a Supplier only from accepted on), optionally for
 * one order, over the in-process bus.
 */
const JWT_SECRET = 'print-file-live-jwt';
const INTERNAL_SECRET = 'print-file-live-internal';
const logger = createLogger('print-file-live-test', 'silent');
const SUBSCRIPTION = `subscription($order: ID) { generateOrderPrintFile(order_id: $order) {
  order_id order_status design { id status log file_id file_key width height revision preflight { ok effective_dpi message } } } }`;

const seller: TestPerson = testUser(['Seller']);
const otherSeller: TestPerson = testUser(['Seller']);
const administrator: TestPerson = testUser(['Administrator']);
const supporter: TestPerson = testUser(['Supporter']);
const supplier: TestPerson = testUser(['Supplier']);
const listing: TestPerson = testUser(['Listing']);

function designUpdate(sellerId: string, orderStatus: string, extra: Partial<DesignUpdatedEvent> = {}): EventEnvelope<DesignUpdatedEvent> {
  const orderId = extra.orderId ?? randomUUID();
  return {
    id: randomUUID(), type: 'DesignUpdated', occurredAt: new Date().toISOString(), key: orderId, version: 1,
    data: {
      orderId, siteId: randomUUID(), sellerId, designId: randomUUID(), status: 'Completed', log: null, fileId: randomUUID(),
      fileKey: 'designs/abc.png', width: 3000, height: 3600, preflight: { ok: false, effectiveDpi: 150, message: 'Low resolution: 150 dpi at 15 × 18 in' },
      revision: 3, orderStatus, orderPausedFrom: null, ...extra,
    },
  };
}


describe('generateOrderPrintFile over the in-process bus', () => {
  const live = inProcessLiveGateway({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, logger, [seller, otherSeller, administrator, supporter, supplier, listing]);
  const feed = (user: TestPerson, order?: string) => live.subscribe(user, 'generateOrderPrintFile', SUBSCRIPTION, { order });

  it("delivers to the site's seller and staff, to a Supplier only from accepted on, and to one order's page only that order", async () => {
    const rendering = designUpdate(seller.id, 'processing');
    const accepted = designUpdate(seller.id, 'accepted');
    const pausedAccepted = designUpdate(seller.id, 'pending', { orderPausedFrom: 'accepted' });
    const others = designUpdate(otherSeller.id, 'pending_review');

    const owner = await feed(seller);
    const ownerPage = await feed(seller, rendering.data.orderId);
    const other = await feed(otherSeller);
    const admin = await feed(administrator);
    const staff = await feed(supporter);
    const sup = await feed(supplier);
    const noRole = await feed(listing);
    await until(() => live.gateway.live.hub.listenerCount(TOPICS.designUpdated) === 7, 'seven subscriptions');

    // Events of different orders travel on different partitions (keyed by order id), so only
    // which orders each feed received is asserted, not their order across orders.
    await live.bus.publish(TOPICS.designUpdated, [rendering, accepted, pausedAccepted, others]);
    await until(() => admin.received.length === 4 && staff.received.length === 4 && owner.received.length === 3 && other.received.length === 1 && sup.received.length === 2 && ownerPage.received.length === 1, 'deliveries');

    expect(ownerPage.received).toEqual([{
      order_id: rendering.data.orderId,
      order_status: 'processing',
      design: {
        id: rendering.data.designId, status: 'Completed', log: null, file_id: rendering.data.fileId, file_key: 'designs/abc.png', width: 3000, height: 3600, revision: 3,
        preflight: { ok: false, effective_dpi: 150, message: 'Low resolution: 150 dpi at 15 × 18 in' },
      },
    }]);
    const orderIds = (feed: { received: Array<Record<string, unknown>> }) => feed.received.map((r) => String(r.order_id)).sort();
    expect(orderIds(owner)).toEqual([rendering.data.orderId, accepted.data.orderId, pausedAccepted.data.orderId].sort());
    expect(orderIds(other)).toEqual([others.data.orderId]);
    expect(orderIds(sup)).toEqual([accepted.data.orderId, pausedAccepted.data.orderId].sort());
    // A user without orders.read subscribed on the same socket hub: nothing came, and a fifth event for the owner proves the stream moved on.
    const marker = designUpdate(seller.id, 'pending_review');
    await live.bus.publish(TOPICS.designUpdated, [marker]);
    await until(() => owner.received.length === 4, 'the marker');
    expect(noRole.received).toEqual([]);
    expect([owner, ownerPage, other, admin, staff, sup].flatMap((f) => f.errors)).toEqual([]);
  });
});
