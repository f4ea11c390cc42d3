import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clipart categories and cliparts (spec 002 §3, §7 "Clipart"). Both are soft-deleted so a design
 * rendered later still finds the clipart a shopper chose. The partial indexes serve the owner's
 * live tree, the per-category counts and the newest-first list.
 */
export class CreateCliparts1764370000000 implements MigrationInterface {
  name = 'CreateCliparts1764370000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "artworks"."clipart_categories" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "parent_id" uuid REFERENCES "artworks"."clipart_categories"("id"),
        "title" text NOT NULL,
        "user_id" uuid NOT NULL,
        "display_settings" jsonb,
        "deleted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "clipart_categories_owner_live" ON "artworks"."clipart_categories" ("user_id") WHERE "deleted_at" IS NULL`);
    await q.query(`CREATE INDEX "clipart_categories_parent_live" ON "artworks"."clipart_categories" ("parent_id") WHERE "deleted_at" IS NULL`);
    await q.query(`
      CREATE TABLE "artworks"."cliparts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "category_id" uuid NOT NULL REFERENCES "artworks"."clipart_categories"("id"),
        "user_id" uuid NOT NULL,
        "file_id" uuid NOT NULL,
        "file_key" text NOT NULL,
        "file_name" text NOT NULL,
        "thumbnail_id" uuid,
        "deleted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "cliparts_category_live" ON "artworks"."cliparts" ("category_id") WHERE "deleted_at" IS NULL`);
    await q.query(`CREATE INDEX "cliparts_owner_live" ON "artworks"."cliparts" ("user_id", "created_at" DESC) WHERE "deleted_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "artworks"."cliparts"`);
    await q.query(`DROP TABLE "artworks"."clipart_categories"`);
  }
}
