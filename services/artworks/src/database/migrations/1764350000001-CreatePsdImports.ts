import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PSD imports (spec 002 §4): one row per importArtworkFromPSD, from the request until media's
 * answer is turned into an artwork (or an error). The importer's roles are kept so the artwork
 * is created as them, through the same checks as Add New.
 */
export class CreatePsdImports1764350000001 implements MigrationInterface {
  name = 'CreatePsdImports1764350000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "artworks"."psd_imports" (
        "token" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "user_roles" text[] NOT NULL,
        "file_id" uuid NOT NULL,
        "title" text NOT NULL,
        "category_ids" uuid[] NOT NULL,
        "status" text NOT NULL DEFAULT 'importing' CHECK ("status" IN ('importing', 'done', 'failed')),
        "artwork_id" uuid NULL REFERENCES "artworks"."artworks"("id"),
        "error" text NULL,
        "unmatched_fonts" jsonb NOT NULL DEFAULT '[]',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz NULL
      )`);
    await q.query(`CREATE INDEX "psd_imports_user" ON "artworks"."psd_imports" ("user_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "artworks"."psd_imports"`);
  }
}
