import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateArtworkCategories1760100000000 implements MigrationInterface {
  name = 'CreateArtworkCategories1760100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "artworks"."artwork_categories" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "parent_id" uuid NULL REFERENCES "artworks"."artwork_categories"("id"),
        "title" text NOT NULL,
        "user_id" uuid NOT NULL,
        "deleted_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The tree screen loads one owner's live categories at a time.
    await q.query(`CREATE INDEX "artwork_categories_owner_idx" ON "artworks"."artwork_categories" ("user_id") WHERE "deleted_at" IS NULL`);
    await q.query(`CREATE INDEX "artwork_categories_parent_idx" ON "artworks"."artwork_categories" ("parent_id") WHERE "deleted_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "artworks"."artwork_categories"`);
  }
}
