import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateArtworks1761004000000 implements MigrationInterface {
  name = 'CreateArtworks1761004000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "artworks"."artworks" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "lock" boolean NOT NULL DEFAULT false,
        "width" integer NOT NULL CHECK ("width" >= 1),
        "height" integer NOT NULL CHECK ("height" >= 1),
        "templates" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "shared_layers" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "template_display_mode" text NULL,
        "template_display_label" text NULL,
        "user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "deleted_at" timestamptz NULL
      )`);
    // Lists are one owner's live artworks, newest first.
    await q.query(`CREATE INDEX "artworks_owner_created_idx" ON "artworks"."artworks" ("user_id", "created_at" DESC) WHERE "deleted_at" IS NULL`);
    await q.query(`
      CREATE TABLE "artworks"."artwork_category_links" (
        "artwork_id" uuid NOT NULL REFERENCES "artworks"."artworks"("id") ON DELETE CASCADE,
        "category_id" uuid NOT NULL REFERENCES "artworks"."artwork_categories"("id"),
        PRIMARY KEY ("artwork_id", "category_id")
      )`);
    // The category filter and numberOfArtworks look links up by category.
    await q.query(`CREATE INDEX "artwork_category_links_category_idx" ON "artworks"."artwork_category_links" ("category_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "artworks"."artwork_category_links"`);
    await q.query(`DROP TABLE "artworks"."artworks"`);
  }
}
