import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOPICS, type EventEnvelope, type OrderChangedEvent } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { inProcessLiveGateway, until, type TestPerson } from '../live-test-kit';

/**
 * `orderListChanged`: orders' list changes reach whoever may read the order (the site's seller,
 * Administrator, Supporter; a Supplier only from accepted on), optionally for one site.
 */
const JWT_SECRET = 'order-list-live-jwt';
const INTERNAL_SECRET = 'order-list-live-internal';
const logger = createLogger('order-list-live-test', 'silent');
const SUBSCRIPTION = `subscription($site: ID) { orderListChanged(site_id: $site) { id site_id change status paused_from design_status } }`;

const seller: TestPerson = testUser(['Seller']);
const otherSeller: TestPerson = testUser(['Seller']);
const administrator: TestPerson = testUser(['Administrator']);
const supporter: TestPerson = testUser(['Supporter']);
const supplier: TestPerson = testUser(['Supplier']);
const listing: TestPerson = testUser(['Listing']);
const sellerSite = randomUUID();

function orderChange(sellerId: string, status: string, extra: Partial<OrderChangedEvent> = {}): EventEnvelope<OrderChangedEvent> {
  const orderId = extra.orderId ?? randomUUID();
  return {
    id: randomUUID(), type: 'OrderChanged', occurredAt: new Date().toISOString(), key: orderId, version: 1,
    data: { orderId, siteId: sellerSite, sellerId, change: 'status', status, pausedFrom: null, designStatus: 'View', ...extra },
  };
}


describe('orderListChanged over the in-process bus', () => {
  const live = inProcessLiveGateway({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, logger, [seller, otherSeller, administrator, supporter, supplier, listing]);
  const feed = (user: TestPerson, site?: string) => live.subscribe(user, 'orderListChanged', SUBSCRIPTION, { site });

  it("delivers to the site's seller and staff, to a Supplier only from accepted on, and narrowed to one site", async () => {
    const created = orderChange(seller.id, 'processing', { change: 'created', designStatus: 'Processing' });
    const accepted = orderChange(seller.id, 'accepted');
    const pausedAccepted = orderChange(seller.id, 'pending', { pausedFrom: 'accepted' });
    const others = orderChange(otherSeller.id, 'pending_review', { siteId: randomUUID(), change: 'design', designStatus: 'Error' });

    const owner = await feed(seller);
    const ownerSite = await feed(seller, sellerSite);
    const ownerOtherSite = await feed(seller, randomUUID());
    const other = await feed(otherSeller);
    const admin = await feed(administrator);
    const staff = await feed(supporter);
    const sup = await feed(supplier);
    const noRole = await feed(listing);
    await until(() => live.gateway.live.hub.listenerCount(TOPICS.orderChanged) === 8, 'eight subscriptions');

    await live.bus.publish(TOPICS.orderChanged, [created, accepted, pausedAccepted, others]);
    await until(
      () => admin.received.length === 4 && staff.received.length === 4 && owner.received.length === 3 && ownerSite.received.length === 3 && other.received.length === 1 && sup.received.length === 2,
      'deliveries',
    );

    const ids = (f: { received: Array<Record<string, unknown>> }) => f.received.map((r) => String(r.id)).sort();
    expect(owner.received.find((r) => r.id === created.data.orderId)).toEqual({
      id: created.data.orderId, site_id: sellerSite, change: 'created', status: 'processing', paused_from: null, design_status: 'Processing',
    });
    expect(ids(owner)).toEqual([created, accepted, pausedAccepted].map((e) => e.data.orderId).sort());
    expect(ids(ownerSite)).toEqual(ids(owner));
    expect(ids(other)).toEqual([others.data.orderId]);
    expect(other.received[0]).toMatchObject({ change: 'design', design_status: 'Error' });
    expect(ids(sup)).toEqual([accepted.data.orderId, pausedAccepted.data.orderId].sort());
    // A marker for the owner proves the stream moved on: nothing came to the other site's feed or the user without orders.read.
    const marker = orderChange(seller.id, 'pending_review');
    await live.bus.publish(TOPICS.orderChanged, [marker]);
    await until(() => owner.received.length === 4 && ownerSite.received.length === 4, 'the marker');
    expect(ownerOtherSite.received).toEqual([]);
    expect(noRole.received).toEqual([]);
    expect([owner, ownerSite, ownerOtherSite, other, admin, staff, sup].flatMap((f) => f.errors)).toEqual([]);
  });
});
