import type { Logger } from '../logging/logger';
import type { EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-bus';
import { KafkaEventBus, parseBrokers, type KafkaConsumerTuning } from './kafka-bus';

export interface CreateEventBusOptions {
  /** KAFKA_BROKERS: comma-separated `host:port` list; empty or missing selects the in-process bus. */
  brokers?: string;
  clientId: string;
  logger: Logger;
  /**
   * The embedded launcher's shared bus: every service in the process must use the same
   * in-process instance to see each other's events. Ignored when brokers are given.
   */
  inProcess?: InProcessEventBus;
  kafka?: KafkaConsumerTuning;
}

/** Kafka when brokers are configured, else the in-process bus (ARCHITECTURE.md §3). */
export function createEventBus(options: CreateEventBusOptions): EventBus {
  if (options.brokers && parseBrokers(options.brokers).length) {
    return new KafkaEventBus({ brokers: options.brokers, clientId: options.clientId, logger: options.logger, consumer: options.kafka });
  }
  return options.inProcess ?? new InProcessEventBus({ logger: options.logger });
}
