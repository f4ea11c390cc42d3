import type { EventEnvelope } from '@pod/contracts';

type Listener = (envelope: EventEnvelope) => void;

/**
 * Fans events from the bus out to the open websocket subscriptions of this gateway process.
 * Each subscription gets its own queue; its filter runs before queueing so a browser never
 * sees (or buffers) another user's events.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Topics whose recent events a new subscription hears too (see `retain`). */
  private readonly retained = new Map<string, { ms: number; max: number; events: Array<{ at: number; envelope: EventEnvelope }> }>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Keep the last `max` events of `topic` for `ms`, and hand the matching ones to each new
   * subscription first. For one-shot answers to a request (a token returned by a mutation, then
   * subscribed to): the answer may be published before the browser's subscription arrives.
   */
  retain(topic: string, options: { ms: number; max: number }): void {
    this.retained.set(topic, { ...options, events: [] });
  }

  publish(topic: string, envelope: EventEnvelope): void {
    const kept = this.retained.get(topic);
    if (kept) {
      kept.events.push({ at: this.now(), envelope });
      if (kept.events.length > kept.max) kept.events.splice(0, kept.events.length - kept.max);
    }
    for (const listener of this.listeners.get(topic) ?? []) listener(envelope);
  }

  /** Number of open subscriptions on a topic (tests wait on it before publishing). */
  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  /**
   * An async iterator of the matching events of one topic. `return()` (the client
   * unsubscribed or disconnected) ends it at once, even while a `next()` is pending.
   */
  listen<T>(topic: string, accept: (envelope: EventEnvelope) => boolean, map: (envelope: EventEnvelope) => T): AsyncIterableIterator<T> {
    const queue: T[] = [];
    const waiting: Array<(result: IteratorResult<T>) => void> = [];
    let done = false;
    const listener: Listener = (envelope) => {
      if (done) return;
      let value: T;
      try {
        if (!accept(envelope)) return;
        value = map(envelope);
      } catch {
        // A malformed event must not break delivery to the other subscriptions.
        return;
      }
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else queue.push(value);
    };
    const kept = this.retained.get(topic);
    if (kept) {
      const since = this.now() - kept.ms;
      for (const { at, envelope } of kept.events) if (at >= since) listener(envelope);
    }
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);

    const finish = (): Promise<IteratorResult<T>> => {
      if (!done) {
        done = true;
        set.delete(listener);
        if (set.size === 0) this.listeners.delete(topic);
        for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
        queue.length = 0;
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return: finish,
      throw: (error?: unknown) => finish().then(() => Promise.reject(error)),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}
