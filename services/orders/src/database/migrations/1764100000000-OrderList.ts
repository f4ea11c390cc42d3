import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders list at a million orders (issue 12, services/orders/README.md "Orders list"):
 * - `order_status_counts`: how many orders each (site, seller, status, paused_from) holds, kept by
 *   a row trigger on `orders` in the same transaction as every insert, status change and delete,
 *   whichever code path writes it (intake, designs, order actions, fixtures). The tab counts of an
 *   unfiltered or site/seller-scoped list are a sum over at most a few thousand rows.
 * - `orders.order.changed` in the outbox, from triggers on `orders` (created, status, paused_from)
 *   and `order_designs` (status), so the open list hears of every change, in the same transaction.
 * - list indexes ending in `created_at DESC, id DESC`, the list's order, so every page is an
 *   index range scan (the older three without `id` are replaced).
 * - `order_saved_views`: a user's named filters.
 */
export class OrderList1764100000000 implements MigrationInterface {
  name = 'OrderList1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders"."order_status_counts" (
        "site_id" uuid NOT NULL,
        "seller_id" uuid NOT NULL,
        "status" text NOT NULL,
        "paused_from" text NOT NULL DEFAULT '',
        "count" bigint NOT NULL DEFAULT 0,
        PRIMARY KEY ("site_id", "seller_id", "status", "paused_from")
      )`);
    await q.query(`CREATE INDEX "order_status_counts_seller_idx" ON "orders"."order_status_counts" ("seller_id")`);
    await q.query(`
      CREATE FUNCTION "orders"."order_status_count_add"(p_site uuid, p_seller uuid, p_status text, p_paused_from text, p_delta int) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO "orders"."order_status_counts" ("site_id", "seller_id", "status", "paused_from", "count")
        VALUES (p_site, p_seller, p_status, coalesce(p_paused_from, ''), p_delta)
        ON CONFLICT ("site_id", "seller_id", "status", "paused_from")
        DO UPDATE SET "count" = "order_status_counts"."count" + EXCLUDED."count"
      $$`);
    await q.query(`
      CREATE FUNCTION "orders"."orders_keep_status_counts"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND NEW.site_id = OLD.site_id AND NEW.seller_id = OLD.seller_id
           AND NEW.status = OLD.status AND NEW.paused_from IS NOT DISTINCT FROM OLD.paused_from THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM "orders"."order_status_count_add"(OLD.site_id, OLD.seller_id, OLD.status, OLD.paused_from, -1);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          PERFORM "orders"."order_status_count_add"(NEW.site_id, NEW.seller_id, NEW.status, NEW.paused_from, 1);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "orders_keep_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "site_id", "seller_id", "status", "paused_from"
      ON "orders"."orders" FOR EACH ROW EXECUTE FUNCTION "orders"."orders_keep_status_counts"()`);
    // Orders already there (a database migrated after intake ran).
    await q.query(`
      INSERT INTO "orders"."order_status_counts" ("site_id", "seller_id", "status", "paused_from", "count")
      SELECT "site_id", "seller_id", "status", coalesce("paused_from", ''), count(*) FROM "orders"."orders" GROUP BY 1, 2, 3, 4`);

    // orders.order.changed: the payload of OrderChangedEvent (@pod/contracts), key = order id;
    // clock_timestamp() so the changes of one transaction keep their order in the outbox.
    await q.query(`
      CREATE FUNCTION "orders"."enqueue_order_changed"(p_order_id uuid, p_change text) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO "orders"."outbox_events" ("id", "topic", "key", "type", "version", "payload", "occurred_at")
        SELECT gen_random_uuid(), 'orders.order.changed', o.id::text, 'OrderChanged', 1,
          jsonb_build_object(
            'orderId', o.id, 'siteId', o.site_id, 'sellerId', o.seller_id, 'change', p_change,
            'status', o.status, 'pausedFrom', o.paused_from,
            'designStatus', CASE
              WHEN bool_or(d.status = 'Error') THEN 'Error'
              WHEN bool_or(d.status = 'Processing') THEN 'Processing'
              WHEN bool_or(d.status = 'Pending') THEN 'Pending'
              ELSE 'View' END),
          clock_timestamp()
        FROM "orders"."orders" o LEFT JOIN "orders"."order_designs" d ON d.order_id = o.id
        WHERE o.id = p_order_id
        GROUP BY o.id
      $$`);
    await q.query(`
      CREATE FUNCTION "orders"."orders_announce_change"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'order_designs' THEN
          PERFORM "orders"."enqueue_order_changed"(NEW.order_id, 'design');
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM "orders"."enqueue_order_changed"(NEW.id, 'created');
        ELSE
          PERFORM "orders"."enqueue_order_changed"(NEW.id, 'status');
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "orders_announce_insert" AFTER INSERT ON "orders"."orders"
      FOR EACH ROW EXECUTE FUNCTION "orders"."orders_announce_change"()`);
    await q.query(`
      CREATE TRIGGER "orders_announce_status" AFTER UPDATE OF "status", "paused_from" ON "orders"."orders"
      FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.paused_from IS DISTINCT FROM OLD.paused_from)
      EXECUTE FUNCTION "orders"."orders_announce_change"()`);
    await q.query(`
      CREATE TRIGGER "order_designs_announce_insert" AFTER INSERT ON "orders"."order_designs"
      FOR EACH ROW EXECUTE FUNCTION "orders"."orders_announce_change"()`);
    await q.query(`
      CREATE TRIGGER "order_designs_announce_status" AFTER UPDATE OF "status" ON "orders"."order_designs"
      FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status)
      EXECUTE FUNCTION "orders"."orders_announce_change"()`);

    // The list's order is created_at DESC, id DESC: each index below serves one scope as a range scan.
    await q.query(`DROP INDEX "orders"."orders_site_status_created_idx"`);
    await q.query(`DROP INDEX "orders"."orders_status_created_idx"`);
    await q.query(`DROP INDEX "orders"."orders_seller_created_idx"`);
    await q.query(`CREATE INDEX "orders_created_idx" ON "orders"."orders" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "orders_status_created_idx" ON "orders"."orders" ("status", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "orders_site_created_idx" ON "orders"."orders" ("site_id", "created_at" DESC, "id" DESC) INCLUDE ("seller_id")`);
    await q.query(`CREATE INDEX "orders_site_status_created_idx" ON "orders"."orders" ("site_id", "status", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "orders_seller_created_idx" ON "orders"."orders" ("seller_id", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "orders_seller_status_created_idx" ON "orders"."orders" ("seller_id", "status", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "orders_product_type_created_idx" ON "orders"."orders" ("product_type_id", "created_at" DESC, "id" DESC) WHERE "product_type_id" IS NOT NULL`);

    // A site has one seller: without this the planner multiplies the two selectivities, expects
    // ~100 of a site's 5,000 rows for (seller, site) and sorts a bitmap scan instead of walking the site index.
    await q.query(`CREATE STATISTICS "orders"."orders_site_seller_stats" (dependencies, ndistinct) ON "site_id", "seller_id" FROM "orders"."orders"`);

    await q.query(`
      CREATE TABLE "orders"."order_saved_views" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" text NOT NULL,
        "query" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "order_saved_views_user_name_uq" UNIQUE ("user_id", "name")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "orders"."order_saved_views"`);
    await q.query(`DROP STATISTICS "orders"."orders_site_seller_stats"`);
    for (const index of ['orders_created_idx', 'orders_status_created_idx', 'orders_site_created_idx', 'orders_site_status_created_idx', 'orders_seller_created_idx', 'orders_seller_status_created_idx', 'orders_product_type_created_idx']) {
      await q.query(`DROP INDEX "orders"."${index}"`);
    }
    await q.query(`CREATE INDEX "orders_site_status_created_idx" ON "orders"."orders" ("site_id", "status", "created_at" DESC)`);
    await q.query(`CREATE INDEX "orders_status_created_idx" ON "orders"."orders" ("status", "created_at" DESC)`);
    await q.query(`CREATE INDEX "orders_seller_created_idx" ON "orders"."orders" ("seller_id", "created_at" DESC)`);
    await q.query(`DROP TRIGGER "order_designs_announce_status" ON "orders"."order_designs"`);
    await q.query(`DROP TRIGGER "order_designs_announce_insert" ON "orders"."order_designs"`);
    await q.query(`DROP TRIGGER "orders_announce_status" ON "orders"."orders"`);
    await q.query(`DROP TRIGGER "orders_announce_insert" ON "orders"."orders"`);
    await q.query(`DROP FUNCTION "orders"."orders_announce_change"()`);
    await q.query(`DROP FUNCTION "orders"."enqueue_order_changed"(uuid, text)`);
    await q.query(`DROP TRIGGER "orders_keep_status_counts" ON "orders"."orders"`);
    await q.query(`DROP FUNCTION "orders"."orders_keep_status_counts"()`);
    await q.query(`DROP FUNCTION "orders"."order_status_count_add"(uuid, uuid, text, text, int)`);
    await q.query(`DROP TABLE "orders"."order_status_counts"`);
  }
}
