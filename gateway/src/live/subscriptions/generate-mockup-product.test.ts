import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOPICS, type EventEnvelope, type ProductMockupUpdatedEvent } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { inProcessLiveGateway, until, type TestPerson } from '../live-test-kit';
import { canReadProductMockups } from './generate-mockup-product';

/**
 * `generateMockupProduct(productId)`: a product's rendered mockups reach whoever may read the
 * product (its seller, staff across sellers) and whoever asked for a draft's renders — never
 * another seller, nor a role without products.read — and only for the product subscribed to.
 */
const logger = createLogger('mockup-live-test', 'silent');
const SUBSCRIPTION = (productId: string) =>
  `subscription { generateMockupProduct(productId: "${productId}") { productId mockupId jobId status image variantIds sorting done total allDone } }`;

const seller: TestPerson = testUser(['Seller']);
const otherSeller: TestPerson = testUser(['Seller']);
const administrator: TestPerson = testUser(['Administrator']);
const listing: TestPerson = testUser(['Listing']);
const designer: TestPerson = testUser(['Designs']);

function updated(productId: string, data: Partial<ProductMockupUpdatedEvent> = {}): EventEnvelope<ProductMockupUpdatedEvent> {
  return {
    id: randomUUID(),
    type: TOPICS.productMockupUpdated,
    occurredAt: new Date().toISOString(),
    key: productId,
    version: 1,
    data: {
      productId,
      sellerId: seller.id,
      requesterId: seller.id,
      jobId: randomUUID(),
      mockupId: randomUUID(),
      productTypeId: randomUUID(),
      status: 'done',
      image: `product-mockups/${randomUUID()}.png`,
      variantIds: [randomUUID()],
      sorting: 1,
      log: null,
      done: 1,
      total: 2,
      allDone: false,
      ...data,
    },
  };
}

describe('canReadProductMockups', () => {
  it("lets the product's seller, the draft's requester and staff across sellers read, nobody else", () => {
    const event = { sellerId: seller.id, requesterId: administrator.id };
    expect(canReadProductMockups(seller, event)).toBe(true);
    expect(canReadProductMockups(administrator, event)).toBe(true);
    expect(canReadProductMockups(listing, event)).toBe(true);
    expect(canReadProductMockups(otherSeller, event)).toBe(false);
    expect(canReadProductMockups(designer, { sellerId: designer.id, requesterId: designer.id })).toBe(false);
    // An Administrator's draft without a site: its requester (and staff) only.
    expect(canReadProductMockups(otherSeller, { sellerId: null, requesterId: administrator.id })).toBe(false);
    expect(canReadProductMockups(otherSeller, { sellerId: null, requesterId: otherSeller.id })).toBe(true);
  });
});

describe('generateMockupProduct over the in-process bus', () => {
  const live = inProcessLiveGateway({ jwtSecret: 'mockup-live-jwt', internalSecret: 'mockup-live-internal' }, logger, [seller, otherSeller, administrator, designer]);

  it("delivers a product's renders to its seller and Administrators, for that product only", async () => {
    const owner = await live.subscribe(seller, 'generateMockupProduct', SUBSCRIPTION('abc123xyz'));
    const other = await live.subscribe(otherSeller, 'generateMockupProduct', SUBSCRIPTION('abc123xyz'));
    const admin = await live.subscribe(administrator, 'generateMockupProduct', SUBSCRIPTION('abc123xyz'));
    const noRight = await live.subscribe(designer, 'generateMockupProduct', SUBSCRIPTION('abc123xyz'));
    await until(() => live.gateway.live.hub.listenerCount(TOPICS.productMockupUpdated) === 4, 'four subscriptions');

    const first = updated('abc123xyz');
    const last = updated('abc123xyz', { done: 2, allDone: true, status: 'failed', image: null, log: 'Failed to load image' });
    await live.bus.publish(TOPICS.productMockupUpdated, [updated('zzz999zzz'), first, last]);

    await until(() => owner.received.length === 2 && admin.received.length === 2, 'deliveries');
    expect(owner.received[0]).toEqual({
      productId: 'abc123xyz',
      mockupId: first.data.mockupId,
      jobId: first.data.jobId,
      status: 'done',
      image: first.data.image,
      variantIds: first.data.variantIds,
      sorting: 1,
      done: 1,
      total: 2,
      allDone: false,
    });
    expect(owner.received[1]).toMatchObject({ status: 'failed', image: null, allDone: true });
    await live.heardNothingMore(other);
    await live.heardNothingMore(noRight);
    expect(other.received).toEqual([]);
    expect(noRight.received).toEqual([]);
  });
});
