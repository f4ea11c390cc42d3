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
} as const;

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
  await publishCampaignStoreChanged(manager, pushing);
  return pushing;
}

/** Sends the product to the store and records the outcome; never throws (the outcome is the row's status). */
async function push(deps: PushWorkerDeps, row: CampaignStore, token: string): Promise<void> {
  const { db, logger } = deps;
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
  try {
    await db.transaction(async (manager) => {
      if (outcome.ok) await recordStoreProduct(manager, row, outcome.result.origin_id);
      const repo = manager.getRepository(CampaignStoreEntity);
      const current = await repo.createQueryBuilder('c').setLock('pessimistic_write').where('c.id = :id', { id: row.id }).getOne();
      if (!current || current.status !== 'pushing' || current.push_token !== token) return;
      const finished = await repo.save(
        outcome.ok
          ? { ...current, status: 'Pushed' as const, pushed_at: new Date(), permalink: outcome.result.permalink, log: null, push_first_time: false }
          : { ...current, status: 'Error' as const, log: outcome.log },
      );
      await publishCampaignStoreChanged(manager, finished);
    });
    deps.afterCommit();
  } catch (error) {
    // The row stays "pushing"; the seller can Retry it (offered for anything but Pushed).
    logger.error({ campaignStoreId: row.id, err: error instanceof Error ? error.message : String(error) }, 'could not record the push outcome');
  }
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
