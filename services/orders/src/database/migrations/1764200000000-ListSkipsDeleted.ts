import type { MigrationInterface, QueryRunner } from 'typeorm';

const LIST_INDEXES: Array<[name: string, columns: string, where?: string]> = [
  ['orders_created_idx', '"created_at" DESC, "id" DESC'],
  ['orders_status_created_idx', '"status", "created_at" DESC, "id" DESC'],
  ['orders_site_created_idx', '"site_id", "created_at" DESC, "id" DESC) INCLUDE ("seller_id"'],
  ['orders_site_status_created_idx', '"site_id", "status", "created_at" DESC, "id" DESC'],
  ['orders_seller_created_idx', '"seller_id", "created_at" DESC, "id" DESC'],
  ['orders_seller_status_created_idx', '"seller_id", "status", "created_at" DESC, "id" DESC'],
  ['orders_product_type_created_idx', '"product_type_id", "created_at" DESC, "id" DESC', '"product_type_id" IS NOT NULL'],
];

/**
 * Timeline entries written in one transaction keep the order they were written in
 * (`created_at` defaults to clock_timestamp(), not the transaction's start).
 *
 * A deleted order (order actions' soft delete, `deleted_at`) leaves the list and its tab counts:
 * the counters count a row only while `deleted_at IS NULL` (so deleting is a -1 and the trigger
 * also fires on `deleted_at`), the open list hears of the delete, and the list indexes become
 * partial on `deleted_at IS NULL` (the list query says so), so pages and index-only counts never
 * visit deleted rows.
 */
export class ListSkipsDeleted1764200000000 implements MigrationInterface {
  name = 'ListSkipsDeleted1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders"."order_history" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "orders"."orders_keep_status_counts"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND NEW.site_id = OLD.site_id AND NEW.seller_id = OLD.seller_id
           AND NEW.status = OLD.status AND NEW.paused_from IS NOT DISTINCT FROM OLD.paused_from
           AND (NEW.deleted_at IS NULL) = (OLD.deleted_at IS NULL) THEN
          RETURN NULL;
        END IF;
        -- A move touches two counter rows: always in key order, so two orders moving between the
        -- same two statuses in opposite directions lock them in the same order (no deadlock).
        IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NULL
           AND ROW(NEW.site_id::text, NEW.seller_id::text, NEW.status, coalesce(NEW.paused_from, ''))
             < ROW(OLD.site_id::text, OLD.seller_id::text, OLD.status, coalesce(OLD.paused_from, '')) THEN
          PERFORM "orders"."order_status_count_add"(NEW.site_id, NEW.seller_id, NEW.status, NEW.paused_from, 1);
          PERFORM "orders"."order_status_count_add"(OLD.site_id, OLD.seller_id, OLD.status, OLD.paused_from, -1);
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
          PERFORM "orders"."order_status_count_add"(OLD.site_id, OLD.seller_id, OLD.status, OLD.paused_from, -1);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
          PERFORM "orders"."order_status_count_add"(NEW.site_id, NEW.seller_id, NEW.status, NEW.paused_from, 1);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER "orders_keep_status_counts" ON "orders"."orders"`);
    await q.query(`
      CREATE TRIGGER "orders_keep_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "site_id", "seller_id", "status", "paused_from", "deleted_at"
      ON "orders"."orders" FOR EACH ROW EXECUTE FUNCTION "orders"."orders_keep_status_counts"()`);
    await q.query(`DELETE FROM "orders"."order_status_counts"`);
    await q.query(`
      INSERT INTO "orders"."order_status_counts" ("site_id", "seller_id", "status", "paused_from", "count")
      SELECT "site_id", "seller_id", "status", coalesce("paused_from", ''), count(*) FROM "orders"."orders"
      WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3, 4`);

    await q.query(`
      CREATE TRIGGER "orders_announce_delete" AFTER UPDATE OF "deleted_at" ON "orders"."orders"
      FOR EACH ROW WHEN (NEW.deleted_at IS DISTINCT FROM OLD.deleted_at)
      EXECUTE FUNCTION "orders"."orders_announce_change"()`);

    for (const [name, columns, where] of LIST_INDEXES) {
      await q.query(`DROP INDEX "orders"."${name}"`);
      await q.query(`CREATE INDEX "${name}" ON "orders"."orders" (${columns}) WHERE "deleted_at" IS NULL${where ? ` AND ${where}` : ''}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders"."order_history" ALTER COLUMN "created_at" SET DEFAULT now()`);
    for (const [name, columns, where] of LIST_INDEXES) {
      await q.query(`DROP INDEX "orders"."${name}"`);
      await q.query(`CREATE INDEX "${name}" ON "orders"."orders" (${columns})${where ? ` WHERE ${where}` : ''}`);
    }
    await q.query(`DROP TRIGGER "orders_announce_delete" ON "orders"."orders"`);
    await q.query(`DROP TRIGGER "orders_keep_status_counts" ON "orders"."orders"`);
    await q.query(`
      CREATE TRIGGER "orders_keep_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "site_id", "seller_id", "status", "paused_from"
      ON "orders"."orders" FOR EACH ROW EXECUTE FUNCTION "orders"."orders_keep_status_counts"()`);
    await q.query(`DELETE FROM "orders"."order_status_counts"`);
    await q.query(`
      INSERT INTO "orders"."order_status_counts" ("site_id", "seller_id", "status", "paused_from", "count")
      SELECT "site_id", "seller_id", "status", coalesce("paused_from", ''), count(*) FROM "orders"."orders" GROUP BY 1, 2, 3, 4`);
  }
}
