import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carriers (a small reference table, seeded here with four real ones; their ids are the ones
 * variants' `carrier_costs` use), the carriers each product type ships with at a price, and
 * the suppliers (users-sites user ids) who produce it (spec 000 §3 product_type_carriers, suppliers).
 */
export class CreateCarriers1764000000000 implements MigrationInterface {
  name = 'CreateCarriers1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalog"."carriers" ("id" text PRIMARY KEY, "name" text NOT NULL UNIQUE)`);
    await q.query(`INSERT INTO "catalog"."carriers" ("id", "name") VALUES ('usps', 'USPS'), ('ups', 'UPS'), ('dhl', 'DHL'), ('fedex', 'FedEx')`);
    await q.query(`
      CREATE TABLE "catalog"."product_type_carriers" (
        "product_type_id" uuid NOT NULL REFERENCES "catalog"."product_types" ("id") ON DELETE CASCADE,
        "carrier_id" text NOT NULL REFERENCES "catalog"."carriers" ("id"),
        "price" numeric NOT NULL,
        "is_default" boolean NOT NULL DEFAULT false,
        PRIMARY KEY ("product_type_id", "carrier_id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "product_type_carriers_one_default" ON "catalog"."product_type_carriers" ("product_type_id") WHERE "is_default"`);
    await q.query(`
      CREATE TABLE "catalog"."product_type_suppliers" (
        "product_type_id" uuid NOT NULL REFERENCES "catalog"."product_types" ("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL,
        PRIMARY KEY ("product_type_id", "user_id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."product_type_suppliers"`);
    await q.query(`DROP TABLE "catalog"."product_type_carriers"`);
    await q.query(`DROP TABLE "catalog"."carriers"`);
  }
}
