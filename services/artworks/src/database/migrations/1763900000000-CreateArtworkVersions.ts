import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Immutable artwork versions (ARCHITECTURE §8): orders pin the version current at intake and
 * media renders exactly it, so editing an artwork never changes an existing order's print file.
 * Every existing artwork gets version 1 from its current document.
 */
export class CreateArtworkVersions1763900000000 implements MigrationInterface {
  name = 'CreateArtworkVersions1763900000000';

  async up(q: QueryRunner): Promise<void> {
    // 0 = no version recorded yet (a row inserted outside the service); recordArtworkVersion makes 1.
    await q.query(`ALTER TABLE "artworks"."artworks" ADD COLUMN "current_version" integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE "artworks"."artwork_versions" (
        "artwork_id" uuid NOT NULL REFERENCES "artworks"."artworks"("id") ON DELETE CASCADE,
        "version" integer NOT NULL CHECK ("version" >= 1),
        "document" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("artwork_id", "version")
      )`);
    await q.query(`
      INSERT INTO "artworks"."artwork_versions" ("artwork_id", "version", "document")
      SELECT "id", 1, jsonb_build_object(
        'title', "title", 'width', "width", 'height', "height", 'templates', "templates", 'sharedLayers', "shared_layers")
        || jsonb_strip_nulls(jsonb_build_object('templateDisplayMode', "template_display_mode", 'templateDisplayLabel', "template_display_label"))
      FROM "artworks"."artworks"`);
    await q.query(`UPDATE "artworks"."artworks" SET "current_version" = 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "artworks"."artwork_versions"`);
    await q.query(`ALTER TABLE "artworks"."artworks" DROP COLUMN "current_version"`);
  }
}
