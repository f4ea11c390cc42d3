import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCustomers1761000000000 implements MigrationInterface {
  name = 'CreateCustomers1761000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders"."customers" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "first_name" text,
        "last_name" text,
        "email" text,
        "phone" text,
        "address" jsonb,
        "site_id" uuid NOT NULL,
        "seller_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "customers_seller_idx" ON "orders"."customers" ("seller_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "customers_site_idx" ON "orders"."customers" ("site_id")`);
    // A shop knows one customer per email; store intake upserts on this pair.
    await q.query(`CREATE UNIQUE INDEX "customers_site_email_uq" ON "orders"."customers" ("site_id", lower("email")) WHERE "email" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "orders"."customers"`);
  }
}
