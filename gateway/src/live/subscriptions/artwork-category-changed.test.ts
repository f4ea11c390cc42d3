import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOPICS, type ArtworkCategoryChangedEvent, type EventEnvelope } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { inProcessLiveGateway, until, type TestPerson } from '../live-test-kit';

/**
 * `artworkCategorySubscription(userId)`: a Seller hears only of their own category tree (asking
 * for another owner's gives nothing); Administrators hear of every tree or of the one they name;
 * roles without artworks hear nothing.
 */
const logger = createLogger('artwork-category-live-test', 'silent');
const SUBSCRIPTION = `subscription ($userId: ID) {
  artworkCategorySubscription(userId: $userId) { action category { id parentID title userID numberOfArtworks hasChild } }
}`;

const seller: TestPerson = testUser(['Seller']);
const otherSeller: TestPerson = testUser(['Seller']);
const administrator: TestPerson = testUser(['Administrator']);
const supplier: TestPerson = testUser(['Supplier']);

function changeEvent(userId: string, action: ArtworkCategoryChangedEvent['action'], title: string): EventEnvelope<ArtworkCategoryChangedEvent> {
  const id = randomUUID();
  return {
    id: randomUUID(),
    type: TOPICS.artworkCategoryChanged,
    occurredAt: new Date().toISOString(),
    key: id,
    version: 1,
    data: { action, userId, category: { id, parentID: null, title, numberOfArtworks: 0, hasChild: false } },
  };
}

describe('artworkCategorySubscription over the in-process bus', () => {
  const live = inProcessLiveGateway({ jwtSecret: 'artcat-live-jwt', internalSecret: 'artcat-live-internal' }, logger, [seller, otherSeller, administrator, supplier]);
  const feed = (user: TestPerson, userId?: string) => live.subscribe(user, 'artworkCategorySubscription', SUBSCRIPTION, userId ? { userId } : {});

  it("delivers a change to its owner and to Administrators, never to another seller", async () => {
    const owner = await feed(seller);
    const snooping = await feed(otherSeller, seller.id);
    const admin = await feed(administrator);
    const adminOfOther = await feed(administrator, otherSeller.id);
    const staff = await feed(supplier);
    await until(() => live.gateway.live.hub.listenerCount(TOPICS.artworkCategoryChanged) === 5, 'five subscriptions');

    const created = changeEvent(seller.id, 'create', 'Holidays');
    const othersDelete = changeEvent(otherSeller.id, 'delete', 'Pets');
    await live.bus.publish(TOPICS.artworkCategoryChanged, [created, othersDelete]);

    await until(() => admin.received.length === 2 && owner.received.length === 1 && adminOfOther.received.length === 1, 'deliveries');
    expect(owner.received).toEqual([
      { action: 'create', category: { ...created.data.category, userID: seller.id } },
    ]);
    expect(adminOfOther.received.map((r) => r.action)).toEqual(['delete']);
    expect(admin.received.map((r) => r.category.title).sort()).toEqual(['Holidays', 'Pets']);
    await live.heardNothingMore(owner, snooping, staff);
    expect(owner.received).toHaveLength(1);
    // Asking for the seller's tree does not let another seller hear it (nor their own: the filter narrows, never widens).
    expect(snooping.received).toEqual([]);
    expect(staff.received).toEqual([]);
    expect([owner, snooping, admin, adminOfOther, staff].flatMap((f) => f.errors)).toEqual([]);
  });
});
