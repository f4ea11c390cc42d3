import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Product types, their categories, print areas and variants (spec 001 §3). */
export class CreateProductTypes1761000010000 implements MigrationInterface {
  name = 'CreateProductTypes1761000010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "catalog"."product_types" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "description" text,
        "sku" text NOT NULL,
        "mockup" text,
        "images" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "attributes" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "state" text NOT NULL DEFAULT 'active',
        "creater_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // SKUs prefix variant SKUs and identify a type to people: one spelling per type, any case.
    await q.query(`CREATE UNIQUE INDEX "product_types_sku_key" ON "catalog"."product_types" (lower("sku"))`);
    await q.query(`CREATE INDEX "product_types_state_idx" ON "catalog"."product_types" ("state", "created_at" DESC)`);

    await q.query(`
      CREATE TABLE "catalog"."product_type_categories" (
        "product_type_id" uuid NOT NULL REFERENCES "catalog"."product_types" ("id") ON DELETE CASCADE,
        "category_id" uuid NOT NULL REFERENCES "catalog"."categories" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("product_type_id", "category_id")
      )`);
    await q.query(`CREATE INDEX "product_type_categories_category_idx" ON "catalog"."product_type_categories" ("category_id")`);

    await q.query(`
      CREATE TABLE "catalog"."print_areas" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "product_type_id" uuid NOT NULL REFERENCES "catalog"."product_types" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "width" double precision,
        "height" double precision,
        "dpi" integer NOT NULL DEFAULT 300,
        "mockup_id" text,
        "mockup" text,
        "note" text,
        "variant_ids" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "sorting" integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX "print_areas_type_idx" ON "catalog"."print_areas" ("product_type_id", "sorting")`);

    // The SKU constraint is checked at commit so one save may swap or shift SKUs between rows.
    await q.query(`
      CREATE TABLE "catalog"."product_type_variants" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "product_type_id" uuid NOT NULL REFERENCES "catalog"."product_types" ("id") ON DELETE CASCADE,
        "sku" text NOT NULL,
        "attributes" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "base_cost" numeric(12,2),
        "retail_cost" numeric(12,2),
        "sale_cost" numeric(12,2),
        "is_active" boolean NOT NULL DEFAULT true,
        "sorting" integer NOT NULL DEFAULT 0,
        "print_sizes" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "carrier_costs" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "product_type_variants_sku_key" UNIQUE ("product_type_id", "sku") DEFERRABLE INITIALLY DEFERRED
      )`);
    await q.query(`CREATE INDEX "product_type_variants_sorting_idx" ON "catalog"."product_type_variants" ("product_type_id", "sorting")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."product_type_variants"`);
    await q.query(`DROP TABLE "catalog"."print_areas"`);
    await q.query(`DROP TABLE "catalog"."product_type_categories"`);
    await q.query(`DROP TABLE "catalog"."product_types"`);
  }
}
