import type { EntityManager } from 'typeorm';
import { MockupLayerSchema, visibleImageKeys, visiblePrintareaLayers, type MockupLayer } from '@pod/artwork-scene';
import { TOPICS, type ProductMockupFailedEvent, type ProductMockupRenderedEvent, type ProductMockupRequestedEvent } from '@pod/contracts';
import { previewPersonalization } from '@pod/render';
import { enqueueEvent, startConsumer, type Subscription } from '@pod/service-kit';
import type { DesignRenderConsumerOptions } from '../designs/design-render.consumer';
import { renderArtworkVersion } from '../designs/render-version';
import { mockupBackground } from './background-colour';

/** Media's consumer group for product mockup requests: replicas share them. */
export const PRODUCT_MOCKUP_RENDER_GROUP = 'media.product-mockup-render';

/** The immutable key of a render's PNG (the job id is a random uuid): a redelivered request stores one image. */
export function productMockupKey(jobId: string): string {
  return `product-mockups/${jobId}.png`;
}

/** The print file DPI written into the artwork PNGs a mockup is made from (they never leave the render). */
const ARTWORK_DPI = 300;

export const PRODUCT_MOCKUP_MESSAGES = {
  badLayers: "The mockup's layers could not be read; open the mockup in the editor and save it again",
  photoMissing: "The mockup's photo could not be read; upload the mockup again",
  imageMissing: (key: string) => `An image of the mockup could not be read (${key}); replace it in the mockup editor`,
} as const;

type Outcome =
  | { kind: 'answered' }
  | { kind: 'stored'; key: string; size: number; width: number; height: number; renderMs: number }
  | { kind: 'failed'; log: string };

/** The mockup's layers, read with the model the editor and the artworks service save with. */
const Layers = MockupLayerSchema.array();

/**
 * Renders product mockups (spec 002 §4, issue 24): consumes `catalog.product-mockup.requested`,
 * draws each print area's artwork (the pinned version, at the print area's pixel size, without the
 * layers marked "Exclude from mockup") through the print-file render step, then the mockup itself
 * in the render pool (`renderMockup` of @pod/render: photo, background colour, layers, the
 * artworks in their Printarea boxes, at most 2000 px a side), stores the PNG under the job's
 * immutable key, registers it as the owner's File and answers `media.product-mockup.rendered`
 * (or `...failed` with a readable line) through the outbox in one transaction. As with print
 * files, the render runs outside any transaction and the request counts as processed only once
 * the answer commits; a redelivered request finds its File (registered in the answer's
 * transaction) and is not answered twice. A failure may be answered again; the catalog records
 * one answer per job.
 * Its own bounded queue (one request per render thread), so a product's many mockups never hold
 * back orders' print files beyond that.
 */
