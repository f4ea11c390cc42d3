import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMockups1761004000001 implements MigrationInterface {
  name = 'CreateMockups1761004000001';

  async up(q: QueryRunner): Promise<void> {
    // product_type_id / product_id point into the catalog's tables, which this service never reads: no foreign keys.
    await q.query(`
      CREATE TABLE "artworks"."mockups" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "product_type_id" uuid NOT NULL,
        "product_id" text NULL,
        "is_product_base" boolean NOT NULL DEFAULT false,
        "file_id" uuid NOT NULL,
        "file_key" text NOT NULL,
        "preview_key" text NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "layers" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "settings" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "variant_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "ordering" integer NOT NULL DEFAULT 0,
        "status" text NOT NULL DEFAULT 'active',
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "mockups_product_type_idx" ON "artworks"."mockups" ("product_type_id", "ordering")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "artworks"."mockups"`);
  }
}
