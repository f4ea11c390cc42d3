import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type EachMessagePayload, type IHeaders, type KafkaMessage, type LogEntry, type Producer } from 'kafkajs';
import type { EventEnvelope } from '@pod/contracts';
import type { Logger } from '../logging/logger';
import type { EventBus, SubscribeOptions, Subscription } from './event-bus';
import { errorMessage, redeliveryDelay, restartDelay, sleep } from './delivery';

/** Consumer timings; the defaults suit production, tests against the mock cluster pass smaller ones. */
export interface KafkaConsumerTuning {
  sessionTimeout?: number;
  heartbeatInterval?: number;
  rebalanceTimeout?: number;
  /** Long-poll wait of a fetch; also bounds how long `subscribe` waits after joining. */
  maxWaitTimeInMs?: number;
  /** How long `subscribe` waits for the group join before resolving anyway (with a warning). */
  joinTimeoutMs?: number;
  /** First wait before subscribing again after a crash kafkajs does not restart; doubles up to 30 s. */
  restartDelayMs?: number;
}

export interface KafkaEventBusOptions {
  /** Comma-separated `host:port` list (KAFKA_BROKERS) or an array. */
  brokers: string | string[];
  clientId: string;
  logger: Logger;
  consumer?: KafkaConsumerTuning;
  /** First redelivery delay after a handler throws; doubles up to 2 s. */
  redeliveryDelayMs?: number;
}

const DEFAULT_TUNING: Required<KafkaConsumerTuning> = {
  sessionTimeout: 30_000,
  heartbeatInterval: 3_000,
  rebalanceTimeout: 60_000,
  maxWaitTimeInMs: 500,
  joinTimeoutMs: 60_000,
  restartDelayMs: 1_000,
};

/**
 * One subscription across the consumers that serve it: the first, then one per restart after
 * a crash kafkajs gives up on. Deliveries check `generation` so a crashed consumer's handlers
 * stop redelivering and committing once a newer consumer is being started.
 */
interface SubscriptionState {
  readonly options: SubscribeOptions;
  readonly topics: Array<{ topic: string }>;
  consumer: Consumer | null;
  /** True while `consumer` has a consumer group (kafkajs pause/resume throw otherwise). */
  running: boolean;
  generation: number;
  /** Deliveries still running; a restart waits for them, so no message is handled twice at once. */
  readonly inFlight: Set<Promise<void>>;
  /** Start of the current consumer (connect, subscribe, join); `close` waits for it. */
  starting: Promise<void> | null;
  /** Crashes since the last group join: the restart backoff grows with them. */
  crashes: number;
  paused: boolean;
  closed: boolean;
}

export function parseBrokers(brokers: string | string[]): string[] {
  const list = Array.isArray(brokers) ? brokers : brokers.split(',');
  return list.map((b) => b.trim()).filter(Boolean);
}