export async function startProductMockupConsumer(options: DesignRenderConsumerOptions): Promise<Subscription> {
  const { db, storage, queue } = options;
  const log = options.logger.child({ component: 'product-mockup' });

  async function render(request: ProductMockupRequestedEvent): Promise<Outcome> {
    const key = productMockupKey(request.jobId);
    // Its File and its answer commit together: a File means the request was answered already.
    const stored = (await db.query(`SELECT 1 FROM "media"."files" WHERE "key" = $1`, [key])) as unknown[];
    if (stored.length) return { kind: 'answered' };

    const parsed = Layers.safeParse(request.mockup.layers);
    if (!parsed.success) return { kind: 'failed', log: PRODUCT_MOCKUP_MESSAGES.badLayers };
    const layers: MockupLayer[] = parsed.data;
    const started = performance.now();

    // Only the print areas a visible Printarea layer shows are drawn.
    const shown = new Set(visiblePrintareaLayers(layers).map((layer) => layer.printArea.id));
    const artworks: Record<string, Uint8Array> = {};
    for (const area of request.printAreas.filter((a) => shown.has(a.printAreaId))) {
      const outcome = await renderArtworkVersion(options, {
        artworkId: area.artworkId,
        version: area.version,
        personalization: previewPersonalization,
        output: { width: area.width, height: area.height, dpi: ARTWORK_DPI },
        forMockup: true,
      });
      if (outcome.kind === 'failed') return outcome;
      artworks[area.printAreaId] = outcome.png;
    }

    const photo = await readOrNull(request.mockup.photoKey);
    if (!photo) return { kind: 'failed', log: PRODUCT_MOCKUP_MESSAGES.photoMissing };
    const images: Record<string, Uint8Array> = {};
    for (const imageKey of visibleImageKeys(layers)) {
      const bytes = await readOrNull(imageKey);
      if (!bytes) return { kind: 'failed', log: PRODUCT_MOCKUP_MESSAGES.imageMissing(imageKey) };
      images[imageKey] = bytes;
    }

    let rendered;
    try {
      rendered = await options.pool().renderMockup({
        width: request.mockup.width,
        height: request.mockup.height,
        layers,
        photo,
        background: mockupBackground(request.variantColor, request.defaultBgColor),
        artworks,
        images,
        pixelBound: options.pixelBound,
      });
    } catch (error) {
      // The renderer's message is the readable line naming the layer.
      return { kind: 'failed', log: error instanceof Error ? error.message : String(error) };
    }
    await storage.write(key, rendered.png, 'image/png');
    return { kind: 'stored', key, size: rendered.png.length, width: rendered.width, height: rendered.height, renderMs: Math.round(performance.now() - started) };
  }

  /** A file of media's bucket, or null when it is not there (a missing photo is the mockup's fault, not an outage). */
  async function readOrNull(key: string): Promise<Buffer | null> {
    try {
      return await storage.read(key);
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject') return null;
      throw error;
    }
  }

  async function answer(manager: EntityManager, request: ProductMockupRequestedEvent, outcome: Outcome): Promise<void> {
    const ids = { jobId: request.jobId, productId: request.productId };
    if (outcome.kind === 'answered') return;
    if (outcome.kind === 'failed') {
      log.warn({ ...ids, mockupId: request.mockup.id, log: outcome.log }, 'product mockup failed');
      const data: ProductMockupFailedEvent = { ...ids, log: outcome.log };
      await enqueueEvent(manager, options.schema, TOPICS.productMockupFailed, { type: TOPICS.productMockupFailed, key: request.productId, data });
      return;
    }
    // The key is unique: of two deliveries racing on one request, one registers the File and answers.
    const [file] = (await manager.query(
      `INSERT INTO "media"."files" ("key", "file_name", "file_mime", "file_size", "source", "kind", "user_id")
       VALUES ($1, $2, 'image/png', $3, 'aws', NULL, $4) ON CONFLICT ("key") DO NOTHING RETURNING "id"`,
      [outcome.key, `mockup-${request.productId}-${request.mockup.id}.png`.replace(/[^\w.-]+/g, '_'), outcome.size, request.ownerId],
    )) as Array<{ id: string }>;
    if (!file) return;
    const data: ProductMockupRenderedEvent = { ...ids, fileId: file.id, fileKey: outcome.key, width: outcome.width, height: outcome.height, renderMs: outcome.renderMs };
    await enqueueEvent(manager, options.schema, TOPICS.productMockupRendered, { type: TOPICS.productMockupRendered, key: request.productId, data });
    log.info({ ...ids, fileKey: outcome.key, renderMs: outcome.renderMs }, 'product mockup rendered');
  }

  const subscription = await startConsumer<ProductMockupRequestedEvent, Outcome>({
    bus: options.bus,
    dataSource: db,
    schema: options.schema,
    groupId: PRODUCT_MOCKUP_RENDER_GROUP,
    topics: [TOPICS.productMockupRequested],
    // A seller's form waits on the answer: a request made while media was starting still renders.
    fromBeginning: true,
    logger: options.logger,
    concurrency: queue.capacity,
    prepare: (event) => queue.run(() => render(event.envelope.data)),
    handle: async (event, manager, outcome) => {
      await answer(manager, event.envelope.data, outcome);
      return async () => options.afterCommit();
    },
  });
  queue.attach(subscription);
  return subscription;
}
