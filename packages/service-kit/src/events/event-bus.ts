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
}

export interface Subscription {
  close(): Promise<void>;
}

/**
 * One interface, two implementations (ARCHITECTURE.md §6): Kafka when KAFKA_BROKERS is set,
 * else an in-process bus for the embedded default. Delivery is at-least-once in both.
 */
export interface EventBus {
  readonly kind: 'kafka' | 'in-process';
  publish(topic: string, events: EventEnvelope[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** True when the bus can publish (used by readiness checks). */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}
