import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { TOPICS, type CampaignStoreChangedEvent, type EventEnvelope } from '@pod/contracts';
import { createLogger, type RunningSubgraph } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { startKafkaTestBroker, testUser } from '@pod/service-kit/testing';
import { startGateway, type RunningGateway } from '../../index';
import { gatewayTestEnv, inProcessLiveGateway, until, kafkaTestBuses, publishUntilHeard, signTestToken, startPingSubgraph, type TestPerson } from '../live-test-kit';

/**
 * `campaignStoreChanged`: the catalog's push status changes reach the site's seller and
 * Administrators over the websocket, through the in-process bus (embedded) and Kafka
 * (distributed; KAFKA_BROKERS or kcat's mock cluster, skipped without either).
 */
const JWT_SECRET = 'campaign-live-jwt';
const INTERNAL_SECRET = 'campaign-live-internal';
const logger = createLogger('campaign-live-test', 'silent');
const SUBSCRIPTION = 'subscription { campaignStoreChanged { id siteId productId status log pushedAt } }';

type Person = TestPerson;
const seller: Person = testUser(['Seller']);
const otherSeller: Person = testUser(['Seller']);
const administrator: Person = testUser(['Administrator']);
const supporter: Person = testUser(['Supporter']);

const tokenFor = (user: Person) => signTestToken(JWT_SECRET, user);

function changeEvent(sellerId: string, status: CampaignStoreChangedEvent['status'], log: string | null = null): EventEnvelope<CampaignStoreChangedEvent> {
  const id = randomUUID();
  return {
    id: randomUUID(),
    type: TOPICS.campaignStoreChanged,
    occurredAt: new Date().toISOString(),
    key: id,
    version: 1,
    data: { id, siteId: randomUUID(), sellerId, productId: 'abc123xyz', status, log, pushedAt: status === 'Pushed' ? new Date().toISOString() : null },
  };
}


const gatewayEnv = (subgraph: RunningSubgraph) => gatewayTestEnv({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, subgraph);

describe('campaignStoreChanged over the in-process bus', () => {
  const live = inProcessLiveGateway({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, logger, [seller, otherSeller, administrator, supporter]);
  const feed = (user: TestPerson) => live.subscribe(user, 'campaignStoreChanged', SUBSCRIPTION);

  it("delivers a push's status to the site's seller and to Administrators only", async () => {
    const owner = await feed(seller);
    const other = await feed(otherSeller);
    const admin = await feed(administrator);
    const staff = await feed(supporter);
    await until(() => live.gateway.live.hub.listenerCount(TOPICS.campaignStoreChanged) === 4, 'four subscriptions');

    const failed = changeEvent(seller.id, 'Error', 'Invalid or duplicated SKU.');
    const othersPush = changeEvent(otherSeller.id, 'Pushed');
    await live.bus.publish(TOPICS.campaignStoreChanged, [failed, othersPush]);

    await until(() => admin.received.length === 2 && owner.received.length === 1 && other.received.length === 1, 'deliveries');
    expect(owner.received[0]).toEqual({ id: failed.data.id, siteId: failed.data.siteId, productId: 'abc123xyz', status: 'Error', log: 'Invalid or duplicated SKU.', pushedAt: null });
    const { sellerId: _, ...othersPayload } = othersPush.data;
    expect(other.received).toEqual([othersPayload]);
    expect(admin.received.map((r) => r.id).sort()).toEqual([failed.data.id, othersPush.data.id].sort());
    await live.heardNothingMore(staff);
    expect(staff.received).toEqual([]);
    expect([owner, other, admin, staff].flatMap((f) => f.errors)).toEqual([]);
  });
});

const broker = await startKafkaTestBroker();

describe.skipIf(!broker)('campaignStoreChanged fed by Kafka', () => {
  let subgraph: RunningSubgraph;
  let gateway: RunningGateway;
  let gatewayBus: EventBus;
  let producerBus: EventBus;
  let client: Client;

  beforeAll(async () => {
    subgraph = await startPingSubgraph(INTERNAL_SECRET, logger, [seller, otherSeller, administrator, supporter]);
    ({ gatewayBus, producerBus } = kafkaTestBuses(broker!.brokers, 'campaign-test', logger));
    gateway = await startGateway({ env: gatewayEnv(subgraph), bus: gatewayBus, logger, port: 0 });
  });

  afterAll(async () => {
    await client?.dispose();
    await gateway?.stop();
    await gatewayBus?.close();
    await producerBus?.close();
    await subgraph?.stop();
    await broker?.stop();
  });

  it('pushes a status published on Kafka to the seller', async () => {
    client = createClient({ url: gateway.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${await tokenFor(seller)}` }, retryAttempts: 0 });
    const statuses: string[] = [];
    client.subscribe<{ campaignStoreChanged: { status: string; productId: string } }>(
      { query: SUBSCRIPTION },
      { next: (value) => value.data && statuses.push(value.data.campaignStoreChanged.status), error: () => undefined, complete: () => undefined },
    );
    await until(() => gateway.live.hub.listenerCount(TOPICS.campaignStoreChanged) === 1, 'the subscription', 100);
    await publishUntilHeard(() => producerBus.publish(TOPICS.campaignStoreChanged, [changeEvent(seller.id, 'Pushed')]), () => statuses.length > 0);
    expect(statuses[0]).toBe('Pushed');
  }, 60_000);
});
