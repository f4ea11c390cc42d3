import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@pod/contracts';
import { LiveHub } from './live-hub';

const envelope = (n: number): EventEnvelope<{ n: number }> => ({ id: `e${n}`, type: 't', occurredAt: '', key: `k${n}`, version: 1, data: { n } });
const take = async <T>(it: AsyncIterableIterator<T>, count: number) => {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push((await it.next()).value as T);
  return out;
};

describe('LiveHub replay of retained topics', () => {
  it('hands a new subscription the matching events of the window, then live ones, each once', async () => {
    let now = 0;
    const hub = new LiveHub(() => now);
    hub.retain('answers', { ms: 1000, max: 3 });
    hub.publish('answers', envelope(1));
    now = 500;
    hub.publish('answers', envelope(2));
    hub.publish('answers', envelope(3));
    now = 1200;
    // e1 is older than the window; e3 is filtered out by the subscription's own rule.
    const feed = hub.listen('answers', (e) => (e.data as { n: number }).n !== 3, (e) => (e.data as { n: number }).n);
    hub.publish('answers', envelope(4));
    expect(await take(feed, 2)).toEqual([2, 4]);
    await feed.return!();
  });

  it('keeps at most `max` events, and nothing for topics that are not retained', async () => {
    const hub = new LiveHub(() => 0);
    hub.retain('answers', { ms: 1000, max: 2 });
    for (const n of [1, 2, 3]) hub.publish('answers', envelope(n));
    hub.publish('plain', envelope(9));
    const retained = hub.listen('answers', () => true, (e) => (e.data as { n: number }).n);
    expect(await take(retained, 2)).toEqual([2, 3]);
    const plain = hub.listen('plain', () => true, (e) => (e.data as { n: number }).n);
    hub.publish('plain', envelope(10));
    expect(await take(plain, 1)).toEqual([10]);
    await retained.return!();
    await plain.return!();
  });
});
