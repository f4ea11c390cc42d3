import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Artwork previews (spec 002 §2.4/§2.5 cards): media renders the preview of a saved version and
 * reports its storage key; `preview_version` is the version that key shows, so a late render of
 * an older version never replaces a newer preview. Existing artworks get theirs when next saved.
 */
export class AddArtworkPreviews1764330000001 implements MigrationInterface {
  name = 'AddArtworkPreviews1764330000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "artworks"."artworks" ADD COLUMN "preview_key" text NULL, ADD COLUMN "preview_version" integer NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "artworks"."artworks" DROP COLUMN "preview_key", DROP COLUMN "preview_version"`);
  }
}
