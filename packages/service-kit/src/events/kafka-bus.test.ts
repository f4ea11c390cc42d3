import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Kafka, KafkaJSProtocolError, type Consumer, type ConsumerConfig, type ConsumerCrashEvent } from 'kafkajs';
import type { EventEnvelope } from '@pod/contracts';
import { createLogger } from '../logging/logger';
import { startKafkaTestBroker } from '../testing/kafka-broker';
import { KafkaEventBus } from './kafka-bus';

/**
 * Kafka-only behaviour beyond the EventBus contract, against KAFKA_BROKERS or kcat's mock
 * cluster (skipped with the reason in its name when neither is there).
 */
const logger = createLogger('kafka-bus.test', process.env.LOG_LEVEL ?? 'silent');
const broker = await startKafkaTestBroker();
const skip = broker ? '' : 'no broker: set KAFKA_BROKERS or install kcat (apt-get install -y kcat)';
if (!broker) console.warn(`KafkaEventBus: skipped (${skip})`);
const run = randomBytes(3).toString('hex');
const WAIT = { timeout: 20_000, interval: 20 };

afterAll(async () => {
  await broker?.stop();
});

function envelope(n: number): EventEnvelope<{ n: number }> {
  // one key: one partition, so the committed offset decides what a restarted consumer gets
  return { id: randomUUID(), type: 'probe.happened', occurredAt: new Date().toISOString(), key: 'agg-crash', version: 1, data: { n } };
}

describe.skipIf(Boolean(skip))(`KafkaEventBus${skip ? ` (skipped: ${skip})` : ''}`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('subscribes again after a crash kafkajs does not restart: later events are delivered, one handler at a time, and a pause carries over', async () => {
    // The consumers the bus creates are kafkajs' own; the test only watches them.
    const consumers: Consumer[] = [];
    const createConsumer = Kafka.prototype.consumer;
    vi.spyOn(Kafka.prototype, 'consumer').mockImplementation(function (this: Kafka, config: ConsumerConfig) {
      const consumer = createConsumer.call(this, config);
      consumers.push(consumer);
      return consumer;
    });
    const bus = new KafkaEventBus({
      brokers: broker!.brokers,
      clientId: 'kafka-bus-test',
      logger,
      consumer: { sessionTimeout: 6_000, heartbeatInterval: 500, rebalanceTimeout: 3_000, maxWaitTimeInMs: 100, joinTimeoutMs: 15_000, restartDelayMs: 100 },
    });
    const topic = `test.crash.kafka-${run}`;
    const received: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let pausedOnce = false;
    const subscription = await bus.subscribe({
      groupId: `crash-${run}`,
      topics: [topic],
      handler: async (event) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        const { n } = event.envelope.data as { n: number };
        received.push(n);
        // back-pressure asked for just before the crash must hold on the consumer that replaces it
        if (n === 2 && !pausedOnce) {
          pausedOnce = true;
          subscription.pause();
        }
        await Promise.resolve();
        running -= 1;
      },
    });
    try {
      expect(consumers).toHaveLength(1);
      const first = consumers[0]!;
      const crashes: ConsumerCrashEvent['payload'][] = [];
      first.on(first.events.CRASH, ({ payload }) => void crashes.push(payload));

      await bus.publish(topic, [envelope(1)]);
      await vi.waitFor(() => expect(received).toEqual([1]), WAIT);

      // The broker refuses the commit of event 2 as an invalid request: kafkajs' runner crashes
      // the consumer through its own crash path and, the error not being retriable, leaves it stopped.
      vi.spyOn(first, 'commitOffsets').mockRejectedValueOnce(
        // kafkajs builds protocol errors from its error-code table entries, as this one (code 42)
        new KafkaJSProtocolError(Object.assign(new Error('This most likely occurs because of a request being malformed'), { type: 'INVALID_REQUEST', code: 42, retriable: false })),
      );
      await bus.publish(topic, [envelope(2)]);
      await vi.waitFor(() => expect(crashes).toHaveLength(1), WAIT);
      expect(crashes[0]).toMatchObject({ restart: false, groupId: `crash-${run}` });

      await vi.waitFor(() => expect(consumers[1]?.paused().map((p) => p.topic)).toEqual([topic]), WAIT);
      const current = consumers[1]!;
      await bus.publish(topic, [envelope(3)]);
      subscription.resume();
      // Event 2 was never committed, so the new consumer gets it again before 3.
      await vi.waitFor(() => expect(received).toEqual([1, 2, 2, 3]), WAIT);
      expect(mostAtOnce).toBe(1);

      // pause/resume and close act on the consumer that replaced the crashed one
      subscription.pause();
      expect(current.paused().map((p) => p.topic)).toEqual([topic]);
      subscription.resume();
      expect(current.paused()).toEqual([]);
      await bus.publish(topic, [envelope(4)]);
      await vi.waitFor(() => expect(received).toEqual([1, 2, 2, 3, 4]), WAIT);

      const disconnected = new Promise<void>((resolve) => current.on(current.events.DISCONNECT, () => resolve()));
      await subscription.close();
      await disconnected;
      expect(consumers).toHaveLength(2);
    } finally {
      await bus.close();
    }
  });
});
