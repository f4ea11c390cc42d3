import type { DataSource, EntityManager } from 'typeorm';
import { TOPICS, type DesignFailedEvent, type DesignGeneratedEvent, type DesignRequestedEvent, type DesignStartedEvent } from '@pod/contracts';
import { enqueueEvent, startConsumer, type EventBus, type Logger, type Subscription } from '@pod/service-kit';
import { personalizationFor, type ByteSource, type PixelBound, type RenderPool } from '@pod/render';
import type { ObjectStorage } from '../storage/object-storage';
import type { ArtworkVersionsClient } from './artwork-versions-client';
import { BoundedQueue } from './bounded-queue';
import type { FontLibrary } from './font-library';
import { renderArtworkVersion } from './render-version';
import type { ClipartLibrary } from './clipart-library';

/** The consumer group of media's render workers: replicas in one group share the requests. */
export const DESIGN_RENDER_GROUP = 'media.design-render';

/** The immutable key of a request's print file: a redelivered request finds (and keeps) the same object. */
export function designFileKey(requestId: string): string {
  return `designs/${requestId}.png`;
}

/** What the render step hands to the transaction that records it. */
type Outcome =
  | { kind: 'already-stored' }
  | { kind: 'rendered'; key: string; size: number; width: number; height: number; dpi: number; renderMs: number }
  | { kind: 'failed'; log: string };

export interface DesignRenderConsumerOptions {
  bus: EventBus;
  db: DataSource;
  schema: string;
  storage: ObjectStorage;
  /** Created on first use: a media process that never renders starts no threads. */
  pool: () => RenderPool;
  artworks: ArtworkVersionsClient;
  /** The artworks service's fonts, resolved for the selections each document uses. */
  fonts: FontLibrary;
  /** The artworks service's clipart categories the document's clipart layers pick from. */
  cliparts: ClipartLibrary;
  /** Media's own library: the only place a render reads images and fonts from. */
  source: ByteSource;
  /** Images a render loads must declare at most this (MAX_IMAGE_PIXELS). */
  pixelBound: PixelBound;
  queue: BoundedQueue;
  logger: Logger;
  /** Flushes media's outbox once a result is committed. */
  afterCommit(): void;
}

/**
 * Media's render worker (ARCHITECTURE §6): consumes `orders.design.requested`, renders the
 * pinned artwork version with the shopper's values in the render pool (announcing
 * `media.design.started` first, so the design shows Processing), stores the PNG under
 * the request's immutable key and records a File row plus `media.design.generated` (or
 * `media.design.failed` with the log naming the layer) through media's outbox in one
 * transaction. The render runs in `prepare`, outside any transaction, and the request counts
 * as processed only once that transaction commits: a process killed mid-render leaves the
 * offset uncommitted and the redelivered request completes once.
 */
