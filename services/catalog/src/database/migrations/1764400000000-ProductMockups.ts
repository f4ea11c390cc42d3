import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product mockups (issue 24): the render jobs of `generateProductMockups`, one per mockup and
 * variant colour group, with their image once media rendered it; and the ids forms hold for
 * products they have not created yet (claimed by the first render request).
 */
export class ProductMockups1764400000000 implements MigrationInterface {
  name = 'ProductMockups1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalog"."product_mockup_jobs" (
      "id" uuid PRIMARY KEY,
      "product_id" varchar(9) NOT NULL,
      "batch_id" uuid NOT NULL,
      "requester_id" uuid NOT NULL,
      "seller_id" uuid,
      "mockup_id" text NOT NULL,
      "product_type_id" uuid NOT NULL,
      "sorting" integer NOT NULL,
      "variant_color" text,
      "variant_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
      "status" text NOT NULL DEFAULT 'rendering',
      "image_key" text,
      "log" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "product_mockup_jobs_product_idx" ON "catalog"."product_mockup_jobs" ("product_id", "batch_id")`);
    await q.query(`CREATE TABLE "catalog"."product_drafts" (
      "product_id" varchar(9) PRIMARY KEY,
      "requester_id" uuid NOT NULL,
      "seller_id" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."product_drafts"`);
    await q.query(`DROP TABLE "catalog"."product_mockup_jobs"`);
  }
}
