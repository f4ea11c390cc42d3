import type { EntityManager } from 'typeorm';
import { requestArtworkPreview } from './artwork-previews';

/** What `query` needs: a DataSource or a transaction's EntityManager. */
type Queryable = Pick<EntityManager, 'query'>;

/** The document a version keeps: what the renderer needs (spec 002 §3); unset display options are left out, as the validator wants. */
const DOCUMENT_SQL = `jsonb_build_object(
  'title', "title", 'width', "width", 'height', "height", 'templates', "templates", 'sharedLayers', "shared_layers")
  || jsonb_strip_nulls(jsonb_build_object('templateDisplayMode', "template_display_mode", 'templateDisplayLabel', "template_display_label"))`;

/**
 * Records the artwork's current document as its next immutable version and returns the number,
 * and asks media for that version's preview PNG (every save that records a version gets one:
 * create, document update, duplicate, PSD import, seed). Call inside the transaction that saved
 * the document, so a version always matches a saved state and its preview request commits with it.
 * `authorId` is who saved (the Versions drawer's "who"); without one (the seed) the owner.
 */
export async function recordArtworkVersion(m: EntityManager, artworkId: string, authorId?: string): Promise<number> {
  const rows = (await m.query(
    `WITH bumped AS (
       UPDATE "artworks"."artworks" SET "current_version" = "current_version" + 1 WHERE "id" = $1
       RETURNING "id", "user_id", "current_version", ${DOCUMENT_SQL} AS "document"),
     inserted AS (
       INSERT INTO "artworks"."artwork_versions" ("artwork_id", "version", "document", "author_id")
       SELECT "id", "current_version", "document", COALESCE($2::uuid, "user_id") FROM bumped RETURNING "version")
     SELECT inserted."version", bumped."user_id" FROM inserted, bumped`,
    [artworkId, authorId ?? null],
  )) as Array<{ version: number; user_id: string }>;
  if (!rows[0]) throw new Error(`artwork ${artworkId} not found`);
  // The SQL above names the schema too: versions and their outbox live in the artworks schema.
  await requestArtworkPreview(m, 'artworks', { id: artworkId, userId: rows[0].user_id, version: rows[0].version });
  return rows[0].version;
}

/** `{ id, version }` of the live artworks among `ids` (orders pins these at intake). */
export async function currentVersions(q: Queryable, ids: string[]): Promise<Array<{ id: string; version: number }>> {
  if (!ids.length) return [];
  return (await q.query(
    `SELECT "id", "current_version" AS "version" FROM "artworks"."artworks"
      WHERE "id" = ANY($1::uuid[]) AND "deleted_at" IS NULL AND "current_version" > 0`,
    [ids],
  )) as Array<{ id: string; version: number }>;
}

/** One version's document, deleted artworks included: an order placed before the delete still renders. */
export async function versionDocument(q: Queryable, artworkId: string, version: number): Promise<unknown> {
  const rows = (await q.query(`SELECT "document" FROM "artworks"."artwork_versions" WHERE "artwork_id" = $1 AND "version" = $2`, [artworkId, version])) as Array<{
    document: unknown;
  }>;
  return rows[0]?.document ?? null;
}

/** One entry of the Versions drawer (issue 23): who saved it, when, and its preview once rendered. */
export interface ArtworkVersionRow {
  artwork_id: string;
  version: number;
  author_id: string;
  preview_key: string | null;
  created_at: Date;
}

/** A page of an artwork's versions, newest first (the caller checked the artwork is visible). */
export async function listArtworkVersions(q: Queryable, artworkId: string, page: { offset: number; limit: number }): Promise<{ count: number; hits: ArtworkVersionRow[] }> {
  const [hits, total] = await Promise.all([
    q.query(
      `SELECT "artwork_id", "version", "author_id", "preview_key", "created_at" FROM "artworks"."artwork_versions"
        WHERE "artwork_id" = $1 ORDER BY "version" DESC OFFSET $2 LIMIT $3`,
      [artworkId, page.offset, page.limit],
    ) as Promise<ArtworkVersionRow[]>,
    q.query(`SELECT count(*)::int AS "n" FROM "artworks"."artwork_versions" WHERE "artwork_id" = $1`, [artworkId]) as Promise<Array<{ n: number }>>,
  ]);
  return { count: total[0]?.n ?? 0, hits };
}

/**
 * A version's id as the API shows it: `<artworkId>@<version>`, unique across artworks (clients'
 * normalised caches key by id). `parseArtworkVersionId` also takes the bare number.
 */
export function artworkVersionId(row: Pick<ArtworkVersionRow, 'artwork_id' | 'version'>): string {
  return `${row.artwork_id}@${row.version}`;
}

/** The version number a version id names for this artwork, or null (another artwork's id, not a number). */
export function parseArtworkVersionId(artworkId: string, id: string): number | null {
  const match = /^(?:([0-9a-f-]{36})@)?(\d{1,9})$/i.exec(id.trim());
  if (!match || (match[1] && match[1].toLowerCase() !== artworkId.toLowerCase())) return null;
  const version = Number(match[2]);
  return version >= 1 ? version : null;
}
