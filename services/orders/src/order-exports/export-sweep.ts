import type { Logger } from '@pod/service-kit';
import type { OrderExportsService } from './order-exports.service';

/**
 * The stale-export sweep on a timer: one round at start-up, then every `everyMs` (off when 0),
 * one round at a time. A round fails the running exports whose heartbeat is older than
 * `staleMs` (their process died mid-job) and gives their orders back (`sweepStale`).
 */
export function startStaleExportSweep(exports: OrderExportsService, options: { everyMs: number; staleMs: number; logger: Logger }): { stop(): Promise<void> } {
  if (!options.everyMs) return { stop: async () => {} };
  const round = () =>
    exports.sweepStale(options.staleMs).catch((error: unknown) => {
      options.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'stale export sweep failed; next round retries');
    });
  let current: Promise<unknown> = round();
  const timer = setInterval(() => {
    current = current.then(round);
  }, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
