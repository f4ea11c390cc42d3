import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { EventEnvelope } from '@pod/contracts';
import { createLogger } from '../logging/logger';
import { eventBusKind } from './create-event-bus';
import { InProcessEventBus } from './in-process-bus';
import { IpcEventBus } from './ipc-bus';
import { IpcBusHost } from './ipc-bus-host';
import type { IpcChannel } from './ipc-protocol';

const logger = createLogger('ipc-bus.test', process.env.LOG_LEVEL ?? 'silent');
const WAIT = { timeout: 10_000, interval: 10 };

/**
 * Two ends of an in-memory IPC channel (JSON-copied, asynchronous, like Node's), with the
 * parent-side `kill` a process death amounts to: the channel closes on both ends at once.
 * The shared behaviour over a real channel is in event-bus.contract.test.ts.
 */
function channelPair() {
  const ends = [new EventEmitter(), new EventEmitter()] as const;
  let connected = true;
  const end = (self: EventEmitter, other: EventEmitter): IpcChannel =>
    Object.defineProperty(Object.assign(self, {
      send(message: unknown, callback?: (error: Error | null) => void) {
        if (!connected) {
          callback?.(new Error('channel closed'));
          return false;
        }
        const copy = JSON.parse(JSON.stringify(message)) as unknown;
        setImmediate(() => connected && other.emit('message', copy));
        callback?.(null);
        return true;
      },
    }), 'connected', { get: () => connected }) as unknown as IpcChannel;
  return {
    host: end(ends[0], ends[1]),
    child: end(ends[1], ends[0]),
    kill() {
      connected = false;
      for (const e of ends) e.emit('disconnect');
    },
  };
}

function envelope(n: number, key = 'agg'): EventEnvelope<{ n: number }> {
  return { id: randomUUID(), type: 'probe.happened', occurredAt: new Date().toISOString(), key, version: 1, data: { n } };
}

/** A child process as the launcher sees it: one attachment to the host, one IpcEventBus inside. */
function startChild(host: IpcBusHost, name: string) {
  const pair = channelPair();
  host.attach(pair.host, name);
  return { bus: new IpcEventBus({ channel: pair.child, logger }), kill: pair.kill };
}

describe('IpcEventBus across a process that dies', () => {
  it('gives the events a dead child had not acked to its restarted successor, and what was published meanwhile', async () => {
    const hosted = new InProcessEventBus({ logger, partitions: 1, redeliveryDelayMs: 10 });
    const host = new IpcBusHost(hosted, logger);
    const first = startChild(host, 'orders#1');
    const seenByFirst: number[] = [];
    // The first process takes event 1 and dies in its handler (never acks).
    await first.bus.subscribe({ groupId: 'orders', topics: ['t.crash'], handler: (e) => new Promise(() => void seenByFirst.push((e.envelope.data as { n: number }).n)) });
    await hosted.publish('t.crash', [envelope(1), envelope(2)]);
    await vi.waitFor(() => expect(seenByFirst).toEqual([1]), WAIT);
    first.kill();
    await hosted.publish('t.crash', [envelope(3)]);

    const second = startChild(host, 'orders#2');
    const seenBySecond: number[] = [];
    await second.bus.subscribe({ groupId: 'orders', topics: ['t.crash'], handler: async (e) => void seenBySecond.push((e.envelope.data as { n: number }).n) });
    await vi.waitFor(() => expect(seenBySecond).toEqual([1, 2, 3]), WAIT);
    expect(seenByFirst).toEqual([1]);
    await second.bus.close();
    await hosted.close();
  });

  it("moves a dead child's partitions to the group's member left in another process", async () => {
    const hosted = new InProcessEventBus({ logger, partitions: 4, redeliveryDelayMs: 10 });
    const host = new IpcBusHost(hosted, logger);
    const [a, b] = [startChild(host, 'a'), startChild(host, 'b')];
    const byChild: Record<'a' | 'b', string[]> = { a: [], b: [] };
    await Promise.all(
      (['a', 'b'] as const).map((name) =>
        ({ a, b })[name].bus.subscribe({ groupId: 'shared', topics: ['t.members'], handler: async (e) => void byChild[name].push(e.envelope.id) }),
      ),
    );
    const before = Array.from({ length: 16 }, (_, i) => envelope(i, `key-${i}`));
    await hosted.publish('t.members', before);
    await vi.waitFor(() => expect(byChild.a.length + byChild.b.length).toBe(16), WAIT);
    expect(byChild.a.length).toBeGreaterThan(0);
    a.kill();
    const after = Array.from({ length: 16 }, (_, i) => envelope(i, `key-${i}`));
    await hosted.publish('t.members', after);
    await vi.waitFor(() => expect(byChild.b).toEqual(expect.arrayContaining(after.map((e) => e.id))), WAIT);
    await b.bus.close();
    await hosted.close();
  });

  it('rejects publishing and reports not ready once the host has gone', async () => {
    const host = new IpcBusHost(new InProcessEventBus({ logger }), logger);
    const child = startChild(host, 'gateway');
    expect(await child.bus.ready()).toBe(true);
    child.kill();
    expect(await child.bus.ready()).toBe(false);
    await expect(child.bus.publish('t.gone', [envelope(1)])).rejects.toThrow(/cannot be reached|went away/);
  });
});

describe('EVENT_BUS', () => {
  it('defaults to Kafka with brokers and in-process without; names the variable when it is wrong', () => {
    expect(eventBusKind('', 'kafka:9092')).toBe('kafka');
    expect(eventBusKind(undefined, '')).toBe('in-process');
    expect(eventBusKind('ipc', '')).toBe('ipc');
    expect(eventBusKind(' kafka ', 'k:9092')).toBe('kafka');
    expect(() => eventBusKind('rabbit', '')).toThrow('EVENT_BUS must be one of kafka, ipc, in-process (or empty), got "rabbit"');
    expect(() => eventBusKind('kafka', ' ')).toThrow('EVENT_BUS=kafka needs KAFKA_BROKERS');
  });
});
