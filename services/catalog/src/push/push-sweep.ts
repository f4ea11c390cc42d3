import type { DataSource } from 'typeorm';
import { startPeriodic, type Logger, type Periodic } from '@pod/service-kit';
import { CampaignStoreEntity } from '../campaign-stores/campaign-store.entity';
import { finishPush, PUSH_MESSAGES } from './push-worker';

/** Stale pushes failed per sweep round; the next round takes the rest. */
const SWEEP_BATCH = 100;

export interface PushSweepDeps {
  db: DataSource;
  logger: Logger;
  /** Publishes the outbox now (the seller's list shows Error and Retry without waiting for the poll). */
  afterCommit: () => void;
}

/**
 * Fails the `pushing` campaign stores whose heartbeat is older than `staleMs` (the process
 * pushing them died mid-push) with a readable message, as a failed push is, so the seller sees
 * Error and Retry. Safe with several processes sweeping at once: each row is flipped by one
 * conditional UPDATE (`finishPush`), which the others then no longer match. Answers how many it failed.
 */
export async function sweepStalePushes(deps: PushSweepDeps, staleMs: number): Promise<number> {
  const stale = await deps.db
    .getRepository(CampaignStoreEntity)
    .createQueryBuilder('c')
    .select('c.id', 'id')
    .where(`c.status = 'pushing'`)
    .andWhere(`c.heartbeat_at < now() - make_interval(secs => :secs)`, { secs: staleMs / 1000 })
    .orderBy('c.heartbeat_at', 'ASC')
    .limit(SWEEP_BATCH)
    .getRawMany<{ id: string }>();
  let failed = 0;
  for (const { id } of stale) {
    const row = await deps.db.transaction((manager) => finishPush(manager, { id, staleMs }, { status: 'Error', log: PUSH_MESSAGES.interrupted }));
    if (row) failed += 1;
  }
  if (failed) {
    deps.afterCommit();
    deps.logger.warn({ pushes: failed, staleMs }, 'stale pushes to stores failed; the seller can Retry them');
  }
  return failed;
}

/** The stale-push sweep on a timer: one round at start-up, then every `everyMs` (off when 0). */
export function startStalePushSweep(deps: PushSweepDeps, options: { everyMs: number; staleMs: number }): Periodic {
  return startPeriodic(() => sweepStalePushes(deps, options.staleMs), { everyMs: options.everyMs, logger: deps.logger, what: 'stale push sweep' });
}
