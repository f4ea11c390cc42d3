import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataSource } from 'typeorm';
import { deadLetterTopic, type EventEnvelope } from '@pod/contracts';
import { openDatabase } from '../database/data-source';
import { createLogger } from '../logging/logger';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startKafkaTestBroker } from '../testing/kafka-broker';
import { startIpcBusHost } from '../testing/ipc-bus-host';
import type { EventBus, ReceivedEvent, SubscribeOptions } from './event-bus';
import { createEventBus } from './create-event-bus';
import { createEventTablesMigration, enqueueEvent, startOutboxRelay } from './outbox';
import { startConsumer, type DeadLetterEnvelope } from './consumer';
import { NonRetryableError } from '../errors/non-retryable';

/**
 * One contract for every EventBus implementation (ARCHITECTURE.md §6, §9). The Kafka variant
 * runs against KAFKA_BROKERS, else librdkafka's mock cluster through kcat, else is skipped
 * with the reason in its name. The IPC variant's bus is hosted by a child process, so every
 * publish, delivery and ack crosses a real Node IPC channel.
 */
const logger = createLogger('event-bus.test', process.env.LOG_LEVEL ?? 'silent');
const broker = await startKafkaTestBroker();
const ipcHost = await startIpcBusHost();
const run = randomBytes(3).toString('hex');
const WAIT = { timeout: 20_000, interval: 20 };

const variants = [
  { name: 'in-process', skip: '', create: (): EventBus => createEventBus({ clientId: 'contract-test', logger }) },
  { name: 'ipc', skip: '', create: (): EventBus => createEventBus({ kind: 'ipc', ipcChannel: ipcHost.channel, clientId: 'contract-test', logger }) },
  {
    name: 'kafka',
    skip: broker ? '' : 'no broker: set KAFKA_BROKERS or install kcat (apt-get install -y kcat)',
    create: (): EventBus =>
      createEventBus({
        brokers: broker!.brokers,
        clientId: 'contract-test',
        logger,
        // The mock cluster is fast; small timings keep group joins to a few seconds.
        kafka: { sessionTimeout: 6_000, heartbeatInterval: 500, rebalanceTimeout: 3_000, maxWaitTimeInMs: 100, joinTimeoutMs: 15_000 },
      }),
  },
];

// Said out loud once, so a run without a broker cannot pass for a full run.
if (!broker) console.warn(`EventBus contract: Kafka variant skipped (${variants.find((v) => v.name === 'kafka')!.skip})`);

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.dispose();
  await broker?.stop();
  await ipcHost.stop();
});

function envelope<T>(key: string, data: T, type = 'probe.happened'): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), key, version: 1, data };
}

