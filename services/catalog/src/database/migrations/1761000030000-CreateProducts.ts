import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products with their variants, print areas and store ids, and campaign stores (their pushes).
 * Product type ids are checked by the service, not by foreign keys, so product types keep
 * their own freedom to reshape variants; a product's own rows go with it (cascade).
 */
export class CreateProducts1761000030000 implements MigrationInterface {
  name = 'CreateProducts1761000030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "catalog"."products" (
        "id" varchar(9) PRIMARY KEY,
        "origin_id" text,
        "title" text NOT NULL,
        "description" text,
        "permalink" text NOT NULL,
        "images" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "sku" text,
        "store_product_type" text,
        "weight" double precision,
        "weight_unit" text NOT NULL DEFAULT 'kg',
        "site_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "product_type_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "collection_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "tag_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "bundled_products" text,
        "exclude_mockups" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "products_permalink_key" UNIQUE ("permalink")
      )`);
    await q.query(`CREATE INDEX "products_site_idx" ON "catalog"."products" ("site_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "products_user_idx" ON "catalog"."products" ("user_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "products_origin_idx" ON "catalog"."products" ("site_id", "origin_id") WHERE "origin_id" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "catalog"."product_variants" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "product_id" varchar(9) NOT NULL REFERENCES "catalog"."products" ("id") ON DELETE CASCADE,
        "product_type_id" uuid NOT NULL,
        "product_type_variant_id" uuid NOT NULL,
        "regular_price" numeric(12,2) NOT NULL,
        "price" numeric(12,2),
        "active" boolean NOT NULL DEFAULT true,
        "sorting" integer NOT NULL DEFAULT 0,
        "mockup_id" text,
        "image" text,
        "design_status" text,
        CONSTRAINT "product_variants_type_variant_key" UNIQUE ("product_id", "product_type_variant_id")
      )`);

    await q.query(`
      CREATE TABLE "catalog"."product_print_areas" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "product_id" varchar(9) NOT NULL REFERENCES "catalog"."products" ("id") ON DELETE CASCADE,
        "product_type_print_area_id" uuid NOT NULL,
        "name" text NOT NULL,
        "product_type_id" uuid NOT NULL,
        "artwork_id" text,
        "sorting" integer NOT NULL DEFAULT 0,
        CONSTRAINT "product_print_areas_area_key" UNIQUE ("product_id", "product_type_print_area_id")
      )`);

    await q.query(`
      CREATE TABLE "catalog"."product_stores" (
        "product_id" varchar(9) NOT NULL REFERENCES "catalog"."products" ("id") ON DELETE CASCADE,
        "site_id" uuid NOT NULL,
        "origin_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("product_id", "site_id")
      )`);
    await q.query(`CREATE INDEX "product_stores_origin_idx" ON "catalog"."product_stores" ("site_id", "origin_id")`);

    await q.query(`
      CREATE TABLE "catalog"."campaign_stores" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "site_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "product_id" varchar(9) NOT NULL REFERENCES "catalog"."products" ("id") ON DELETE CASCADE,
        "status" text NOT NULL DEFAULT 'queued',
        "push_first_time" boolean NOT NULL DEFAULT true,
        "pushed_at" timestamptz,
        "permalink" text,
        "log" text,
        "attempts" integer NOT NULL DEFAULT 0,
        "push_token" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "campaign_stores_product_key" UNIQUE ("product_id")
      )`);
    await q.query(`CREATE INDEX "campaign_stores_site_idx" ON "catalog"."campaign_stores" ("site_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "campaign_stores_user_idx" ON "catalog"."campaign_stores" ("user_id", "created_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."campaign_stores"`);
    await q.query(`DROP TABLE "catalog"."product_stores"`);
    await q.query(`DROP TABLE "catalog"."product_print_areas"`);
    await q.query(`DROP TABLE "catalog"."product_variants"`);
    await q.query(`DROP TABLE "catalog"."products"`);
  }
}