/**
 * The Kafka implementation of the EventBus (kafkajs). Messages are keyed by `envelope.key`
 * so one aggregate's events share a partition and stay ordered; the value is the JSON
 * envelope; headers carry the type and id (and `error`/`attempts` of dead letters).
 * Each `subscribe` is its own consumer in the given group; offsets are committed only after
 * the handler resolves, and a handler that throws gets the message again after a backoff.
 * A consumer that crashes without kafkajs restarting it is replaced by a new one.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private producerConnection: Promise<void> | null = null;
  private admin: Admin | null = null;
  /** Topics already offered to `createTopics` (best effort, once per topic). */
  private readonly knownTopics = new Set<string>();
  private adminUnavailable = false;
  private readonly subscriptions = new Set<SubscriptionState>();
  private readonly tuning: Required<KafkaConsumerTuning>;
  private closed = false;

  constructor(private readonly options: KafkaEventBusOptions) {
    const logger = options.logger.child({ component: 'kafkajs' });
    this.tuning = { ...DEFAULT_TUNING, ...options.consumer };
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: parseBrokers(options.brokers),
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => logKafkaEntry(logger, entry),
      retry: { initialRetryTime: 100, retries: 8 },
    });
    // Not `idempotent: true`: kafkajs then needs the controller broker, which the librdkafka mock
    // cluster used in tests does not report. One request in flight and acks from all replicas
    // keep per-partition order; a retried send can duplicate, which idempotent consumers absorb.
    this.producer = this.kafka.producer({
      allowAutoTopicCreation: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
  }

  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    if (!events.length) return;
    await this.connectProducer();
    await this.ensureTopics([topic]);
    await this.producer.send({
      topic,
      acks: -1,
      messages: events.map((event) => ({ key: event.key, value: JSON.stringify(event), headers: headersOf(event) })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    if (this.closed) throw new Error('event bus is closed');
    const state: SubscriptionState = {
      options,
      topics: options.topics.map((topic) => ({ topic })),
      consumer: null,
      running: false,
      generation: 0,
      inFlight: new Set(),
      starting: null,
      crashes: 0,
      paused: false,
      closed: false,
    };
    this.subscriptions.add(state);
    let ready: Promise<boolean>;
    try {
      ({ ready } = await this.startConsumer(state));
    } catch (error) {
      this.subscriptions.delete(state);
      await state.consumer?.disconnect().catch(() => undefined);
      throw error;
    }
    if (!(await ready)) {
      this.options.logger.warn({ groupId: options.groupId, topics: options.topics, joinTimeoutMs: this.tuning.joinTimeoutMs }, 'consumer has not joined its group yet; it keeps trying');
    }
    return {
      // kafkajs stops fetching the paused topics and drops what it had fetched but not handled;
      // those offsets are uncommitted, so they are fetched again after resume. A consumer
      // started by a restart takes the paused state over.
      pause: () => {
        state.paused = true;
        if (state.running) state.consumer?.pause(state.topics);
      },
      resume: () => {
        state.paused = false;
        if (state.running) state.consumer?.resume(state.topics);
      },
      close: () => this.closeSubscription(state),
    };
  }

  /**
   * Creates, connects and runs the subscription's next consumer; resolves once it runs (joined
   * or crashed), with a promise of whether it joined its group and fetched within `joinTimeoutMs`.
   */
  private async startConsumer(state: SubscriptionState): Promise<{ ready: Promise<boolean> }> {
    const { options } = state;
    const { sessionTimeout, heartbeatInterval, rebalanceTimeout, maxWaitTimeInMs, joinTimeoutMs } = this.tuning;
    const consumer = this.kafka.consumer({
      groupId: options.groupId,
      sessionTimeout,
      heartbeatInterval,
      rebalanceTimeout,
      maxWaitTimeInMs,
      allowAutoTopicCreation: true,
      retry: { initialRetryTime: 100, retries: 8 },
    });
    const generation = ++state.generation;
    state.consumer = consumer;
    state.running = false;
    // kafkajs drops its consumer group (and with it the paused topics) when it stops the
    // consumer, and builds a new one when it restarts it after a retriable crash: `running`
    // follows that, and each join re-applies a pause asked for meanwhile.
    consumer.on(consumer.events.STOP, () => {
      if (state.generation === generation) state.running = false;
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      state.crashes = 0;
      if (state.generation !== generation) return;
      state.running = true;
      if (state.paused) consumer.pause(state.topics);
    });
    // kafkajs restarts a consumer itself only after retriable errors (`restart: true`); after
    // others (the mock cluster's INVALID_REQUEST to a late SyncGroup, a non-retriable commit
    // error) it leaves it stopped while the process looks healthy, so the bus starts a new one.
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || state.generation !== generation) return;
      void this.restart(state, payload.error);
    });
    const ready = waitUntilConsuming(consumer, joinTimeoutMs);
    const starting = (async () => {
      await this.ensureTopics(options.topics);
      await consumer.connect();
      await consumer.subscribe({ topics: options.topics, fromBeginning: options.fromBeginning ?? false });
      const running = consumer.run({
        autoCommit: false,
        partitionsConsumedConcurrently: Math.max(1, options.concurrency ?? 1),
        eachMessage: (payload) => this.track(state, this.deliver(state, generation, consumer, payload)),
      });
      // `run` creates the group synchronously, so the pause can be applied before the first fetch.
      state.running = true;
      if (state.paused) consumer.pause(state.topics);
      await running;
    })();
    state.starting = starting;
    try {
      await starting;
    } finally {
      if (state.starting === starting) state.starting = null;
    }
    return { ready };
  }

  /** One message: the handler until it succeeds (redelivery with backoff), then the offset commit. */
  private async deliver(state: SubscriptionState, generation: number, consumer: Consumer, { topic, partition, message, heartbeat }: EachMessagePayload): Promise<void> {
    const stale = () => state.closed || state.generation !== generation;
    const envelope = decode(message);
    if (envelope) {
      let failures = 0;
      for (;;) {
        try {
          await state.options.handler({ topic, envelope });
          break;
        } catch (error) {
          // Leave the offset uncommitted: the next member of the group (or the restarted consumer) starts from here.
          if (stale()) return;
          failures += 1;
          this.options.logger.warn({ err: error, topic, eventId: envelope.id, failures }, 'event handler failed; redelivering');
          await sleep(redeliveryDelay(this.options.redeliveryDelayMs ?? 200, failures));
          if (stale()) return;
          await heartbeat();
        }
      }
    } else {
      this.options.logger.error({ topic, partition, offset: message.offset }, 'skipping a message that is not a JSON event envelope');
    }
    // A crashed consumer cannot commit; the restarted one gets the message again (at-least-once).
    if (state.generation !== generation) return;
    await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
  }

  private track(state: SubscriptionState, delivery: Promise<void>): Promise<void> {
    state.inFlight.add(delivery);
    const forget = () => void state.inFlight.delete(delivery);
    delivery.then(forget, forget);
    return delivery;
  }

  /**
   * After a crash kafkajs will not restart: waits for the crashed consumer's deliveries, then
   * subscribes again (same group, topics, handler, options) with a growing delay, until a new
   * consumer runs or the subscription or bus is closed. A new consumer that crashes the same
   * way comes back here through its own CRASH listener.
   */
  private async restart(state: SubscriptionState, cause: unknown): Promise<void> {
    const crashed = state.consumer;
    state.generation += 1;
    state.running = false;
    await crashed?.disconnect().catch(() => undefined);
    await Promise.allSettled([...state.inFlight]);
    const { groupId, topics } = state.options;
    let error = cause;
    while (!state.closed && !this.closed) {
      state.crashes += 1;
      const delayMs = restartDelay(this.tuning.restartDelayMs, state.crashes);
      this.options.logger.warn({ err: errorMessage(error), groupId, topics, crashes: state.crashes, delayMs }, 'consumer crashed and kafkajs will not restart it; subscribing again');
      await sleep(delayMs);
      if (state.closed || this.closed) return;
      try {
        await this.startConsumer(state);
        // closed while it was starting: `close` may have disconnected the consumer before it ran
        if (state.closed || this.closed) await state.consumer?.disconnect().catch(() => undefined);
        return;
      } catch (startError) {
        await state.consumer?.disconnect().catch(() => undefined);
        error = startError;
      }
    }
  }

  private async closeSubscription(state: SubscriptionState): Promise<void> {
    state.closed = true;
    this.subscriptions.delete(state);
    await state.starting?.catch(() => undefined);
    await state.consumer?.disconnect();
  }

  async ready(): Promise<boolean> {
    if (this.closed) return false;
    try {
      await this.connectProducer();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.subscriptions].map((state) => this.closeSubscription(state)));
    if (this.producerConnection) await this.producer.disconnect().catch(() => undefined);
    if (this.admin) await this.admin.disconnect().catch(() => undefined);
  }

  private connectProducer(): Promise<void> {
    if (!this.producerConnection) {
      this.producerConnection = this.producer.connect().catch((error: unknown) => {
        this.producerConnection = null;
        throw error;
      });
    }
    return this.producerConnection;
  }

  /**
   * Best effort: brokers that auto-create topics (the usual setting, and the test mock cluster,
   * where `createTopics` does not work) need nothing; on others this creates missing topics
   * with the broker's defaults. Failures are logged at debug and never block publishing.
   */
  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.knownTopics.has(t));
    if (!missing.length || this.adminUnavailable) return;
    missing.forEach((t) => this.knownTopics.add(t));
    try {
      if (!this.admin) {
        this.admin = this.kafka.admin({ retry: { retries: 1, initialRetryTime: 100 } });
        await this.admin.connect();
      }
      await this.admin.createTopics({ topics: missing.map((topic) => ({ topic })), timeout: 2_000 });
    } catch (error) {
      this.adminUnavailable = true;
      this.options.logger.debug({ err: errorMessage(error), topics: missing }, 'topic creation unavailable; relying on broker auto-creation');
    }
  }
}

