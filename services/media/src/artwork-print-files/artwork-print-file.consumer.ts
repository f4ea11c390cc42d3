import type { EntityManager } from 'typeorm';
import type { Personalization } from '@pod/artwork-scene';
import { TOPICS, type ArtworkPrintFileRenderedEvent, type ArtworkPrintFileRequestedEvent } from '@pod/contracts';
import { enqueueEvent, startConsumer, type Subscription } from '@pod/service-kit';
import type { DesignRenderConsumerOptions } from '../designs/design-render.consumer';
import { renderArtworkVersion } from '../designs/render-version';

/** Media's consumer group for the editor's print-file requests: replicas share them. */
export const ARTWORK_PRINT_FILE_GROUP = 'media.artwork-print-file-render';

/** The immutable, unguessable key of a request's PNG (the token is a random uuid). */
export function artworkPrintFileKey(token: string): string {
  return `artwork-print-files/${token}.png`;
}

/** What the render step hands to the transaction that answers. */
type Outcome =
  | { kind: 'stored'; key: string; size: number; width: number | null; height: number | null }
  | { kind: 'failed'; log: string };

/** The print-file worker's dependencies, plus the public base of the image route the answer's URL points at. */
export type ArtworkPrintFileConsumerOptions = DesignRenderConsumerOptions & { publicMediaUrl: string };

/**
 * The artwork editor's "Render print file" (issue 23): consumes `artworks.print-file.requested`,
 * renders the saved version with the shopper's values through the print-file render step orders'
 * designs use (`renderArtworkVersion`: same version reader, fonts, cliparts, storage rules and
 * pool), stores the PNG under the request's immutable key, registers it as the requester's File
 * (kind print_file) and answers `media.artwork-print-file.rendered` through the outbox — the
 * gateway hands it to the requester's `artworkPrintFile(token)`. A refused render answers with
 * the renderer's line (naming the layer). Its own bounded queue (one request per render thread):
 * an editor pressing the button never holds back orders' print files beyond that. A redelivered
 * request finds its File and answers again without rendering.
 */
export async function startArtworkPrintFileConsumer(options: ArtworkPrintFileConsumerOptions): Promise<Subscription> {
  const { db, storage, queue } = options;
  const log = options.logger.child({ component: 'artwork-print-file' });

  async function render(request: ArtworkPrintFileRequestedEvent): Promise<Outcome> {
    const key = artworkPrintFileKey(request.token);
    const stored = (await db.query(`SELECT "file_size" FROM "media"."files" WHERE "key" = $1`, [key])) as Array<{ file_size: number }>;
    if (stored[0]) return { kind: 'stored', key, size: Number(stored[0].file_size), width: request.output.width, height: request.output.height };
    const outcome = await renderArtworkVersion(options, {
      artworkId: request.artworkId,
      version: request.version,
      // Keyed by layer id already (the editor's preview form); the renderer judges each value.
      personalization: () => (request.personalization ?? {}) as Personalization,
      output: request.output,
      template: request.template ?? undefined,
    });
    if (outcome.kind === 'failed') return outcome;
    await storage.write(key, outcome.png, 'image/png');
    return { kind: 'stored', key, size: outcome.png.length, width: outcome.width, height: outcome.height };
  }

  async function answer(manager: EntityManager, request: ArtworkPrintFileRequestedEvent, outcome: Outcome): Promise<void> {
    const ids = { token: request.token, userId: request.userId, artworkId: request.artworkId, version: request.version };
    let data: ArtworkPrintFileRenderedEvent;
    if (outcome.kind === 'failed') {
      log.warn({ ...ids, log: outcome.log }, 'artwork print file failed');
      data = { ...ids, status: 'failed', fileId: null, fileKey: null, url: null, width: null, height: null, message: outcome.log };
    } else {
      // The key is unique: two deliveries racing on one request register one File.
      await manager.query(
        `INSERT INTO "media"."files" ("key", "file_name", "file_mime", "file_size", "source", "kind", "user_id")
         VALUES ($1, $2, 'image/png', $3, 'aws', 'print_file', $4) ON CONFLICT ("key") DO NOTHING`,
        [outcome.key, `artwork-${request.artworkId}-v${request.version}.png`, outcome.size, request.userId],
      );
      const [file] = (await manager.query(`SELECT "id" FROM "media"."files" WHERE "key" = $1`, [outcome.key])) as Array<{ id: string }>;
      data = { ...ids, status: 'done', fileId: file.id, fileKey: outcome.key, url: `${options.publicMediaUrl}/img/auto/${outcome.key}`, width: outcome.width, height: outcome.height, message: null };
    }
    await enqueueEvent(manager, options.schema, TOPICS.artworkPrintFileRendered, { type: TOPICS.artworkPrintFileRendered, key: request.token, data });
  }

  const subscription = await startConsumer<ArtworkPrintFileRequestedEvent, Outcome>({
    bus: options.bus,
    dataSource: db,
    schema: options.schema,
    groupId: ARTWORK_PRINT_FILE_GROUP,
    topics: [TOPICS.artworkPrintFileRequested],
    // Someone is waiting on the answer: a request made while media was starting still renders.
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
