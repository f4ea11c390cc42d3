import type { DataSource, EntityManager } from 'typeorm';
import { TOPICS, type CampaignStorePushRequestedEvent } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import { startConsumer, type EventBus, type Subscription } from '@pod/service-kit/events';
import { SERVICE_NAME } from '../config';
import { publishCampaignStoreChanged, requestPush } from '../campaign-stores/campaign-store-events';
import { CampaignStoreEntity, type CampaignStore } from '../campaign-stores/campaign-store.entity';
import { ProductEntity } from '../products/product.entity';
import type { SiteRecord } from '../sites/site-directory';
import type { PushResult, StoreProductPayload } from '../stores/connectors/types';
import type { StoreAccess } from '../stores/store-access';
import { buildStorePayload } from './store-payload';

/** The consumer group of the push worker; every replica shares it (one push per request). */
export const PUSH_WORKER_GROUP = 'catalog.push-worker';

export const PUSH_MESSAGES = {
  productGone: 'The product no longer exists',
  interrupted: 'The push stopped before it finished (its server went away); press Retry to push again',
} as const;

/** How the store call's liveness is shown: `heartbeat_at` is bumped this often while a push runs. */
export function pushHeartbeatMs(staleMs: number): number {
  return Math.max(1_000, Math.floor(staleMs / 4));
}

export type PushToStore = (site: SiteRecord, product: StoreProductPayload, logger: Logger) => Promise<PushResult | { origin_id: string; permalink: string | null }>;

export interface PushWorkerDeps {
  db: DataSource;
  bus: EventBus;
  /** The gate every store call passes (not connected, store refused → reconnect). */
  storeAccess: StoreAccess;
  logger: Logger;
  /** Publishes the outbox now (the status changes reach browsers without waiting for the poll). */
  afterCommit: () => void;
  publicMediaUrl: string;
  /** The store connectors' entry point. */
  pushToStore: PushToStore;
  /** A push runs with its row's heartbeat bumped every `pushHeartbeatMs(staleMs)`; the sweep fails one silent longer than this. */
  staleMs: number;
}

export interface PushWorker {
  stop(): Promise<void>;
}

/**
 * Carries out `catalog.campaign-store.push-requested` (ARCHITECTURE.md §6 request/result):
 *
 * 1. In the consumer's transaction (idempotent by event id, DLQ after repeated failures) the
 *    row is claimed — queued → pushing, stamped with the event id — and the change published.
 * 2. Once that transaction has committed, outside any transaction (a store call can take
 *    seconds, and PGlite would hold every other connection while a transaction is open), the
 *    product is sent to the store through the connectors.
 * 3. A short transaction records Pushed (pushed_at, permalink, the store's product id on the
 *    product and in product_stores) or Error with the store's message, and publishes the change.
 *
 * While step 2 runs the row's heartbeat is bumped; a push whose process died stops beating and
 * the stale-push sweep (push-sweep.ts) fails it through `finishPush`, the same way step 3 does.
 *
 * Step 2 is the consumer's follow-up: it runs in the bus's delivery lane, so the pushes of one
 * campaign store (same key) never overlap. Only a row still carrying this event's stamp is
 * finished: a save or Retry made meanwhile re-queued it, and its own request pushes the newer state.
 */
export async function startPushWorker(deps: PushWorkerDeps): Promise<PushWorker> {
  const { db, logger } = deps;
  const running = new Set<Promise<void>>();

  await requeueStranded(deps);
  const subscription: Subscription = await startConsumer<CampaignStorePushRequestedEvent>({
    bus: deps.bus,
    dataSource: db,
    schema: SERVICE_NAME,
    groupId: PUSH_WORKER_GROUP,
    topics: [TOPICS.campaignStorePushRequested],
    // The in-process bus keeps no offsets across restarts: replay what it retains; processed ids skip repeats.
    fromBeginning: true,
    logger,
    handle: async (event, manager) => {
      const token = event.envelope.id;
      const row = await claim(manager, event.envelope.data.campaignStoreId, token);
      if (!row) return;
      return async () => {
        const job = push(deps, row, token);
        running.add(job);
        await job.finally(() => running.delete(job));
      };
    },
  });

  return {
    async stop() {
      await subscription.close();
      await Promise.allSettled([...running]);
    },
  };
}

/** queued → pushing, stamped with the request; null when the row is gone or not queued (already handled). */
async function claim(manager: EntityManager, id: string, token: string): Promise<CampaignStore | null> {
  const repo = manager.getRepository(CampaignStoreEntity);
  const row = await repo.createQueryBuilder('c').setLock('pessimistic_write').where('c.id = :id', { id }).getOne();
  if (!row || row.status !== 'queued') return null;
  const pushing = await repo.save({ ...row, status: 'pushing', push_token: token, attempts: row.attempts + 1, log: null });
  await beat(manager, id, token);
  await publishCampaignStoreChanged(manager, pushing);
  return pushing;
}