function headersOf(event: EventEnvelope): IHeaders {
  const headers: IHeaders = { 'event-type': event.type, 'event-id': event.id };
  const deadLetter = event as EventEnvelope & { error?: unknown; attempts?: unknown };
  if (typeof deadLetter.error === 'string') headers.error = deadLetter.error;
  if (typeof deadLetter.attempts === 'number') headers.attempts = String(deadLetter.attempts);
  return headers;
}

function decode(message: KafkaMessage): EventEnvelope | null {
  if (!message.value) return null;
  try {
    const value = JSON.parse(message.value.toString('utf8')) as EventEnvelope;
    return value && typeof value.id === 'string' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Resolves true once the consumer has joined its group and finished a first fetch (which is
 * when kafkajs resolves the starting offsets), so events published after `subscribe` returns
 * are not skipped by a "latest" offset; false after `timeoutMs`.
 */
function waitUntilConsuming(consumer: Consumer, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let joined = false;
    let done = false;
    const removers = [
      consumer.on(consumer.events.GROUP_JOIN, () => {
        joined = true;
      }),
      consumer.on(consumer.events.FETCH, () => {
        if (joined) finish(true);
      }),
      consumer.on(consumer.events.CRASH, () => finish(false)),
    ];
    const timer = setTimeout(() => finish(false), timeoutMs);
    timer.unref();
    function finish(result: boolean) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      removers.forEach((remove) => remove());
      resolve(result);
    }
  });
}

function logKafkaEntry(logger: Logger, { level, namespace, log }: LogEntry): void {
  const { message, timestamp: _timestamp, ...details } = log;
  const fields = { namespace, ...details };
  if (level === logLevel.ERROR) logger.error(fields, message);
  else if (level === logLevel.WARN) logger.warn(fields, message);
  else if (level === logLevel.INFO) logger.info(fields, message);
  else logger.debug(fields, message);
}
