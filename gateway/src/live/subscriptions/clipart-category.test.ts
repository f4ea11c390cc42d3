import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOPICS, type ClipartCategoryChangedEvent, type EventEnvelope } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { inProcessLiveGateway, until, type TestPerson } from '../live-test-kit';

/**
 * `clipartCategory`: the artworks service's clipart category creates and deletes reach the
 * tree's owner, and staff who read every owner's cliparts (all, or one owner with `userID`);
 * a Seller's `userID` never opens another seller's tree.
 */
const JWT_SECRET = 'clipart-live-jwt';
const INTERNAL_SECRET = 'clipart-live-internal';
const logger = createLogger('clipart-live-test', 'silent');
const subscription = (userID?: string) =>
  `subscription { clipartCategory${userID ? `(userID: "${userID}")` : ''} { action category { id parentID title numberOfCliparts hasChild } } }`;

const owner: TestPerson = testUser(['Seller']);
const otherSeller: TestPerson = testUser(['Seller']);
const administrator: TestPerson = testUser(['Administrator']);
const designer: TestPerson = testUser(['Designs']);
const supplier: TestPerson = testUser(['Supplier']);

function changeEvent(userId: string, action: ClipartCategoryChangedEvent['action']): EventEnvelope<ClipartCategoryChangedEvent> {
  const id = randomUUID();
  return {
    id: randomUUID(),
    type: TOPICS.clipartCategoryChanged,
    occurredAt: new Date().toISOString(),
    key: id,
    version: 1,
    data: { action, userId, category: { id, parentID: null, title: `Folder ${action}`, numberOfCliparts: 4, hasChild: true } },
  };
}

describe('clipartCategory over the in-process bus', () => {
  const live = inProcessLiveGateway({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, logger, [owner, otherSeller, administrator, designer, supplier]);

  it("delivers a tree's changes to its owner and to staff who read every owner, never to another seller", async () => {
    const mine = await live.subscribe(owner, 'clipartCategory', subscription());
    // Another seller asking for the owner's tree still only hears of their own.
    const snooping = await live.subscribe(otherSeller, 'clipartCategory', subscription(owner.id));
    const admin = await live.subscribe(administrator, 'clipartCategory', subscription());
    const designerForOther = await live.subscribe(designer, 'clipartCategory', subscription(otherSeller.id));
    const noAccess = await live.subscribe(supplier, 'clipartCategory', subscription());
    await until(() => live.gateway.live.hub.listenerCount(TOPICS.clipartCategoryChanged) === 5, 'five subscriptions');

    const created = changeEvent(owner.id, 'create');
    const deleted = changeEvent(owner.id, 'delete');
    await live.bus.publish(TOPICS.clipartCategoryChanged, [created, deleted]);

    await until(() => mine.received.length === 2 && admin.received.length === 2, 'deliveries');
    expect(mine.received).toEqual([
      { action: 'create', category: created.data.category },
      { action: 'delete', category: deleted.data.category },
    ]);
    expect(admin.received).toEqual(mine.received);
    await live.heardNothingMore(snooping, designerForOther, noAccess);
    expect(snooping.received).toEqual([]);
    expect(designerForOther.received).toEqual([]);
    expect(noAccess.received).toEqual([]);
  });
});
