import type { EventEnvelope } from '@pod/contracts';

export type { EventEnvelope };

/** A message as a consumer receives it. */
export interface ReceivedEvent<T = unknown> {
  topic: string;
  envelope: EventEnvelope<T>;
}

export interface SubscribeOptions {
  /** Consumer group: each group gets every event once; members of one group share the work. */
  groupId: string;
  topics: string[];
  /** Start from the earliest retained event when the group has no committed offset. */
  fromBeginning?: boolean;
  handler: (event: ReceivedEvent) => Promise<void>;
  /**
   * Handlers of this subscription that may run at once, one per partition (Kafka's
   * partitionsConsumedConcurrently; the in-process bus runs one per virtual partition anyway).
   * Default 1 on Kafka.
   */
  concurrency?: number;
}

export interface Subscription {
  /**
   * Stop taking new events (handlers already running finish); the offsets of events not yet
   * handled stay uncommitted, so nothing is lost. A consumer uses it to apply back-pressure
   * while its own work queue is full.
   */
  pause(): void;
  /** Take events again after `pause`. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * One interface, three implementations (ARCHITECTURE.md §6): Kafka when KAFKA_BROKERS is set,
 * else an in-process bus, or (the embedded launcher's children) that bus over IPC. At-least-once in all.
 */
export interface EventBus {
  readonly kind: 'kafka' | 'ipc' | 'in-process';
  publish(topic: string, events: EventEnvelope[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** True when the bus can publish (used by readiness checks). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}
