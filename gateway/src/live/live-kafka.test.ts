import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { TOPICS, type EventEnvelope, type SiteUpdatedEvent } from '@pod/contracts';
import { createLogger, type RunningSubgraph } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { startKafkaTestBroker } from '@pod/service-kit/testing';
import { startGateway, type RunningGateway } from '../index';
import { gatewayTestEnv, kafkaTestBuses, signTestToken, startPingSubgraph } from './live-test-kit';

/**
 * The live-update path of the distributed stack: events on a Kafka-protocol broker
 * (KAFKA_BROKERS, else kcat's mock cluster; skipped when neither is there) reach a
 * subscribed browser through the gateway's own consumer group.
 */
const broker = await startKafkaTestBroker();
const JWT_SECRET = 'live-kafka-jwt';
const INTERNAL_SECRET = 'live-kafka-internal';
const logger = createLogger('live-kafka-test', 'silent');
const owner = { id: randomUUID(), roles: ['Seller'], sa: false };

describe.skipIf(!broker)('live updates fed by Kafka', () => {
  let subgraph: RunningSubgraph;
  let gateway: RunningGateway;
  let gatewayBus: EventBus;
  let producerBus: EventBus;
  let client: Client;

  beforeAll(async () => {
    subgraph = await startPingSubgraph(INTERNAL_SECRET, logger, [owner]);
    ({ gatewayBus, producerBus } = kafkaTestBuses(broker!.brokers, 'live-kafka-test', logger));
    gateway = await startGateway({ env: gatewayTestEnv({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, subgraph), bus: gatewayBus, logger, port: 0 });
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
    for (let i = 0; i < 100 && gateway.live.hub.listenerCount(TOPICS.siteUpdated) === 0; i++) await new Promise((r) => setTimeout(r, 50));

    // The consumer may still be settling on its partitions: publish again until one arrives.
    for (let attempt = 0; attempt < 20 && !titles.length; attempt++) {
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
      for (let i = 0; i < 20 && !titles.length; i++) await new Promise((r) => setTimeout(r, 100));
    }
    expect(titles[0]).toMatch(/^Kafka shop \d+$/);
  }, 60_000);
});
