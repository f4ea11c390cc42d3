import type { EventEnvelope } from '@pod/contracts';
import type { Logger } from '../logging/logger';
import type { EventBus, ReceivedEvent, SubscribeOptions, Subscription } from './event-bus';
import { partitionForKey, redeliveryDelay, sleep } from './delivery';

export interface InProcessEventBusOptions {
  logger?: Logger;
  /** Virtual partitions per topic: events of one key share a partition and so stay ordered. */
  partitions?: number;
  /** Events kept per partition for `fromBeginning` replays; older ones are dropped. */
  retentionPerPartition?: number;
  /** First redelivery delay after a handler throws; doubles up to 2 s. */
  redeliveryDelayMs?: number;
}

interface PartitionLog {
  /** Offset of entries[0]; grows as retention drops old events. */
  start: number;
  entries: EventEnvelope[];
}

interface Member {
  topics: Set<string>;
  handler: SubscribeOptions['handler'];
  inFlight: Set<Promise<void>>;
  /** Paused members keep their partitions but get nothing until resumed (like Kafka's pause). */
  paused: boolean;
}

interface Group {
  members: Member[];
  /** Next offset to deliver per `topic#partition` (the group's committed offset). */
  cursors: Map<string, number>;
  /** `topic#partition` slots that currently have a delivery loop running. */
  draining: Set<string>;
}

/**
 * The embedded default bus (ARCHITECTURE.md §3): Kafka's semantics in memory so code behaves
 * the same with one process or many. Each topic has a few virtual partitions chosen by key;
 * each consumer group has one sequential delivery loop per partition (ordered per key, at most
 * `partitions` handlers in parallel per group) and spreads partitions over its members. A
 * handler that throws gets the same event again after a backoff (at-least-once), so use the
 * idempotent consumer wrapper (`startConsumer`) to bound retries and dead-letter.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly topics = new Map<string, PartitionLog[]>();
  private readonly groups = new Map<string, Group>();
  private readonly partitions: number;
  private readonly retention: number;
  private readonly redeliveryDelayMs: number;
  private closed = false;

  constructor(private readonly options: InProcessEventBusOptions = {}) {
    this.partitions = options.partitions ?? 4;
    this.retention = options.retentionPerPartition ?? 1000;
    this.redeliveryDelayMs = options.redeliveryDelayMs ?? 100;
  }

  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    const logs = this.logsFor(topic);
    const touched = new Set<number>();
    for (const event of events) {
      const partition = partitionForKey(event.key, this.partitions);
      const log = logs[partition]!;
      // A serialised copy, as Kafka would carry it: the producer cannot mutate what consumers see.
      log.entries.push(JSON.parse(JSON.stringify(event)) as EventEnvelope);
      if (log.entries.length > this.retention) {
        log.entries.shift();
        log.start += 1;
      }
      touched.add(partition);
    }
    for (const group of this.groups.values()) {
      if (!group.members.some((m) => m.topics.has(topic))) continue;
      for (const partition of touched) this.drain(group, topic, partition);
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    if (this.closed) throw new Error('event bus is closed');
    let group = this.groups.get(options.groupId);
    if (!group) {
      group = { members: [], cursors: new Map(), draining: new Set() };
      this.groups.set(options.groupId, group);
    }
    const member: Member = { topics: new Set(options.topics), handler: options.handler, inFlight: new Set(), paused: false };
    for (const topic of member.topics) {
      this.logsFor(topic).forEach((log, partition) => {
        const slot = slotOf(topic, partition);
        // Like Kafka's auto.offset.reset: a group new to a partition starts at the end unless asked.
        if (!group.cursors.has(slot)) group.cursors.set(slot, options.fromBeginning ? log.start : log.start + log.entries.length);
      });
    }
    group.members.push(member);
    for (const topic of member.topics) for (let p = 0; p < this.partitions; p++) this.drain(group, topic, p);
    const joined = group;
    const drainAll = () => {
      for (const topic of member.topics) for (let p = 0; p < this.partitions; p++) this.drain(joined, topic, p);
    };
    return {
      pause: () => {
        member.paused = true;
      },
      resume: () => {
        if (!member.paused) return;
        member.paused = false;
        drainAll();
      },
      close: async () => {
        const index = joined.members.indexOf(member);
        if (index >= 0) joined.members.splice(index, 1);
        await Promise.allSettled([...member.inFlight]);
        // Partitions this member owned move to the remaining members.
        drainAll();
      },
    };
  }

  async ready(): Promise<boolean> {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    const inFlight = [...this.groups.values()].flatMap((g) => g.members.flatMap((m) => [...m.inFlight]));
    for (const group of this.groups.values()) group.members = [];
    await Promise.allSettled(inFlight);
  }

  private logsFor(topic: string): PartitionLog[] {
    let logs = this.topics.get(topic);
    if (!logs) {
      logs = Array.from({ length: this.partitions }, () => ({ start: 0, entries: [] }));
      this.topics.set(topic, logs);
    }
    return logs;
  }

  /** Starts the delivery loop of one group partition unless it is already running. */
  private drain(group: Group, topic: string, partition: number): void {
    const slot = slotOf(topic, partition);
    if (group.draining.has(slot)) return;
    group.draining.add(slot);
    void this.deliverLoop(group, topic, partition, slot);
  }

  private async deliverLoop(group: Group, topic: string, partition: number, slot: string): Promise<void> {
    const log = this.logsFor(topic)[partition]!;
    let failures = 0;
    for (;;) {
      // Checked and released synchronously so a publish in between cannot lose its wake-up.
      const member = this.closed ? undefined : ownerOf(group, topic, partition);
      let cursor = group.cursors.get(slot) ?? log.start + log.entries.length;
      if (cursor < log.start) {
        this.options.logger?.warn({ topic, partition, skipped: log.start - cursor }, 'events dropped by retention before delivery');
        cursor = log.start;
      }
      const entry = log.entries[cursor - log.start];
      // A paused owner keeps the partition; its resume starts the loop again from this cursor.
      if (!member || !entry || member.paused) {
        group.cursors.set(slot, cursor);
        group.draining.delete(slot);
        return;
      }
      const received: ReceivedEvent = { topic, envelope: JSON.parse(JSON.stringify(entry)) as EventEnvelope };
      const delivery = Promise.resolve().then(() => member.handler(received));
      member.inFlight.add(delivery);
      try {
        await delivery;
        group.cursors.set(slot, cursor + 1);
        failures = 0;
      } catch (error) {
        failures += 1;
        this.options.logger?.warn({ err: error, topic, eventId: entry.id, failures }, 'event handler failed; redelivering');
        await sleep(redeliveryDelay(this.redeliveryDelayMs, failures));
      } finally {
        member.inFlight.delete(delivery);
      }
    }
  }
}

function slotOf(topic: string, partition: number): string {
  return `${topic}#${partition}`;
}

/** Partitions are spread over the group's members subscribed to the topic, like Kafka's assignors. */
function ownerOf(group: Group, topic: string, partition: number): Member | undefined {
  const candidates = group.members.filter((m) => m.topics.has(topic));
  return candidates.length ? candidates[partition % candidates.length] : undefined;
}
