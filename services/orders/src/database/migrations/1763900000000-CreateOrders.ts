import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders, their designs, history, comments and the webhook ledger (issue 11), with the
 * indexes the order list and intake need. One migration so every orders helper builds on it.
 */
export class CreateOrders1763900000000 implements MigrationInterface {
  name = 'CreateOrders1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders"."orders" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "site_id" uuid NOT NULL,
        "seller_id" uuid NOT NULL,
        "platform" text NOT NULL,
        "origin_id" text NOT NULL,
        "origin_line_id" text NOT NULL,
        "name" text NOT NULL,
        "product_id" varchar(9),
        "product_variant_id" uuid,
        "product_type_id" uuid,
        "product_type_variant_id" uuid,
        "sku" text,
        "title" text NOT NULL,
        "quantity" int NOT NULL,
        "price" numeric NOT NULL DEFAULT 0,
        "base_cost" numeric NOT NULL DEFAULT 0,
        "shipping_cost" numeric NOT NULL DEFAULT 0,
        "currency" text NOT NULL DEFAULT 'USD',
        "status" text NOT NULL,
        "paused_from" text,
        "customer_id" uuid,
        "shipping_address" jsonb,
        "billing_address" jsonb,
        "customer_info" jsonb,
        "carrier" text,
        "tracking" jsonb,
        "personalized_data" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "store_updated_at" timestamptz,
        "supplier_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "orders_store_line_uq" UNIQUE ("site_id", "origin_id", "origin_line_id")
      )`);
    // The list: a site's tab (status) newest first; staff tabs across sites; a seller's orders; search by store ids.
    await q.query(`CREATE INDEX "orders_site_status_created_idx" ON "orders"."orders" ("site_id", "status", "created_at" DESC)`);
    await q.query(`CREATE INDEX "orders_status_created_idx" ON "orders"."orders" ("status", "created_at" DESC)`);
    await q.query(`CREATE INDEX "orders_seller_created_idx" ON "orders"."orders" ("seller_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "orders_origin_id_idx" ON "orders"."orders" ("origin_id")`);
    await q.query(`CREATE INDEX "orders_name_idx" ON "orders"."orders" ("name")`);
    // Customer stats and the customer's orders table.
    await q.query(`CREATE INDEX "orders_customer_created_idx" ON "orders"."orders" ("customer_id", "created_at" DESC) WHERE "customer_id" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "orders"."order_designs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "orders"."orders" ("id") ON DELETE CASCADE,
        "base_print_area_id" text NOT NULL,
        "base_print_area_name" text NOT NULL,
        "artwork_id" uuid,
        "artwork_version" int,
        "width" int NOT NULL,
        "height" int NOT NULL,
        "dpi" int NOT NULL,
        "status" text NOT NULL,
        "log" text,
        "file_id" uuid,
        "file_key" text,
        "file_width" int,
        "file_height" int,
        "file_dpi" int,
        "preflight" jsonb,
        "request_id" uuid,
        "requested_at" timestamptz,
        "render_ms" int,
        "is_custom" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "order_designs_print_area_uq" UNIQUE ("order_id", "base_print_area_id")
      )`);
    // The stuck-design sweep looks for designs still Processing after a time-out.
    await q.query(`CREATE INDEX "order_designs_status_requested_idx" ON "orders"."order_designs" ("status", "requested_at")`);

    await q.query(`
      CREATE TABLE "orders"."order_history" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "orders"."orders" ("id") ON DELETE CASCADE,
        "user_id" uuid,
        "type" text NOT NULL,
        "message" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "order_history_order_idx" ON "orders"."order_history" ("order_id", "created_at")`);

    await q.query(`
      CREATE TABLE "orders"."order_comments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "orders"."orders" ("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL,
        "comment" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "order_comments_order_idx" ON "orders"."order_comments" ("order_id", "created_at")`);

    await q.query(`
      CREATE TABLE "orders"."webhook_deliveries" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "site_id" uuid NOT NULL,
        "platform" text NOT NULL,
        "topic" text NOT NULL,
        "store_event_id" text NOT NULL,
        "store_order_id" text NOT NULL,
        "store_updated_at" timestamptz,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "outcome" text NOT NULL,
        "detail" text,
        CONSTRAINT "webhook_deliveries_event_uq" UNIQUE ("site_id", "platform", "store_event_id")
      )`);
    await q.query(`CREATE INDEX "webhook_deliveries_order_idx" ON "orders"."webhook_deliveries" ("site_id", "store_order_id", "received_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "orders"."webhook_deliveries"`);
    await q.query(`DROP TABLE "orders"."order_comments"`);
    await q.query(`DROP TABLE "orders"."order_history"`);
    await q.query(`DROP TABLE "orders"."order_designs"`);
    await q.query(`DROP TABLE "orders"."orders"`);
  }
}
