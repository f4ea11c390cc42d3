import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_designs.revision`: 1 when the design is created, one more on every update of the row,
 * whatever path makes it (a trigger, so no writer can forget). Updates of one design are
 * serialised by the row lock, so the revision orders a design's states as they were committed.
 * Every answer carrying a design (queries, mutation answers, the live `generateOrderPrintFile`
 * update) carries it, and the front end's cache keeps the newest: an answer read before a live
 * update but arriving after it is recognised as older and read again (packages/platform
 * client/order-print-file.ts).
 */
export class DesignRevision1764340000000 implements MigrationInterface {
  name = 'DesignRevision1764340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders"."order_designs" ADD COLUMN "revision" integer NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "orders"."order_designs_bump_revision"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        NEW.revision := OLD.revision + 1;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER "order_designs_bump_revision" BEFORE UPDATE ON "orders"."order_designs"
      FOR EACH ROW EXECUTE FUNCTION "orders"."order_designs_bump_revision"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "order_designs_bump_revision" ON "orders"."order_designs"`);
    await q.query(`DROP FUNCTION "orders"."order_designs_bump_revision"()`);
    await q.query(`ALTER TABLE "orders"."order_designs" DROP COLUMN "revision"`);
  }
}