/** Sends the product to the store and records the outcome; never throws (the outcome is the row's status). */
async function push(deps: PushWorkerDeps, row: CampaignStore, token: string): Promise<void> {
  const { db, logger } = deps;
  const heartbeat = setInterval(() => {
    beat(db.manager, row.id, token).catch((error: unknown) => logger.warn({ campaignStoreId: row.id, err: error instanceof Error ? error.message : String(error) }, 'push heartbeat failed'));
  }, pushHeartbeatMs(deps.staleMs));
  heartbeat.unref();
  let outcome: { ok: true; result: { origin_id: string; permalink: string | null } } | { ok: false; log: string };
  try {
    const product = await db.getRepository(ProductEntity).findOneBy({ id: row.product_id });
    if (!product) throw new Error(PUSH_MESSAGES.productGone);
    const site = await deps.storeAccess.connected(row.site_id);
    const payload = await buildStorePayload(db, product, deps.publicMediaUrl);
    outcome = { ok: true, result: await deps.storeAccess.use(site, () => deps.pushToStore(site, payload, logger)) };
  } catch (error) {
    outcome = { ok: false, log: error instanceof Error ? error.message : String(error) };
    logger.warn({ campaignStoreId: row.id, productId: row.product_id, err: outcome.log }, 'push to store failed');
  }
  clearInterval(heartbeat);
  try {
    await db.transaction(async (manager) => {
      if (outcome.ok) await recordStoreProduct(manager, row, outcome.result.origin_id);
      await finishPush(
        manager,
        { id: row.id, token },
        outcome.ok ? { status: 'Pushed', pushed_at: new Date(), permalink: outcome.result.permalink, log: null, push_first_time: false } : { status: 'Error', log: outcome.log },
      );
    });
    deps.afterCommit();
  } catch (error) {
    // The row stays "pushing"; the seller can Retry it (offered for anything but Pushed).
    logger.error({ campaignStoreId: row.id, err: error instanceof Error ? error.message : String(error) }, 'could not record the push outcome');
  }
}

/** How a push ends: Pushed with the store's address, or Error with a readable message. */
export type PushEnd =
  | { status: 'Pushed'; pushed_at: Date; permalink: string | null; log: null; push_first_time: false }
  | { status: 'Error'; log: string };

/**
 * The one way a push ends (the worker's outcome and the stale sweep), in the caller's
 * transaction: a conditional UPDATE flips the row from pushing only if it still carries this
 * push (`token`: a save or Retry meanwhile re-queued it) or, for the sweep, only if its
 * heartbeat is older than `staleMs` (a push that beat meanwhile is alive) — so two callers never
 * both finish it — and the change is published. Null when the row was not flipped.
 */
export async function finishPush(manager: EntityManager, match: { id: string; token?: string; staleMs?: number }, end: PushEnd): Promise<CampaignStore | null> {
  const flip = manager.createQueryBuilder().update(CampaignStoreEntity).set(end).where('id = :id', { id: match.id }).andWhere(`status = 'pushing'`);
  if (match.token !== undefined) flip.andWhere('push_token = :token', { token: match.token });
  if (match.staleMs !== undefined) flip.andWhere(`heartbeat_at < now() - make_interval(secs => :secs)`, { secs: match.staleMs / 1000 });
  const flipped = await flip.returning('id').execute();
  if (!(flipped.raw as Array<{ id: string }>).length) return null;
  const finished = await manager.getRepository(CampaignStoreEntity).findOneByOrFail({ id: match.id });
  await publishCampaignStoreChanged(manager, finished);
  return finished;
}

/** The push carrying `token` is alive: its row's heartbeat is now (nothing when the row moved on). */
async function beat(manager: EntityManager, id: string, token: string): Promise<void> {
  await manager.query(`UPDATE "catalog"."campaign_stores" SET "heartbeat_at" = now() WHERE "id" = $1 AND "status" = 'pushing' AND "push_token" = $2`, [id, token]);
}

/**
 * The store now has the product: its id goes on the product (also when this push was
 * superseded — the store has it either way, and the next push must update, not create it).
 */
async function recordStoreProduct(manager: EntityManager, row: CampaignStore, originId: string): Promise<void> {
  await manager.query(`UPDATE "catalog"."products" SET "origin_id" = $1, "updated_at" = now() WHERE "id" = $2 AND "site_id" = $3`, [originId, row.product_id, row.site_id]);
  await manager.query(
    `INSERT INTO "catalog"."product_stores" ("product_id", "site_id", "origin_id") VALUES ($1, $2, $3)
     ON CONFLICT ("product_id", "site_id") DO UPDATE SET "origin_id" = EXCLUDED."origin_id", "updated_at" = now()`,
    [row.product_id, row.site_id, originId],
  );
}

/**
 * Rows left queued by a request the bus no longer holds (the in-process bus forgets on restart)
 * are requested again at start. A duplicate request is harmless: only a queued row is claimed.
 */
async function requeueStranded(deps: PushWorkerDeps): Promise<void> {
  const stranded = await deps.db.getRepository(CampaignStoreEntity).findBy({ status: 'queued' });
  if (!stranded.length) return;
  await deps.db.transaction(async (manager) => {
    for (const row of stranded) await requestPush(manager, row);
  });
  deps.afterCommit();
  deps.logger.info({ count: stranded.length }, 'queued pushes requested again');
}
