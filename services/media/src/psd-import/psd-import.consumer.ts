import type { DataSource, EntityManager } from 'typeorm';
import { TOPICS, type PsdImportParsedEvent, type PsdImportRequestedEvent } from '@pod/contracts';
import { enqueueEvent, isNonRetryable, isUuid, startConsumer, type EventBus, type Logger, type Subscription } from '@pod/service-kit';
import {
  canonicalMime,
  checkPsdHeader,
  PSD_HEADER_BYTES,
  PSD_IMPORT_MESSAGES,
  PsdImportError,
  psdToArtwork,
  type LayerPool,
  type PixelBound,
  type StoredLayerImage,
} from '@pod/render';
import type { ObjectStorage } from '../storage/object-storage';
import { safeFileName } from '../files/file-types';
import type { FontLibrary } from '../designs/font-library';

/** The consumer group of media's PSD import workers. */
export const PSD_IMPORT_GROUP = 'media.psd-import';

/** Where an import's layer PNGs live: under the importer's prefix, one folder per import token. */
export function psdLayerKey(userId: string, token: string, index: number, layerName: string): string {
  return `u/${userId}/psd-import/${token}/${index}-${safeFileName(`${layerName}.png`)}`;
}

export interface PsdImportConsumerOptions {
  bus: EventBus;
  db: DataSource;
  schema: string;
  storage: ObjectStorage;
  /** Matches the PSD's fonts among the global fonts and the importer's own. */
  fonts: FontLibrary;
  logger: Logger;
  /** PSD files larger than this are refused before they are read (bytes). */
  maxBytes: number;
  /** The document and each layer must fit it (media's MAX_IMAGE_PIXELS), checked before decoding. */
  pixelBound: PixelBound;
  /** Imports parsed at once by this process; each may hold a PSD and a few decoded layers. */
  concurrency: number;
  /** Pixel layers each import decodes and encodes at once, in the layer pool's worker threads. */
  layerConcurrency: number;
  /** Created on first use: a media process that never imports starts no threads. */
  layers: () => LayerPool;
  afterCommit(): void;
}

type Outcome =
  | { kind: 'answered' }
  | { kind: 'parsed'; event: Extract<PsdImportParsedEvent, { ok: true }>; fileId: string; images: number; parseMs: number }
  | { kind: 'failed'; error: string; fileId: string };

/** What `prepare` hands on: a refusal is thrown (PsdImportError) and recorded by the consumer's `fail` hook. */
type Prepared = Exclude<Outcome, { kind: 'failed' }>;

/**
 * Media's PSD import worker (spec 002 §4 "PSD import"; ARCHITECTURE §6 request/result): consumes
 * `artworks.psd-import.requested`, reads the importer's uploaded PSD from storage, turns it into an
 * artwork document (@pod/render's psdToArtwork; pixel layers stored as the importer's Files) and answers
 * `media.psd-import.parsed` through media's outbox, with the ledger row in the same transaction.
 * A file that cannot be imported answers `ok: false` with the reason, and the layer images already
 * stored for it are removed: nothing half-made stays behind. Such a refusal is a PsdImportError
 * (a RefusedFileError, which service-kit's consumer does not retry): the consumer records it at once through `fail`, never
 * retrying a file that cannot change (a layer declaring 20000×20000 was decoded five times).
 */
