import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { TOPICS, type EventEnvelope, type SiteUpdatedEvent, type UserUpdatedEvent } from '@pod/contracts';
import { createLogger, type RunningSubgraph } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { startKafkaTestBroker, testUser } from '@pod/service-kit/testing';
import { startGateway, type RunningGateway } from '../index';
import { gatewayTestEnv, kafkaTestBuses, publishUntilHeard, signTestToken, startPingSubgraph, until, type TestPerson } from './live-test-kit';

/**
 * The live-update path of the distributed stack: events on a Kafka-protocol broker
 * (KAFKA_BROKERS, else kcat's mock cluster; skipped when neither is there) reach a
 * subscribed browser through the gateway's own consumer group.
 */
const broker = await startKafkaTestBroker();
const JWT_SECRET = 'live-kafka-jwt';
const INTERNAL_SECRET = 'live-kafka-internal';
const logger = createLogger('live-kafka-test', 'silent');
const owner = testUser(['Seller']);
const blocked: TestPerson = testUser(['Seller']);

describe.skipIf(!broker)('live updates fed by Kafka', () => {
  let subgraph: RunningSubgraph;
  let gateway: RunningGateway;
  let gatewayBus: EventBus;
  let producerBus: EventBus;
  let client: Client;

  beforeAll(async () => {
    subgraph = await startPingSubgraph(INTERNAL_SECRET, logger, [owner, blocked]);
    ({ gatewayBus, producerBus } = kafkaTestBuses(broker!.brokers, 'live-kafka-test', logger));
    gateway = await startGateway({ env: { ...gatewayTestEnv({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, subgraph), SESSION_CACHE_TTL_MS: '600000' }, bus: gatewayBus, logger, port: 0 });
  });

  afterAll(async () => {
    await client?.dispose();
    await gateway?.stop();
    await gatewayBus?.close();
    await producerBus?.close();
    await subgraph?.stop();
    await broker?.stop();
  });

  it('pushes a site event published on Kafka to the owner over the websocket', async () => {
    const token = await signTestToken(JWT_SECRET, owner);
    client = createClient({ url: gateway.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    const titles: string[] = [];
    client.subscribe<{ siteChanged: { title: string } }>(
      { query: 'subscription { siteChanged { title } }' },
      { next: (value) => value.data && titles.push(value.data.siteChanged.title), error: () => undefined, complete: () => undefined },
    );
    await until(() => gateway.live.hub.listenerCount(TOPICS.siteUpdated) > 0, 'the subscription');

    await publishUntilHeard(async (attempt) => {
      const siteId = randomUUID();
      const event: EventEnvelope<SiteUpdatedEvent> = {
        id: randomUUID(),
        type: TOPICS.siteUpdated,
        occurredAt: new Date().toISOString(),
        key: siteId,
        version: 1,
        data: { siteId, userId: owner.id, action: 'updated', title: `Kafka shop ${attempt}`, verified: true },
      };
      await producerBus.publish(TOPICS.siteUpdated, [event]);
    }, () => titles.length > 0);
    expect(titles[0]).toMatch(/^Kafka shop \d+$/);
  }, 60_000);

  it('drops the cached session state when users-sites.user.updated arrives on Kafka', async () => {
    const token = await signTestToken(JWT_SECRET, blocked);
    const ask = () => fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ livePing }' }) });
    expect((await ask()).status).toBe(200);
    blocked.active = false;
    // Cached for ten minutes: only the event can make the gateway ask users-sites again.
    expect((await ask()).status).toBe(200);
    let status = 200;
    await publishUntilHeard(async () => {
      const event: EventEnvelope<UserUpdatedEvent> = {
        id: randomUUID(),
        type: TOPICS.userUpdated,
        occurredAt: new Date().toISOString(),
        key: blocked.id,
        version: 1,
        data: { userId: blocked.id, action: 'blocked', email: blocked.email, roles: blocked.roles, status: false },
      };
      await producerBus.publish(TOPICS.userUpdated, [event]);
    }, async () => (status = (await ask()).status) !== 200);
    expect(status).toBe(401);
  }, 60_000);
});
