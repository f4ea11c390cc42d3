import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { EventEnvelope } from '@pod/contracts';
import { createLogger } from '../logging/logger';
import { createEventBus } from './create-event-bus';
import { InProcessEventBus } from './in-process-bus';

const logger = createLogger('in-process-bus.test', process.env.LOG_LEVEL ?? 'silent');

function envelope(key: string, n: number): EventEnvelope<{ n: number }> {
  return { id: randomUUID(), type: 'probe.happened', occurredAt: new Date().toISOString(), key, version: 1, data: { n } };
}

/** What only the in-process bus has to get right; the shared behaviour is in event-bus.contract.test.ts. */
describe('InProcessEventBus', () => {
  it('is what createEventBus returns without brokers, reusing a shared instance when given', () => {
    const shared = new InProcessEventBus({ logger });
    expect(createEventBus({ clientId: 'a', logger, brokers: ' ', inProcess: shared })).toBe(shared);
    expect(createEventBus({ clientId: 'b', logger }).kind).toBe('in-process');
  });

  it('keeps a bounded log per partition, so fromBeginning replays only what is retained', async () => {
    const bus = new InProcessEventBus({ logger, partitions: 1, retentionPerPartition: 2 });
    const sent = [1, 2, 3].map((n) => envelope('agg', n));
    await bus.publish('t.retention', sent);
    const seen: number[] = [];
    await bus.subscribe({ groupId: 'g', topics: ['t.retention'], fromBeginning: true, handler: async (e) => void seen.push((e.envelope.data as { n: number }).n) });
    await vi.waitFor(() => expect(seen).toEqual([2, 3]));
    await bus.close();
  });

  it('delivers nothing to a paused subscription and resumes from where it stopped', async () => {
    const bus = new InProcessEventBus({ logger, partitions: 2 });
    const seen: number[] = [];
    const subscription = await bus.subscribe({
      groupId: 'g',
      topics: ['t.pause'],
      handler: async (e) => {
        const { n } = e.envelope.data as { n: number };
        seen.push(n);
        // back-pressure from inside a handler, as the render worker applies it
        if (n === 1) subscription.pause();
      },
    });
    await bus.publish('t.pause', [envelope('agg', 1), envelope('agg', 2)]);
    await vi.waitFor(() => expect(seen).toEqual([1]));
    // The delivery loop stops before handing out event 2, and a publish does not restart it.
    await bus.publish('t.pause', [envelope('agg', 3)]);
    expect(seen).toEqual([1]);
    subscription.resume();
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3]));
    await bus.close();
  });

  it('hands a closed member\'s partitions to the members left in its group', async () => {
    const bus = new InProcessEventBus({ logger, partitions: 4 });
    const byMember: Record<'a' | 'b', string[]> = { a: [], b: [] };
    const subscribe = (name: 'a' | 'b') =>
      bus.subscribe({ groupId: 'shared', topics: ['t.members'], handler: async (e) => void byMember[name].push(e.envelope.id) });
    const [a] = await Promise.all([subscribe('a'), subscribe('b')]);
    const before = Array.from({ length: 16 }, (_, i) => envelope(`key-${i}`, i));
    await bus.publish('t.members', before);
    await vi.waitFor(() => expect(byMember.a.length + byMember.b.length).toBe(16));
    expect(byMember.a.length).toBeGreaterThan(0);
    expect(byMember.b.length).toBeGreaterThan(0);
    await a.close();
    const after = Array.from({ length: 16 }, (_, i) => envelope(`key-${i}`, i));
    await bus.publish('t.members', after);
    await vi.waitFor(() => expect(byMember.b).toEqual(expect.arrayContaining(after.map((e) => e.id))));
    const afterIds = new Set(after.map((e) => e.id));
    expect(byMember.a.filter((id) => afterIds.has(id))).toEqual([]);
    await bus.close();
  });
});