export async function startPsdImportConsumer(options: PsdImportConsumerOptions): Promise<Subscription> {
  const { db, storage } = options;
  const log = options.logger.child({ component: 'psd-import' });

  async function parse(request: PsdImportRequestedEvent): Promise<Prepared> {
    const answered = (await db.query(`SELECT 1 FROM "media"."psd_imports" WHERE "token" = $1`, [request.token])) as unknown[];
    if (answered.length) return { kind: 'answered' };
    const file = isUuid(request.fileId)
      ? ((await db.query(`SELECT "key", "file_mime", "file_size", "user_id" FROM "media"."files" WHERE "id" = $1`, [request.fileId])) as Array<{
          key: string;
          file_mime: string;
          file_size: number;
          user_id: string | null;
        }>)[0]
      : undefined;
    // artworks checked owner and type on the request; checked again here, where the bytes are.
    if (!file || file.user_id !== request.userId) throw new PsdImportError(PSD_IMPORT_MESSAGES.missing);
    if (canonicalMime(file.file_mime) !== 'image/vnd.adobe.photoshop') throw new PsdImportError(PSD_IMPORT_MESSAGES.notPsd);
    if (Number(file.file_size) > options.maxBytes) throw new PsdImportError(PSD_IMPORT_MESSAGES.tooHeavy(Math.round(options.maxBytes / 1024 / 1024)));

    const started = performance.now();
    // The header first: a file refused by it (a 20000×20000 document) is never read whole.
    checkPsdHeader(await storage.readHead(file.key, PSD_HEADER_BYTES), options.pixelBound);
    const bytes = await storage.read(file.key);
    // A failed font lookup throws out of prepare (retried), never reported as the file's fault.
    const matchFonts = async (names: string[]) =>
      Object.fromEntries(Object.entries(await options.fonts.match(request.userId, names)).map(([name, match]) => [name, match?.ref ?? null]));
    const stored: string[] = [];
    const storeImage = async (png: Buffer, layerName: string, index: number): Promise<StoredLayerImage> => {
      const key = psdLayerKey(request.userId, request.token, index, layerName);
      stored.push(key);
      await storage.write(key, png, 'image/png');
      const fileName = safeFileName(`${layerName}.png`);
      // The key is unique: a redelivered request finds the row it registered before.
      const rows = (await db.query(
        `INSERT INTO "media"."files" ("key", "file_name", "file_mime", "file_size", "source", "user_id")
         VALUES ($1, $2, 'image/png', $3, 'aws', $4)
         ON CONFLICT ("key") DO UPDATE SET "file_size" = EXCLUDED."file_size" RETURNING "id"`,
        [key, fileName, png.length, request.userId],
      )) as Array<{ id: string }>;
      return { id: rows[0]!.id, key, file_name: fileName };
    };
    try {
      const result = await psdToArtwork(bytes, {
        matchFonts,
        storeImage,
        concurrency: options.layerConcurrency,
        encode: (raw) => options.layers().encode(raw),
        bound: options.pixelBound,
      });
      return {
        kind: 'parsed',
        fileId: request.fileId,
        images: result.imageCount,
        parseMs: Math.round(performance.now() - started),
        event: { token: request.token, userId: request.userId, ok: true, document: result.document, unmatchedFonts: result.unmatchedFonts },
      };
    } catch (error) {
      // Refused for good: take back what was stored. Anything else is retried and overwrites the same keys.
      if (error instanceof PsdImportError) await removeImages(stored);
      throw error;
    }
  }

  /** Takes back the layer images of an import that failed: their rows and their objects. */
  async function removeImages(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await db.query(`DELETE FROM "media"."files" WHERE "key" = ANY($1::text[])`, [keys]);
    await Promise.all(keys.map((key) => storage.remove(key)));
  }

  async function record(manager: EntityManager, request: PsdImportRequestedEvent, outcome: Outcome): Promise<void> {
    if (outcome.kind === 'answered') return;
    const ledger = (await manager.query(
      `INSERT INTO "media"."psd_imports" ("token", "file_id", "outcome", "error", "layer_images", "parse_ms")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("token") DO NOTHING RETURNING "token"`,
      [
        request.token,
        outcome.fileId,
        outcome.kind,
        outcome.kind === 'failed' ? outcome.error : null,
        outcome.kind === 'parsed' ? outcome.images : 0,
        outcome.kind === 'parsed' ? outcome.parseMs : null,
      ],
    )) as unknown[];
    if (!ledger.length) return;
    const data: PsdImportParsedEvent =
      outcome.kind === 'parsed' ? outcome.event : { token: request.token, userId: request.userId, ok: false, error: outcome.error };
    await enqueueEvent<PsdImportParsedEvent>(manager, options.schema, TOPICS.psdImportParsed, { type: TOPICS.psdImportParsed, key: request.token, data });
    if (outcome.kind === 'failed') log.warn({ token: request.token, error: outcome.error }, 'PSD import refused');
    else log.info({ token: request.token, images: outcome.images, parseMs: outcome.parseMs }, 'PSD parsed');
  }

  return startConsumer<PsdImportRequestedEvent, Prepared>({
    bus: options.bus,
    dataSource: db,
    schema: options.schema,
    groupId: PSD_IMPORT_GROUP,
    topics: [TOPICS.psdImportRequested],
    fromBeginning: true,
    logger: options.logger,
    concurrency: options.concurrency,
    prepare: (event) => parse(event.envelope.data),
    handle: async (event, manager, outcome) => {
      await record(manager, event.envelope.data, outcome);
      return async () => options.afterCommit();
    },
    fail: async (event, manager, error) => {
      const request = event.envelope.data;
      // A refusal's message is written for the importer; anything else marked final reads as unreadable.
      const message = isNonRetryable(error) ? error.message : PSD_IMPORT_MESSAGES.unreadable;
      await record(manager, request, { kind: 'failed', error: message, fileId: request.fileId });
      return async () => options.afterCommit();
    },
  });
}
