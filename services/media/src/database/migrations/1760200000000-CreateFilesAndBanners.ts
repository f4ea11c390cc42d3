import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFilesAndBanners1760200000000 implements MigrationInterface {
  name = 'CreateFilesAndBanners1760200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "media"."files" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "key" text NOT NULL UNIQUE,
        "file_name" text NOT NULL,
        "file_mime" text NOT NULL,
        "file_size" bigint NOT NULL,
        "source" text NOT NULL DEFAULT 'aws',
        "user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "files_user_idx" ON "media"."files" ("user_id")`);
    await q.query(`
      CREATE TABLE "media"."banner_categories" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "media"."banners" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "image_key" text NOT NULL,
        "category_id" uuid NOT NULL REFERENCES "media"."banner_categories"("id") ON DELETE CASCADE,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "banners_category_idx" ON "media"."banners" ("category_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "media"."banners"`);
    await q.query(`DROP TABLE "media"."banner_categories"`);
    await q.query(`DROP TABLE "media"."files"`);
  }
}
