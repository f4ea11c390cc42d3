import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import type { EventEnvelope } from '@pod/contracts';
import type { Logger } from '../logging/logger';
import type { EventBus } from './event-bus';
import { errorMessage } from './delivery';

/** Only plain identifiers become schema names in SQL text. */
export function quoteSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  return `"${schema}"`;
}

/**
 * The migration every service that publishes or consumes events adds to its list: the
 * transactional outbox and the processed-event ids of its idempotent consumers, in the
 * service's own schema. The timestamp in the name only orders it among migrations; the
 * tables reference nothing else.
 */
export function createEventTablesMigration(schema: string): new () => MigrationInterface {
  const s = quoteSchema(schema);
  return class CreateEventTables1700000000000 implements MigrationInterface {
    name = 'CreateEventTables1700000000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      // `seq` gives the relay a strict order (occurred_at ties inside one transaction).
      await queryRunner.query(`
        CREATE TABLE ${s}."outbox_events" (
          "id" uuid PRIMARY KEY,
          "seq" bigserial NOT NULL,
          "topic" text NOT NULL,
          "key" text NOT NULL,
          "type" text NOT NULL,
          "version" integer NOT NULL DEFAULT 1,
          "payload" jsonb NOT NULL,
          "occurred_at" timestamptz NOT NULL,
          "published_at" timestamptz NULL
        )`);
      await queryRunner.query(`CREATE INDEX "outbox_events_unpublished_idx" ON ${s}."outbox_events" ("seq") WHERE "published_at" IS NULL`);
      // event_id is text, not uuid: the id comes from whoever produced the event.
      await queryRunner.query(`
        CREATE TABLE ${s}."processed_events" (
          "consumer_group" text NOT NULL,
          "event_id" text NOT NULL,
          "processed_at" timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY ("consumer_group", "event_id")
        )`);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`DROP TABLE ${s}."processed_events"`);
      await queryRunner.query(`DROP TABLE ${s}."outbox_events"`);
    }
  };
}

export interface NewEvent<T> {
  type: string;
  /** The aggregate id: events with one key are delivered in order. */
  key: string;
  data: T;
  version?: number;
}

/**
 * Writes an event to the outbox inside the caller's transaction, so it is published exactly
 * when the change it describes commits. Call `relay.flush()` after the commit for low latency.
 */
export async function enqueueEvent<T>(manager: EntityManager, schema: string, topic: string, event: NewEvent<T>): Promise<EventEnvelope<T>> {
  const envelope: EventEnvelope<T> = {
    id: randomUUID(),
    type: event.type,
    occurredAt: new Date().toISOString(),
    key: event.key,
    version: event.version ?? 1,
    data: event.data,
  };
  await manager.query(
    `INSERT INTO ${quoteSchema(schema)}."outbox_events" ("id", "topic", "key", "type", "version", "payload", "occurred_at") VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [envelope.id, topic, envelope.key, envelope.type, envelope.version, JSON.stringify(envelope.data ?? null), envelope.occurredAt],
  );
  return envelope;
}

export interface OutboxRelayOptions {
  dataSource: DataSource;
  schema: string;
  bus: EventBus;
  logger: Logger;
  /** Poll interval; `flush()` publishes sooner. */
  intervalMs?: number;
  batchSize?: number;
}

export interface OutboxRelay {
  /** Publishes everything pending now; resolves with how many events this call published (0 on error, which is logged). */
  flush(): Promise<number>;
  /** Stops polling and waits for a publish in progress. */
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  type: string;
  version: number;
  payload: unknown;
  occurred_at: Date | string;
}

/**
 * Publishes outbox rows in insertion order and marks them published. Each batch runs in one
 * transaction holding a transaction-scoped advisory lock, so of several replicas only one
 * publishes at a time (keeping per-key order across batches), and selects rows FOR UPDATE SKIP
 * LOCKED so nothing is published twice. The publish happens on the transaction's own connection
 * only (PGlite serialises connections while a transaction is open). A crash between publish and
 * commit republishes the batch: delivery is at-least-once, consumers are idempotent.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { dataSource, bus, logger } = options;
  const table = `${quoteSchema(options.schema)}."outbox_events"`;
  const lockKey = `${options.schema}.outbox_events`;
  const batchSize = options.batchSize ?? 100;
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  async function publishBatch(): Promise<number> {
    return dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [lockKey])) as Array<{ locked: boolean }>;
      if (!locked) return 0;
      const rows = (await manager.query(
        `SELECT "id", "topic", "key", "type", "version", "payload", "occurred_at" FROM ${table}
          WHERE "published_at" IS NULL ORDER BY "seq" LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      )) as OutboxRow[];
      if (!rows.length) return 0;
      // Consecutive rows of one topic go in one publish call; the overall order is kept.
      let run: OutboxRow[] = [];
      const publishRun = async () => {
        if (run.length) await bus.publish(run[0]!.topic, run.map(toEnvelope));
        run = [];
      };
      for (const row of rows) {
        if (run.length && run[0]!.topic !== row.topic) await publishRun();
        run.push(row);
      }
      await publishRun();
      await manager.query(`UPDATE ${table} SET "published_at" = now() WHERE "id" = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      return rows.length;
    });
  }

  async function drain(): Promise<number> {
    let published = 0;
    try {
      for (;;) {
        const count = await publishBatch();
        published += count;
        if (count < batchSize || stopped) return published;
      }
    } catch (error) {
      logger.warn({ err: errorMessage(error), schema: options.schema }, 'outbox relay could not publish; will retry');
      return published;
    }
  }

  function flush(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    const run = chain.then(drain);
    chain = run;
    return run;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      chain = chain.then(drain).then(schedule);
    }, intervalMs);
    timer.unref();
  }

  // The first pass publishes whatever an earlier run left behind.
  chain = chain.then(drain).then(schedule);
  return {
    flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}

function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    occurredAt: new Date(row.occurred_at).toISOString(),
    key: row.key,
    version: Number(row.version),
    data: row.payload,
  };
}
