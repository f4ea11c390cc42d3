import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Versions drawer (issue 23) lists who saved each version and its preview. `author_id` is the
 * user whose save recorded it (staff may save a seller's artwork); versions recorded before it
 * existed are credited to the owner. `preview_key` is the version's own preview PNG (media renders
 * one per version); the artwork's current preview is copied to the version it shows.
 */
export class ArtworkVersionAuthors1764400000000 implements MigrationInterface {
  name = 'ArtworkVersionAuthors1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "artworks"."artwork_versions" ADD COLUMN "author_id" uuid NULL, ADD COLUMN "preview_key" text NULL`);
    await q.query(`
      UPDATE "artworks"."artwork_versions" v SET "author_id" = a."user_id",
        "preview_key" = CASE WHEN a."preview_version" = v."version" THEN a."preview_key" END
        FROM "artworks"."artworks" a WHERE a."id" = v."artwork_id"`);
    // The drawer pages newest first per artwork: the primary key (artwork_id, version) serves it.
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "artworks"."artwork_versions" DROP COLUMN "author_id", DROP COLUMN "preview_key"`);
  }
}
