import type { DataSource, EntityManager } from 'typeorm';
import { deadLetterTopic, type EventEnvelope } from '@pod/contracts';
import type { Logger } from '../logging/logger';
import type { EventBus, ReceivedEvent, Subscription } from './event-bus';
import { quoteSchema } from './outbox';
import { errorMessage, redeliveryDelay, sleep } from './delivery';
import { isNonRetryable } from '../errors/non-retryable';

/** What `<topic>.dlq` carries: the original envelope plus why and where it failed. */
export interface DeadLetterEnvelope<T = unknown> extends EventEnvelope<T> {
  error: string;
  attempts: number;
  sourceTopic: string;
  consumerGroup: string;
  failedAt: string;
}

/** Work a handler leaves for after its transaction has committed (see `handle`). */
export type FollowUp = () => Promise<void>;

export interface ConsumerOptions<T = unknown, P = undefined> {
  bus: EventBus;
  dataSource: DataSource;
  /** The service's schema, holding `processed_events` (see createEventTablesMigration). */
  schema: string;
  groupId: string;
  topics: string[];
  /**
   * Runs inside the transaction that records the event as processed: write through `manager`
   * only (another connection would wait on PGlite's open transaction). Throw to retry.
   * May return a follow-up, run once that transaction has committed and still in the event's
   * delivery lane: slow outside work (a call to another system) that must not hold a
   * transaction open. A follow-up is run once and not retried; it reports its own outcome.
   */
  handle: (event: ReceivedEvent<T>, manager: EntityManager, prepared: P) => Promise<void | FollowUp>;
  /**
   * Slow work whose result the handler records (a render): runs before the transaction, outside
   * any transaction, and is skipped for an event already processed. Unlike a follow-up, the event
   * is recorded as processed only once `prepare` and `handle` have both succeeded, so a process
   * killed during `prepare` gets the event again. Throw to retry.
   */
  prepare?: (event: ReceivedEvent<T>) => Promise<P>;
  /**
   * Records an event that failed for a reason retrying cannot fix (a `NonRetryableError` from
   * `prepare` or `handle`, e.g. a refused file): runs once, in the transaction that marks the
   * event processed, so the requester hears the reason (an answer event through the outbox).
   * Without it, such an event goes to the dead-letter topic at once. Throwing here dead-letters too.
   */
  fail?: (event: ReceivedEvent<T>, manager: EntityManager, error: Error) => Promise<void | FollowUp>;
  /** Handlers that may run at once (see SubscribeOptions.concurrency). */
  concurrency?: number;
  logger: Logger;
  /** Tries before the event goes to `<topic>.dlq`. */
  maxAttempts?: number;
  /** Delay before the second try; doubles per try, capped at 2 s. */
  retryDelayMs?: number;
  fromBeginning?: boolean;
}

/**
 * An idempotent, at-least-once consumer (ARCHITECTURE.md §6). Each event is handled in one
 * transaction that first inserts (groupId, event id) into `processed_events`; a duplicate
 * delivery finds the row and is skipped, and a failed handler rolls the row back with its
 * writes. After `maxAttempts` failures the envelope is published to `<topic>.dlq` with the
 * error and the event is marked processed so the stream moves on. A `NonRetryableError` is not
 * tried again: `fail` records it (else it is dead-lettered at once).
 */
export async function startConsumer<T = unknown, P = undefined>(options: ConsumerOptions<T, P>): Promise<Subscription> {
  const { bus, dataSource, groupId, logger } = options;
  const processed = `${quoteSchema(options.schema)}."processed_events"`;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const retryDelayMs = options.retryDelayMs ?? 100;

  const markProcessed = async (manager: EntityManager, eventId: string): Promise<boolean> => {
    const rows = (await manager.query(
      `INSERT INTO ${processed} ("consumer_group", "event_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_id"`,
      [groupId, eventId],
    )) as unknown[];
    return rows.length > 0;
  };
  const isProcessed = async (eventId: string): Promise<boolean> => {
    const rows = (await dataSource.query(`SELECT 1 FROM ${processed} WHERE "consumer_group" = $1 AND "event_id" = $2`, [groupId, eventId])) as unknown[];
    return rows.length > 0;
  };

  const runFollowUp = async (followUp: void | FollowUp, eventId: string, topic: string): Promise<void> => {
    // Committed: the event is processed whatever the follow-up does.
    await followUp?.().catch((error: unknown) => logger.error({ err: errorMessage(error), topic, groupId, eventId }, 'event follow-up failed'));
  };

  /** The `fail` hook in the transaction that marks the event processed; false when the hook itself failed (dead-letter it). */
  const recordFailure = async (event: ReceivedEvent<T>, error: Error): Promise<boolean> => {
    const { envelope, topic } = event;
    let followUp: void | FollowUp;
    try {
      followUp = await dataSource.transaction(async (manager) => {
        if (!(await markProcessed(manager, envelope.id))) return;
        return options.fail!(event, manager, error);
      });
    } catch (hookError) {
      logger.error({ err: errorMessage(hookError), topic, groupId, eventId: envelope.id }, 'recording a failed event failed');
      return false;
    }
    await runFollowUp(followUp, envelope.id, topic);
    return true;
  };

  return bus.subscribe({
    groupId,
    topics: options.topics,
    fromBeginning: options.fromBeginning,
    concurrency: options.concurrency,
    handler: async (event) => {
      const { envelope, topic } = event;
      let lastError: unknown;
      let attempts = maxAttempts;
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        let followUp: void | FollowUp;
        try {
          let prepared = undefined as P;
          if (options.prepare) {
            if (await isProcessed(envelope.id)) {
              logger.debug({ topic, groupId, eventId: envelope.id }, 'duplicate event skipped');
              return;
            }
            prepared = await options.prepare(event as ReceivedEvent<T>);
          }
          followUp = await dataSource.transaction(async (manager) => {
            if (!(await markProcessed(manager, envelope.id))) {
              logger.debug({ topic, groupId, eventId: envelope.id }, 'duplicate event skipped');
              return;
            }
            return options.handle(event as ReceivedEvent<T>, manager, prepared);
          });
        } catch (error) {
          lastError = error;
          attempts = attempt;
          if (isNonRetryable(error)) {
            logger.warn({ err: errorMessage(error), topic, groupId, eventId: envelope.id, attempt }, 'event failed for good (not retried)');
            if (options.fail && (await recordFailure(event as ReceivedEvent<T>, error))) return;
            break;
          }
          logger.warn({ err: errorMessage(error), topic, groupId, eventId: envelope.id, attempt, maxAttempts }, 'event handling failed');
          if (attempt < maxAttempts) await sleep(redeliveryDelay(retryDelayMs, attempt));
          continue;
        }
        await runFollowUp(followUp, envelope.id, topic);
        return;
      }
      const deadLetter: DeadLetterEnvelope = {
        ...envelope,
        error: errorMessage(lastError),
        attempts,
        sourceTopic: topic,
        consumerGroup: groupId,
        failedAt: new Date().toISOString(),
      };
      // Publish first, then mark: a crash in between re-runs the event rather than losing it.
      await bus.publish(deadLetterTopic(topic), [deadLetter]);
      await dataSource.transaction((manager) => markProcessed(manager, envelope.id));
      logger.error({ topic, groupId, eventId: envelope.id, error: deadLetter.error }, 'event sent to the dead-letter topic');
    },
  });
}
