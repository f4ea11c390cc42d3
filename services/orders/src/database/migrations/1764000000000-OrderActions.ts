import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list's actions (services/orders/src/order-actions): the assigned carrier's id and price,
 * the entered payment, and the soft delete (the row stays for history and exports; reads skip it).
 */
export class OrderActions1764000000000 implements MigrationInterface {
  name = 'OrderActions1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "orders"."orders"
        ADD COLUMN "carrier_id" text,
        ADD COLUMN "carrier_price" numeric,
        ADD COLUMN "paid_at" timestamptz,
        ADD COLUMN "paid_by" uuid,
        ADD COLUMN "deleted_at" timestamptz,
        ADD COLUMN "deleted_by" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "orders"."orders"
        DROP COLUMN "deleted_by", DROP COLUMN "deleted_at", DROP COLUMN "paid_by",
        DROP COLUMN "paid_at", DROP COLUMN "carrier_price", DROP COLUMN "carrier_id"`);
  }
}
