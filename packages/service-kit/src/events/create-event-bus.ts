import type { Logger } from '../logging/logger';
import type { EventBus } from './event-bus';
import { InProcessEventBus } from './in-process-bus';
import { IpcEventBus } from './ipc-bus';
import type { IpcChannel } from './ipc-protocol';
import { KafkaEventBus, parseBrokers, type KafkaConsumerTuning } from './kafka-bus';

/** Which bus a process uses: the EVENT_BUS variable, validated at start-up. */
export type EventBusKind = EventBus['kind'];
export const EVENT_BUS_KINDS: readonly EventBusKind[] = ['kafka', 'ipc', 'in-process'];

/**
 * EVENT_BUS and KAFKA_BROKERS → the bus kind. Empty EVENT_BUS keeps the old rule (Kafka when
 * brokers are set, else in-process); `ipc` is what the embedded launcher gives its children.
 * Throws a message naming the variable when the two disagree or the value is unknown.
 */
export function eventBusKind(value: string | undefined, brokers: string | undefined): EventBusKind {
  const hasBrokers = Boolean(brokers && parseBrokers(brokers).length);
  const wanted = (value ?? '').trim();
  if (!wanted) return hasBrokers ? 'kafka' : 'in-process';
  if (!(EVENT_BUS_KINDS as readonly string[]).includes(wanted)) {
    throw new Error(`EVENT_BUS must be one of ${EVENT_BUS_KINDS.join(', ')} (or empty), got "${wanted}"`);
  }
  if (wanted === 'kafka' && !hasBrokers) throw new Error('EVENT_BUS=kafka needs KAFKA_BROKERS (comma-separated host:port)');
  return wanted as EventBusKind;
}

export interface CreateEventBusOptions {
  /** KAFKA_BROKERS: comma-separated `host:port` list; empty or missing selects the in-process bus. */
  brokers?: string;
  /** EVENT_BUS, already resolved by `eventBusKind`; when missing the brokers decide. */
  kind?: EventBusKind;
  clientId: string;
  logger: Logger;
  /**
   * A bus shared by everything in one process (tests that run several services in one process).
   * Used for the in-process kind only.
   */
  inProcess?: InProcessEventBus;
  /** The channel to the bus host for the ipc kind; this process's parent by default. */
  ipcChannel?: IpcChannel;
  kafka?: KafkaConsumerTuning;
}

/** Kafka, the launcher's bus over IPC, or an in-process bus (ARCHITECTURE.md §3). */
export function createEventBus(options: CreateEventBusOptions): EventBus {
  const kind = options.kind ?? eventBusKind('', options.brokers);
  switch (kind) {
    case 'kafka':
      return new KafkaEventBus({ brokers: options.brokers ?? '', clientId: options.clientId, logger: options.logger, consumer: options.kafka });
    case 'ipc':
      return new IpcEventBus({ channel: options.ipcChannel, logger: options.logger });
    case 'in-process':
      return options.inProcess ?? new InProcessEventBus({ logger: options.logger });
  }
}

/** The bus a process's environment asks for (EVENT_BUS, KAFKA_BROKERS), for entries outside runService. */
export function createEventBusFromEnv(env: Record<string, string | undefined>, options: Omit<CreateEventBusOptions, 'brokers' | 'kind'>): EventBus {
  return createEventBus({ ...options, brokers: env.KAFKA_BROKERS, kind: eventBusKind(env.EVENT_BUS, env.KAFKA_BROKERS) });
}
