import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue';

/** A task the test finishes by hand, so nothing depends on timing. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('BoundedQueue', () => {
  it('pauses the consumer while full and resumes it when a request finishes', async () => {
    const calls: string[] = [];
    const queue = new BoundedQueue(2);
    queue.attach({ pause: () => calls.push('pause'), resume: () => calls.push('resume') });
    const a = deferred();
    const b = deferred();
    const runA = queue.run(() => a.done);
    expect(calls).toEqual([]);
    const runB = queue.run(() => b.done);
    expect([queue.size, queue.isPaused, calls]).toEqual([2, true, ['pause']]);
    a.finish();
    await runA;
    expect([queue.size, queue.isPaused, calls]).toEqual([1, false, ['pause', 'resume']]);
    b.finish();
    await runB;
    expect(calls).toEqual(['pause', 'resume']);
  });

  it('pauses a subscription attached while already full, and frees the slot of a failed request', async () => {
    const calls: string[] = [];
    const queue = new BoundedQueue(1);
    const a = deferred();
    const run = queue.run(async () => {
      await a.done;
      throw new Error('render failed');
    });
    queue.attach({ pause: () => calls.push('pause'), resume: () => calls.push('resume') });
    expect(calls).toEqual(['pause']);
    a.finish();
    await expect(run).rejects.toThrow('render failed');
    expect([queue.size, calls]).toEqual([0, ['pause', 'resume']]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedQueue(0)).toThrow('capacity');
  });
});
