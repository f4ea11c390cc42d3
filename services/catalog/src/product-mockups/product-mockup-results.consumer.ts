import type { DataSource, EntityManager } from 'typeorm';
import { TOPICS, type ProductMockupFailedEvent, type ProductMockupRenderedEvent, type ProductMockupUpdatedEvent } from '@pod/contracts';
import { enqueueEvent, startConsumer, type EventBus, type Logger, type Subscription } from '@pod/service-kit';
import { SERVICE_NAME } from '../config';
import { ProductEntity, ProductVariantEntity } from '../products/product.entity';
import { ProductMockupJobEntity, type ProductMockupJob } from './product-mockup.entity';

/** The catalog's consumer group for media's mockup results; replicas share them. */
export const PRODUCT_MOCKUP_RESULTS_GROUP = 'catalog.product-mockup-results';

export interface ProductMockupResultsDeps {
  db: DataSource;
  bus: EventBus;
  logger: Logger;
  /** Publishes the outbox now, so the browser hears of the image at once. */
  afterCommit: () => void;
}

type Result = { kind: 'rendered'; data: ProductMockupRenderedEvent } | { kind: 'failed'; data: ProductMockupFailedEvent };

/**
 * Records media's answers to `catalog.product-mockup.requested` (ARCHITECTURE §6): the job gets
 * its image (or the failure), a product that exists already gets the image on the variants the
 * job lists (replacing the image of the same mockup: `mockup_id` says which), and
 * `catalog.product-mockup.updated` tells the browser with the product's progress (`allDone` once
 * no job of its current request is rendering). Idempotent twice over: processed event ids, and a
 * job answers only once (a result for a job that is no longer rendering — superseded by a newer
 * request, or answered already — changes nothing).
 */
export async function startProductMockupResults(deps: ProductMockupResultsDeps): Promise<Subscription> {
  const log = deps.logger.child({ component: 'product-mockup-results' });
  return startConsumer<ProductMockupRenderedEvent | ProductMockupFailedEvent>({
    bus: deps.bus,
    dataSource: deps.db,
    schema: SERVICE_NAME,
    groupId: PRODUCT_MOCKUP_RESULTS_GROUP,
    topics: [TOPICS.productMockupRendered, TOPICS.productMockupFailed],
    // The in-process bus keeps no offsets: replay what it retains; processed ids skip repeats.
    fromBeginning: true,
    logger: deps.logger,
    handle: async (event, manager) => {
      const result = (event.topic === TOPICS.productMockupRendered
        ? { kind: 'rendered', data: event.envelope.data }
        : { kind: 'failed', data: event.envelope.data }) as Result;
      const recorded = await recordResult(manager, result);
      if (!recorded) return;
      log.info({ productId: recorded.productId, jobId: recorded.jobId, status: recorded.status, done: recorded.done, total: recorded.total }, 'product mockup recorded');
      return async () => deps.afterCommit();
    },
  });
}

/** Writes one result and queues its live update; null when the job no longer waits for one. */
async function recordResult(manager: EntityManager, result: Result): Promise<ProductMockupUpdatedEvent | null> {
  const jobs = manager.getRepository(ProductMockupJobEntity);
  // Locked: two results of one product recorded at once still count each other.
  const job = await jobs.createQueryBuilder('j').setLock('pessimistic_write').where('j.id = :id', { id: result.data.jobId }).getOne();
  if (!job || job.status !== 'rendering') return null;
  const done: ProductMockupJob =
    result.kind === 'rendered' ? { ...job, status: 'done', image_key: result.data.fileKey, log: null } : { ...job, status: 'failed', image_key: null, log: result.data.log };
  await jobs.update({ id: job.id }, { status: done.status, image_key: done.image_key, log: done.log });

  if (done.image_key && (await manager.getRepository(ProductEntity).existsBy({ id: job.product_id }))) {
    // A variant shows its first mockup (by sorting) that has rendered: recomputed for the job's
    // variants from the request's finished jobs, so results arriving in any order agree.
    const finished = await jobs.find({ where: { product_id: job.product_id, batch_id: job.batch_id, status: 'done' } });
    const images = variantImages([...finished.filter((j) => j.id !== job.id), done]);
    for (const variantId of job.variant_ids) {
      const image = images.get(variantId);
      if (!image) continue;
      await manager.getRepository(ProductVariantEntity).update({ product_id: job.product_id, product_type_variant_id: variantId }, { image: image.key, mockup_id: image.mockupId });
    }
  }

  const progress = (await manager.query(
    `SELECT count(*)::int AS "total", count(*) FILTER (WHERE "status" <> 'rendering')::int AS "done"
       FROM "catalog"."product_mockup_jobs" WHERE "product_id" = $1 AND "batch_id" = $2`,
    [job.product_id, job.batch_id],
  )) as Array<{ total: number; done: number }>;
  const { total, done: finished } = progress[0]!;
  const data: ProductMockupUpdatedEvent = {
    productId: job.product_id,
    sellerId: job.seller_id,
    requesterId: job.requester_id,
    jobId: job.id,
    mockupId: job.mockup_id,
    productTypeId: job.product_type_id,
    status: done.status === 'done' ? 'done' : 'failed',
    image: done.image_key,
    variantIds: job.variant_ids,
    sorting: job.sorting,
    log: done.log,
    done: finished,
    total,
    allDone: finished === total,
  };
  await enqueueEvent(manager, SERVICE_NAME, TOPICS.productMockupUpdated, { type: TOPICS.productMockupUpdated, key: job.product_id, data });
  return data;
}

/** Type variant id → the image of the first rendered mockup (lowest sorting) that lists it. */
function variantImages(jobs: ReadonlyArray<Pick<ProductMockupJob, 'sorting' | 'image_key' | 'mockup_id' | 'variant_ids'>>): Map<string, { key: string; mockupId: string }> {
  const out = new Map<string, { key: string; mockupId: string }>();
  for (const job of [...jobs].sort((a, b) => a.sorting - b.sorting)) {
    if (!job.image_key) continue;
    for (const variantId of job.variant_ids) if (!out.has(variantId)) out.set(variantId, { key: job.image_key, mockupId: job.mockup_id });
  }
  return out;
}