export async function startDesignRenderConsumer(options: DesignRenderConsumerOptions): Promise<Subscription> {
  const { db, storage, queue, logger } = options;
  const log = logger.child({ component: 'design-render' });

  async function render(request: DesignRequestedEvent): Promise<Outcome> {
    // Answered already (another envelope of this request), or its file is stored and registered.
    const answered = (await db.query(`SELECT 1 FROM "media"."design_renders" WHERE "request_id" = $1`, [request.requestId])) as unknown[];
    const key = designFileKey(request.requestId);
    const stored = answered.length ? answered : ((await db.query(`SELECT 1 FROM "media"."files" WHERE "key" = $1`, [key])) as unknown[]);
    if (stored.length) return { kind: 'already-stored' };
    await announceStarted(request);
    const outcome = await renderArtworkVersion(options, {
      artworkId: request.artworkId,
      version: request.artworkVersion,
      personalization: (document) => personalizationFor(document, request.personalization ?? []),
      output: request.output,
    });
    if (outcome.kind === 'failed') return outcome;
    await storage.write(key, outcome.png, 'image/png');
    return { kind: 'rendered', key, size: outcome.png.length, width: outcome.width, height: outcome.height, dpi: outcome.dpi, renderMs: outcome.renderMs };
  }

  /**
   * `media.design.started` through the outbox, committed and flushed before the render so the
   * order shows Processing while it runs. A redelivered request announces it again; orders
   * applies it only to a design still Pending on that request.
   */
  async function announceStarted(request: DesignRequestedEvent): Promise<void> {
    const data: DesignStartedEvent = { requestId: request.requestId, orderId: request.orderId, designId: request.designId };
    await db.transaction((manager) => enqueueEvent(manager, options.schema, TOPICS.designStarted, { type: TOPICS.designStarted, key: request.designId, data }));
    options.afterCommit();
  }

  /** Writes the request's answer once: the ledger row, the File row and the event commit together. */
  async function record(manager: EntityManager, request: DesignRequestedEvent, outcome: Outcome): Promise<void> {
    const ids = { requestId: request.requestId, orderId: request.orderId, designId: request.designId };
    if (outcome.kind === 'already-stored') return;
    let fileId: string | null = null;
    if (outcome.kind === 'rendered') {
      // The key is unique: of two deliveries racing on one request, one row wins.
      const rows = (await manager.query(
        `INSERT INTO "media"."files" ("key", "file_name", "file_mime", "file_size", "source", "kind", "user_id")
         VALUES ($1, $2, 'image/png', $3, 'aws', 'print_file', $4) ON CONFLICT ("key") DO NOTHING RETURNING "id"`,
        [outcome.key, `${request.printAreaName || 'design'}-${request.designId}.png`.replace(/[^\w.-]+/g, '_'), outcome.size, request.sellerId],
      )) as Array<{ id: string }>;
      if (!rows[0]) return;
      fileId = rows[0].id;
    }
    const ledger = (await manager.query(
      `INSERT INTO "media"."design_renders" ("request_id", "design_id", "outcome", "file_id", "log", "render_ms")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("request_id") DO NOTHING RETURNING "request_id"`,
      [request.requestId, request.designId, outcome.kind === 'rendered' ? 'generated' : 'failed', fileId, outcome.kind === 'failed' ? outcome.log : null, outcome.kind === 'rendered' ? outcome.renderMs : null],
    )) as unknown[];
    if (!ledger.length) return;
    if (outcome.kind === 'failed') {
      log.warn({ ...ids, log: outcome.log }, 'print file render failed');
      await enqueueEvent<DesignFailedEvent>(manager, options.schema, TOPICS.designFailed, { type: TOPICS.designFailed, key: request.designId, data: { ...ids, log: outcome.log } });
      return;
    }
    const data: DesignGeneratedEvent = {
      ...ids,
      fileId: fileId!,
      fileKey: outcome.key,
      width: outcome.width,
      height: outcome.height,
      dpi: outcome.dpi,
      renderMs: outcome.renderMs,
    };
    await enqueueEvent(manager, options.schema, TOPICS.designGenerated, { type: TOPICS.designGenerated, key: request.designId, data });
    log.info({ ...ids, fileKey: outcome.key, renderMs: outcome.renderMs }, 'print file rendered');
  }

  const subscription = await startConsumer<DesignRequestedEvent, Outcome>({
    bus: options.bus,
    dataSource: db,
    schema: options.schema,
    groupId: DESIGN_RENDER_GROUP,
    topics: [TOPICS.designRequested],
    // A partition the group never committed on starts at its beginning, not its end: a replica
    // killed before its first answer on a partition committed nothing there, and a restarted (or
    // other) replica must still get that request. Answered requests are skipped by the ledger.
    fromBeginning: true,
    logger,
    // Up to a full queue of requests at once (one per partition); the queue pauses the rest.
    concurrency: queue.capacity,
    prepare: (event) => queue.run(() => render(event.envelope.data)),
    handle: async (event, manager, outcome) => {
      await record(manager, event.envelope.data, outcome);
      return async () => options.afterCommit();
    },
  });
  queue.attach(subscription);
  return subscription;
}
