import type { Logger } from '../logging/logger';

export interface Periodic {
  /** Stops the timer and waits for the round in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `round` once now and then every `everyMs` (off when 0), one round at a time: a slow round
 * delays the next instead of overlapping it. A failed round is logged and the next one retries.
 * For a service's upkeep (the stuck-design, stale-export and stale-push sweeps, the webhook intake
 * poll); the timer never keeps the process alive, and `stop()` belongs in the service's shutdown.
 */
export function startPeriodic(round: () => Promise<unknown>, options: { everyMs: number; logger: Logger; what: string }): Periodic {
  if (!options.everyMs) return { stop: async () => {} };
  const guarded = () =>
    round().catch((error: unknown) => {
      options.logger.warn({ err: error instanceof Error ? error.message : String(error) }, `${options.what} failed; the next round retries`);
    });
  let current: Promise<unknown> = guarded();
  const timer = setInterval(() => {
    current = current.then(guarded);
  }, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
