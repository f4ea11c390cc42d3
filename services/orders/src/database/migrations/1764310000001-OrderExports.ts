import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order exports (issue 13): one row per CSV export with the ids of the orders it claimed. The
 * list is newest first (created_at), searched by an order id inside `order_ids` (GIN), and a
 * person's own exports are found by author.
 */
export class OrderExports1764310000001 implements MigrationInterface {
  name = 'OrderExports1764310000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders"."order_exports" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "file_name" text NOT NULL,
        "order_ids" uuid[] NOT NULL,
        "author_id" uuid NOT NULL,
        "template_id" uuid NOT NULL,
        "status" text NOT NULL CHECK ("status" IN ('running', 'done', 'failed')),
        "progress" int NOT NULL DEFAULT 0,
        "total" int NOT NULL,
        "file_id" uuid,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "order_exports_created_idx" ON "orders"."order_exports" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "order_exports_author_created_idx" ON "orders"."order_exports" ("author_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "order_exports_order_ids_idx" ON "orders"."order_exports" USING gin ("order_ids")`);
    await q.query(`CREATE UNIQUE INDEX "order_exports_file_idx" ON "orders"."order_exports" ("file_id") WHERE "file_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "orders"."order_exports"`);
  }
}
