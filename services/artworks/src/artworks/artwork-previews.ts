import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { TOPICS, type ArtworkPreviewRenderedEvent, type ArtworkPreviewRequestedEvent } from '@pod/contracts';
import { enqueueEvent, startConsumer, type EventBus, type Logger, type Subscription } from '@pod/service-kit';

/** Artworks' consumer group for media's preview answers. */
export const ARTWORK_PREVIEW_GROUP = 'artworks.preview-results';

/**
 * Asks media (through the outbox, inside the caller's transaction) to render the preview of the
 * version the save just recorded; keyed by artwork so one artwork's requests stay ordered.
 */
export async function requestArtworkPreview(m: EntityManager, schema: string, artwork: { id: string; userId: string; version: number }): Promise<void> {
  const data: ArtworkPreviewRequestedEvent = { requestId: randomUUID(), artworkId: artwork.id, version: artwork.version, userId: artwork.userId };
  await enqueueEvent(m, schema, TOPICS.artworkPreviewRequested, { type: TOPICS.artworkPreviewRequested, key: artwork.id, data });
}

/**
 * Keeps a rendered preview unless the artwork already shows a newer version's: renders finish in
 * any order (two saves in a row, a redelivered request), and a late older one must not win.
 * Returns whether the row changed. Deleted artworks are updated too (harmless, and a restore
 * would show the right picture).
 */
export async function applyArtworkPreview(m: Pick<EntityManager, 'query'>, schema: string, result: Pick<ArtworkPreviewRenderedEvent, 'artworkId' | 'version' | 'key'>): Promise<boolean> {
  if (!result.key) return false;
  // The version keeps its own picture for the Versions drawer, whatever the artwork shows.
  await m.query(`UPDATE "${schema}"."artwork_versions" SET "preview_key" = $3 WHERE "artwork_id" = $1 AND "version" = $2`, [result.artworkId, result.version, result.key]);
  const [, affected] = (await m.query(
    `UPDATE "${schema}"."artworks" SET "preview_key" = $2, "preview_version" = $3
      WHERE "id" = $1 AND ("preview_version" IS NULL OR "preview_version" < $3)`,
    [result.artworkId, result.key, result.version],
  )) as [unknown, number];
  return affected > 0;
}

/**
 * Artworks' side of the preview flow: `media.artwork-preview.rendered` → the artwork's
 * `preview_key` (newer version wins). A failed render leaves the previous preview and is logged.
 */
export function startArtworkPreviewConsumer(options: { bus: EventBus; db: DataSource; schema: string; logger: Logger }): Promise<Subscription> {
  const log = options.logger.child({ component: 'artwork-previews' });
  return startConsumer<ArtworkPreviewRenderedEvent>({
    bus: options.bus,
    dataSource: options.db,
    schema: options.schema,
    groupId: ARTWORK_PREVIEW_GROUP,
    topics: [TOPICS.artworkPreviewRendered],
    // Results published while artworks was down or starting still reach it.
    fromBeginning: true,
    logger: options.logger,
    handle: async ({ envelope }, manager) => {
      const result = envelope.data;
      if (!result.key) {
        log.warn({ artworkId: result.artworkId, version: result.version, log: result.log }, 'artwork preview could not be rendered');
        return;
      }
      const kept = await applyArtworkPreview(manager, options.schema, result);
      log.debug({ artworkId: result.artworkId, version: result.version, kept }, 'artwork preview rendered');
    },
  });
}
