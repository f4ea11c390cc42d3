import { startPeriodic, type Logger, type Periodic } from '@pod/service-kit';
import type { OrderExportsService } from './order-exports.service';

/**
 * The stale-export sweep on a timer: one round at start-up, then every `everyMs` (off when 0),
 * one round at a time. A round fails the running exports whose heartbeat is older than
 * `staleMs` (their process died mid-job) and gives their orders back (`sweepStale`).
 */
export function startStaleExportSweep(exports: OrderExportsService, options: { everyMs: number; staleMs: number; logger: Logger }): Periodic {
  return startPeriodic(() => exports.sweepStale(options.staleMs), { everyMs: options.everyMs, logger: options.logger, what: 'stale export sweep' });
}