for (const variant of variants) {
  describe.skipIf(Boolean(variant.skip))(`EventBus contract: ${variant.name}${variant.skip ? ` (skipped: ${variant.skip})` : ''}`, () => {
    const schema = `events_${variant.name.replace('-', '_')}`;
    let bus: EventBus;
    let dataSource: DataSource;
    const cleanups: Array<() => Promise<unknown>> = [];
    const topic = (name: string) => `test.${name}.${variant.name}-${run}`;
    const group = (name: string) => `${name}-${variant.name}-${run}`;

    /** A subscription that records what it receives. */
    async function collect(options: Omit<SubscribeOptions, 'handler'>) {
      const received: ReceivedEvent[] = [];
      const subscription = await bus.subscribe({ ...options, handler: async (event) => void received.push(event) });
      cleanups.push(() => subscription.close());
      return received;
    }

    beforeAll(async () => {
      bus = variant.create();
      dataSource = await openDatabase({ url: db.url, schema, entities: [], migrations: [createEventTablesMigration(schema)] });
      await dataSource.query(`CREATE TABLE "${schema}"."effects" ("event_id" text NOT NULL, "note" text NOT NULL)`);
    });
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });
    afterAll(async () => {
      await bus?.close();
      await dataSource?.destroy();
    });

    it('is the implementation createEventBus selects and is ready', async () => {
      expect(bus.kind).toBe(variant.name);
      expect(await bus.ready()).toBe(true);
    });

    it('delivers a published envelope intact to a subscriber', async () => {
      const t = topic('roundtrip');
      const received = await collect({ groupId: group('roundtrip'), topics: [t] });
      const sent = envelope('order-1', { orderId: 'order-1', lines: [{ sku: 'TS-1', qty: 2 }], note: null });
      await bus.publish(t, [sent]);
      await vi.waitFor(() => expect(received).toHaveLength(1), WAIT);
      expect(received[0]).toEqual({ topic: t, envelope: sent });
    });

    it('gives every event to each consumer group once, sharing it among one group\'s members', async () => {
      const t = topic('groups');
      const [first, second, other] = await Promise.all([
        collect({ groupId: group('shared'), topics: [t] }),
        collect({ groupId: group('shared'), topics: [t] }),
        collect({ groupId: group('other'), topics: [t] }),
      ]);
      const sent = Array.from({ length: 12 }, (_, i) => envelope(`key-${i}`, { i }));
      await bus.publish(t, sent);
      const ids = sent.map((e) => e.id).sort();
      await vi.waitFor(() => expect(other.map((e) => e.envelope.id).sort()).toEqual(ids), WAIT);
      await vi.waitFor(() => expect([...first, ...second].map((e) => e.envelope.id).sort()).toEqual(ids), WAIT);
    });

    it('keeps the events of one key in publish order', async () => {
      const t = topic('ordering');
      const received = await collect({ groupId: group('ordering'), topics: [t] });
      const keys = ['order-a', 'order-b', 'order-c'];
      const sent: EventEnvelope[] = [];
      for (let n = 0; n < 8; n++) {
        const batch = keys.map((key) => envelope(key, { n }));
        sent.push(...batch);
        // Single-event and multi-event publishes both count.
        if (n % 2) await bus.publish(t, batch);
        else for (const event of batch) await bus.publish(t, [event]);
      }
      await vi.waitFor(() => expect(received).toHaveLength(sent.length), WAIT);
      for (const key of keys) {
        const order = (list: EventEnvelope[]) => list.filter((e) => e.key === key).map((e) => e.id);
        expect(order(received.map((r) => r.envelope))).toEqual(order(sent));
      }
    });

    it('replays retained events to a new group from the beginning and redelivers an event whose handler threw', async () => {
      const t = topic('replay');
      const sent = [envelope('agg-p', { n: 1 }), envelope('agg-p', { n: 2 }), envelope('agg-p', { n: 3 })];
      await bus.publish(t, sent);
      const deliveries: string[] = [];
      let failedOnce = false;
      const subscription = await bus.subscribe({
        groupId: group('replay'),
        topics: [t],
        fromBeginning: true,
        handler: async ({ envelope: e }) => {
          deliveries.push(e.id);
          if (e.id === sent[1]!.id && !failedOnce) {
            failedOnce = true;
            throw new Error('transient failure');
          }
        },
      });
      cleanups.push(() => subscription.close());
      await vi.waitFor(() => expect(deliveries.at(-1)).toBe(sent[2]!.id), WAIT);
      expect(deliveries).toEqual([sent[0]!.id, sent[1]!.id, sent[1]!.id, sent[2]!.id]);
    });

    it('relays outbox events to an idempotent consumer that handles a duplicate once', async () => {
      const t = topic('outbox');
      const calls = new Map<string, number>();
      const seen: ReceivedEvent[] = [];
      const consumer = await startConsumer<{ n: number }>({
        bus, dataSource, schema, logger, groupId: group('outbox'), topics: [t],
        handle: async (event, manager) => {
          seen.push(event);
          calls.set(event.envelope.id, (calls.get(event.envelope.id) ?? 0) + 1);
          await manager.query(`INSERT INTO "${schema}"."effects" ("event_id", "note") VALUES ($1, $2)`, [event.envelope.id, `n=${event.envelope.data.n}`]);
        },
      });
      cleanups.push(() => consumer.close());
      const relay = startOutboxRelay({ dataSource, schema, bus, logger, intervalMs: 60_000 });
      cleanups.push(() => relay.stop());

      const first = await dataSource.transaction((m) => enqueueEvent(m, schema, t, { type: 'probe.created', key: 'agg-1', data: { n: 1 } }));
      // The relay's own first pass may already have taken it; after flush() it is published either way.
      await relay.flush();
      expect(await dataSource.query(`SELECT "published_at" IS NOT NULL AS published FROM "${schema}"."outbox_events" WHERE "id" = $1`, [first.id])).toEqual([{ published: true }]);
      // Wait for the committed effect, not the call: the handler runs before its transaction commits.
      const effectsOf = (id: string) => dataSource.query(`SELECT "note" FROM "${schema}"."effects" WHERE "event_id" = $1`, [id]);
      await vi.waitFor(async () => expect(await effectsOf(first.id)).toEqual([{ note: 'n=1' }]), WAIT);
      expect(seen[0]).toEqual({ topic: t, envelope: first });

      // At-least-once: the same envelope arrives again; a later event of the same key marks when it has been seen.
      await bus.publish(t, [first]);
      const later = await dataSource.transaction((m) => enqueueEvent(m, schema, t, { type: 'probe.updated', key: 'agg-1', data: { n: 2 } }));
      expect(await relay.flush()).toBe(1);
      await vi.waitFor(async () => expect(await effectsOf(later.id)).toEqual([{ note: 'n=2' }]), WAIT);

      expect(calls.get(first.id)).toBe(1);
      expect(await effectsOf(first.id)).toEqual([{ note: 'n=1' }]);
      const pending = await dataSource.query(`SELECT count(*)::int AS n FROM "${schema}"."outbox_events" WHERE "published_at" IS NULL`);
      expect(pending).toEqual([{ n: 0 }]);
    });

    it('sends an event that keeps failing to <topic>.dlq with the error after maxAttempts, then moves on', async () => {
      const t = topic('failing');
      const attempts = new Map<string, number>();
      const [deadLetters, consumer] = await Promise.all([
        collect({ groupId: group('dlq-watch'), topics: [deadLetterTopic(t)], fromBeginning: true }),
        startConsumer({
          bus, dataSource, schema, logger, groupId: group('failing'), topics: [t], maxAttempts: 3, retryDelayMs: 10,
          handle: async (event, manager) => {
            attempts.set(event.envelope.id, (attempts.get(event.envelope.id) ?? 0) + 1);
            await manager.query(`INSERT INTO "${schema}"."effects" ("event_id", "note") VALUES ($1, 'partial')`, [event.envelope.id]);
            if (event.envelope.type === 'probe.poison') throw new Error('cannot handle a poison probe');
          },
        }),
      ]);
      cleanups.push(() => consumer.close());
      const poison = envelope('agg-9', { n: 9 }, 'probe.poison');
      const fine = envelope('agg-9', { n: 10 });
      await bus.publish(t, [poison, fine]);

      await vi.waitFor(() => expect(attempts.get(fine.id)).toBe(1), WAIT);
      await vi.waitFor(() => expect(deadLetters).toHaveLength(1), WAIT);
      const dead = deadLetters[0]!;
      expect(dead.topic).toBe(`${t}.dlq`);
      expect(dead.envelope).toEqual({
        ...poison,
        error: 'cannot handle a poison probe',
        attempts: 3,
        sourceTopic: t,
        consumerGroup: group('failing'),
        failedAt: expect.any(String),
      } satisfies DeadLetterEnvelope);
      expect(attempts.get(poison.id)).toBe(3);
      // Each failed try rolled back its writes; the event is recorded as processed all the same.
      expect(await dataSource.query(`SELECT count(*)::int AS n FROM "${schema}"."effects" WHERE "event_id" = $1`, [poison.id])).toEqual([{ n: 0 }]);
      const processed = () =>
        dataSource.query(`SELECT count(*)::int AS n FROM "${schema}"."processed_events" WHERE "consumer_group" = $1 AND "event_id" = $2`, [group('failing'), poison.id]);
      await vi.waitFor(async () => expect(await processed()).toEqual([{ n: 1 }]), WAIT);
    });

    it('records a NonRetryableError once through fail, without retrying, and dead-letters one at once when there is no fail hook', async () => {
      const t = topic('non-retryable');
      const prepares = new Map<string, number>();
      const [deadLetters, withHook, withoutHook] = await Promise.all([
        collect({ groupId: group('non-retryable-watch'), topics: [deadLetterTopic(t)], fromBeginning: true }),
        startConsumer<{ n: number }>({
          bus, dataSource, schema, logger, groupId: group('non-retryable-hook'), topics: [t], maxAttempts: 5, retryDelayMs: 10,
          prepare: async (event) => {
            prepares.set(event.envelope.id, (prepares.get(event.envelope.id) ?? 0) + 1);
            throw new NonRetryableError(`refused n=${event.envelope.data.n}`);
          },
          handle: async () => {
            throw new Error('handle must not run after a failed prepare');
          },
          fail: async (event, manager, error) => {
            await manager.query(`INSERT INTO "${schema}"."effects" ("event_id", "note") VALUES ($1, $2)`, [event.envelope.id, error.message]);
          },
        }),
        startConsumer<{ n: number }>({
          bus, dataSource, schema, logger, groupId: group('non-retryable-plain'), topics: [t], maxAttempts: 5, retryDelayMs: 10,
          handle: async () => {
            // a plain object marked retryable: false counts too (an error rebuilt from a worker thread)
            throw Object.assign(new Error('cannot ever work'), { retryable: false });
          },
        }),
      ]);
      cleanups.push(() => withHook.close(), () => withoutHook.close());
      const refused = envelope('agg-nr', { n: 7 });
      await bus.publish(t, [refused]);
      const notes = async () => (await dataSource.query(`SELECT "note" FROM "${schema}"."effects" WHERE "event_id" = $1`, [refused.id])) as unknown[];
      await vi.waitFor(async () => expect(await notes()).toEqual([{ note: 'refused n=7' }]), WAIT);
      await vi.waitFor(() => expect(deadLetters).toHaveLength(1), WAIT);
      expect(deadLetters[0]!.envelope).toMatchObject({ id: refused.id, error: 'cannot ever work', attempts: 1, consumerGroup: group('non-retryable-plain') });
      // a marker behind it on the same key shows the refused event was not tried again meanwhile
      const marker = envelope('agg-nr', { n: 8 });
      await bus.publish(t, [marker]);
      await vi.waitFor(() => expect(prepares.get(marker.id)).toBe(1), WAIT);
      await vi.waitFor(() => expect(deadLetters.map((d) => d.envelope.id)).toEqual([refused.id, marker.id]), WAIT);
      expect(prepares.get(refused.id)).toBe(1);
    });

    it('runs a handler\'s follow-up after its transaction committed, once, and never retries or dead-letters for it', async () => {
      const t = topic('follow-up');
      const seenByFollowUp: unknown[] = [];
      const followUps = new Map<string, number>();
      const consumer = await startConsumer<{ n: number }>({
        bus, dataSource, schema, logger, groupId: group('follow-up'), topics: [t], maxAttempts: 3, retryDelayMs: 10,
        handle: async (event, manager) => {
          await manager.query(`INSERT INTO "${schema}"."effects" ("event_id", "note") VALUES ($1, 'claimed')`, [event.envelope.id]);
          return async () => {
            followUps.set(event.envelope.id, (followUps.get(event.envelope.id) ?? 0) + 1);
            // another connection: sees the write only if the transaction has committed
            seenByFollowUp.push(...(await dataSource.query(`SELECT "note" FROM "${schema}"."effects" WHERE "event_id" = $1`, [event.envelope.id])));
            if (event.envelope.data.n === 2) throw new Error('the outside call failed');
          };
        },
      });
      cleanups.push(() => consumer.close());
      const first = envelope('agg-f', { n: 1 });
      const failing = envelope('agg-f', { n: 2 });
      await bus.publish(t, [first, failing, first]);
      await vi.waitFor(() => expect(followUps.get(failing.id)).toBe(1), WAIT);
      const marker = envelope('agg-f', { n: 3 });
      await bus.publish(t, [marker]);
      await vi.waitFor(() => expect(followUps.get(marker.id)).toBe(1), WAIT);
      // the marker's follow-up is counted before its query returns: wait for what it saw too
      await vi.waitFor(() => expect(seenByFollowUp).toHaveLength(3), WAIT);
      // the duplicate of `first` was skipped, the failing follow-up was not retried
      expect(followUps.get(first.id)).toBe(1);
      expect(followUps.get(failing.id)).toBe(1);
      expect(seenByFollowUp).toEqual([{ note: 'claimed' }, { note: 'claimed' }, { note: 'claimed' }]);
    });

    it('delivers nothing to a paused subscription and resumes with the events it had not handled, once each', async () => {
      const t = topic('pause');
      const received: number[] = [];
      const duringPause: number[] = [];
      let paused = false;
      const subscription = await bus.subscribe({
        groupId: group('pause'),
        topics: [t],
        handler: async (event) => {
          const { n } = event.envelope.data as { n: number };
          if (paused) duringPause.push(n);
          received.push(n);
          if (n === 1) {
            paused = true;
            subscription.pause();
          }
        },
      });
      cleanups.push(() => subscription.close());
      await bus.publish(t, [1, 2, 3].map((n) => envelope('agg-pause', { n })));
      await vi.waitFor(() => expect(received).toEqual([1]), WAIT);
      paused = false;
      expect(duringPause).toEqual([]);
      subscription.resume();
      await vi.waitFor(() => expect(received).toEqual([1, 2, 3]), WAIT);
      // a marker after them shows nothing was delivered twice
      await bus.publish(t, [envelope('agg-pause', { n: 4 })]);
      await vi.waitFor(() => expect(received).toEqual([1, 2, 3, 4]), WAIT);
    });

    it('runs prepare outside the transaction, retries it when it fails, and skips it for a processed event', async () => {
      const t = topic('prepare');
      const prepared = new Map<number, number>();
      const consumer = await startConsumer<{ n: number }, string>({
        bus, dataSource, schema, logger, groupId: group('prepare'), topics: [t], maxAttempts: 3, retryDelayMs: 10,
        prepare: async (event) => {
          const { n } = event.envelope.data;
          prepared.set(n, (prepared.get(n) ?? 0) + 1);
          // the first try of n=2 dies, as a render killed half-way
          if (n === 2 && prepared.get(n) === 1) throw new Error('render interrupted');
          return `prepared-${n}`;
        },
        handle: async (event, manager, result) => {
          await manager.query(`INSERT INTO "${schema}"."effects" ("event_id", "note") VALUES ($1, $2)`, [event.envelope.id, result]);
        },
      });
      cleanups.push(() => consumer.close());
      const first = envelope('agg-prep', { n: 1 });
      const second = envelope('agg-prep', { n: 2 });
      await bus.publish(t, [first, first, second]);
      const notes = async (id: string) => (await dataSource.query(`SELECT "note" FROM "${schema}"."effects" WHERE "event_id" = $1`, [id])) as unknown[];
      await vi.waitFor(async () => expect(await notes(second.id)).toEqual([{ note: 'prepared-2' }]), WAIT);
      expect(await notes(first.id)).toEqual([{ note: 'prepared-1' }]);
      expect([prepared.get(1), prepared.get(2)]).toEqual([1, 2]);
    });

    it('publishes each outbox event once when two relays run against one outbox', async () => {
      const t = topic('relays');
      const received = await collect({ groupId: group('relays'), topics: [t] });
      const enqueued: EventEnvelope[] = [];
      for (let tx = 0; tx < 3; tx++) {
        enqueued.push(
          ...(await dataSource.transaction(async (m) => {
            const batch: EventEnvelope[] = [];
            for (let i = 0; i < 10; i++) batch.push(await enqueueEvent(m, schema, t, { type: 'probe.counted', key: 'agg-r', data: { tx, i } }));
            return batch;
          })),
        );
      }
      // A second data source stands for another replica with its own connections.
      const replica = await openDatabase({ url: db.url, schema, entities: [], migrations: [createEventTablesMigration(schema)] });
      cleanups.push(() => replica.destroy());
      const relays = [
        startOutboxRelay({ dataSource, schema, bus, logger, intervalMs: 60_000, batchSize: 7 }),
        startOutboxRelay({ dataSource: replica, schema, bus, logger, intervalMs: 60_000, batchSize: 7 }),
      ];
      cleanups.push(() => Promise.all(relays.map((r) => r.stop())));
      await Promise.all(relays.flatMap((r) => [r.flush(), r.flush()]));

      // Everything relayed was published before this marker of the same key.
      const marker = envelope('agg-r', { marker: true });
      await bus.publish(t, [marker]);
      await vi.waitFor(() => expect(received.at(-1)?.envelope.id).toBe(marker.id), WAIT);
      expect(received.slice(0, -1).map((r) => r.envelope.id)).toEqual(enqueued.map((e) => e.id));
    });
  });
}
