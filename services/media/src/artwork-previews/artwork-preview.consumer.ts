import { TOPICS, type ArtworkPreviewRenderedEvent, type ArtworkPreviewRequestedEvent } from '@pod/contracts';
import { enqueueEvent, startConsumer, type Subscription } from '@pod/service-kit';
import type { DesignRenderConsumerOptions } from '../designs/design-render.consumer';
import { renderArtworkVersion } from '../designs/render-version';
import { previewPersonalization, previewSize } from '@pod/render';

/** Media's consumer group for preview requests: replicas share them. */
export const ARTWORK_PREVIEW_RENDER_GROUP = 'media.artwork-preview-render';

/** The immutable, unguessable key of a request's preview (requestId is a random uuid). */
export function artworkPreviewKey(requestId: string): string {
  return `artwork-previews/${requestId}.png`;
}

type Outcome = { key: string; renderMs: number | null } | { key: null; log: string };

/**
 * What a print-file render needs, the same pool, artworks client, fonts, cliparts and byte source
 * included (previews are drawn by the print-file renderer); `queue` is the preview's own: requests
 * held at once, the consumer pauses beyond it.
 */
export type ArtworkPreviewConsumerOptions = DesignRenderConsumerOptions;

/**
 * Renders artwork previews (spec 002 §2.4/§2.5 cards): consumes `artworks.preview.requested`,
 * reads the saved version over artworks' signed internal route, renders it with the print-file
 * renderer at @pod/render's PREVIEW_LONG_SIDE on white (the card shows the design as it prints, shopper fields
 * at their design values or defaults, clipart fields from the artwork owner's categories: @pod/render's previewPersonalization), stores it under the request's immutable key and answers
 * `media.artwork-preview.rendered` through media's outbox. A version that does not render
 * (a broken image, a missing font) answers with the log instead; artworks keeps the older preview.
 * The render runs in `prepare`, outside the transaction; a redelivered request finds its object
 * stored and answers again without rendering (artworks applies an answer idempotently).
 */
export async function startArtworkPreviewConsumer(options: ArtworkPreviewConsumerOptions): Promise<Subscription> {
  const { db, storage, queue } = options;
  const log = options.logger.child({ component: 'artwork-preview' });

  async function render(request: ArtworkPreviewRequestedEvent): Promise<Outcome> {
    const key = artworkPreviewKey(request.requestId);
    if (await storage.stat(key)) return { key, renderMs: null };
    const rendered = await renderArtworkVersion(options, {
      artworkId: request.artworkId,
      version: request.version,
      personalization: previewPersonalization,
      output: (document) => ({ ...previewSize(document), dpi: 72 }),
      background: '#ffffff',
    });
    if (rendered.kind === 'failed') return { key: null, log: rendered.log };
    await storage.write(key, rendered.png, 'image/png');
    return { key, renderMs: rendered.renderMs };
  }

  const subscription = await startConsumer<ArtworkPreviewRequestedEvent, Outcome>({
    bus: options.bus,
    dataSource: db,
    schema: options.schema,
    groupId: ARTWORK_PREVIEW_RENDER_GROUP,
    topics: [TOPICS.artworkPreviewRequested],
    // Requests made while media was down or starting (the demo seed's) are still rendered.
    fromBeginning: true,
    logger: options.logger,
    concurrency: queue.capacity,
    prepare: (event) => queue.run(() => render(event.envelope.data)),
    handle: async (event, manager, outcome) => {
      const request = event.envelope.data;
      const ids = { requestId: request.requestId, artworkId: request.artworkId, version: request.version };
      const data: ArtworkPreviewRenderedEvent =
        outcome.key === null ? { ...ids, key: null, log: outcome.log, renderMs: null } : { ...ids, key: outcome.key, log: null, renderMs: outcome.renderMs };
      if (outcome.key === null) log.warn({ artworkId: request.artworkId, version: request.version, log: outcome.log }, 'artwork preview failed');
      await enqueueEvent(manager, options.schema, TOPICS.artworkPreviewRendered, { type: TOPICS.artworkPreviewRendered, key: request.artworkId, data });
      return async () => options.afterCommit();
    },
  });
  queue.attach(subscription);
  return subscription;
}
