import { startPeriodic, type Logger, type Periodic } from '@pod/service-kit';
import type { DesignsService } from './designs.service';

/**
 * The stuck-design sweep on a timer: one round at start-up, then every `everyMs` (off when 0),
 * one round at a time. A round requests again the designs Pending/Processing for longer than
 * `stuckMs` (a lost request or a render whose result never came; `sweepStuck`).
 */
export function startStuckDesignSweep(designs: DesignsService, options: { everyMs: number; stuckMs: number; logger: Logger }): Periodic {
  return startPeriodic(() => designs.sweepStuck(options.stuckMs), { everyMs: options.everyMs, logger: options.logger, what: 'stuck design sweep' });
}
