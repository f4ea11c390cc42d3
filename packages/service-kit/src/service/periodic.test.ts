import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger';
import { startPeriodic } from './periodic';

const logger = createLogger('periodic-test', 'silent');

// Fake timers: the timer's ticks are stepped through, so no test waits on the clock.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startPeriodic', () => {
  it('runs a round at once and then on the timer, never two at a time, and stop waits for the round in flight', async () => {
    let running = 0;
    let overlapped = false;
    let rounds = 0;
    let release: () => void = () => {};
    const periodic = startPeriodic(
      async () => {
        running += 1;
        overlapped ||= running > 1;
        rounds += 1;
        // The first round is held open while the timer fires several times.
        if (rounds === 1) await new Promise<void>((done) => (release = done));
        running -= 1;
      },
      { everyMs: 5, logger, what: 'test round' },
    );
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(40);
    expect(rounds).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(40);
    await periodic.stop();
    const after = rounds;
    expect(after).toBeGreaterThan(1);
    expect(overlapped).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(rounds).toBe(after);
  });

  it('keeps going after a failed round and is off when everyMs is 0', async () => {
    let rounds = 0;
    const periodic = startPeriodic(
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
      },
      { everyMs: 5, logger, what: 'test round' },
    );
    await vi.advanceTimersByTimeAsync(40);
    await periodic.stop();
    expect(rounds).toBeGreaterThan(1);

    let never = 0;
    await startPeriodic(async () => void (never += 1), { everyMs: 0, logger, what: 'off' }).stop();
    expect(never).toBe(0);
  });
});
