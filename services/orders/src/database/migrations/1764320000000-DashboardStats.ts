import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's statistics (issue 13 item 4, services/orders/README.md "Dashboard statistics"):
 * `order_stats_daily` sums the counted orders per business day (-07:00 clock), product and
 * product type, kept by a row trigger on `orders` in the same transaction as every insert,
 * status change, money change and delete, whichever path writes it. A year of the whole shop is
 * then a sum over days × products rows instead of every order of the year.
 *
 * Counted = not deleted and not cancelled, refunded or error (a paused order by `paused_from`):
 * contracts' STATS_EXCLUDED_STATUSES. The `sup_` columns sum the counted orders a Supplier sees
 * (accepted onwards: contracts' SUPPLIER_VISIBLE_STATUSES, a paused one by `paused_from`). Both
 * lists are written out here as they were when this migration was made; a change of the rule is
 * a new migration that replaces `order_stats_counts` and calls `order_stats_rebuild()`.
 * Missing product or product type ids are kept as '' (the key has no NULLs). `title` is the
 * greatest line title seen (the raw query's max(title)): the pie's label when the catalog's
 * product is not readable.
 */
export class DashboardStats1764320000000 implements MigrationInterface {
  name = 'DashboardStats1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders"."order_stats_daily" (
        "day" date NOT NULL,
        "product_id" text NOT NULL,
        "product_type_id" text NOT NULL,
        "title" text NOT NULL DEFAULT '',
        "orders" bigint NOT NULL DEFAULT 0,
        "quantity" bigint NOT NULL DEFAULT 0,
        "revenue" numeric NOT NULL DEFAULT 0,
        "profit" numeric NOT NULL DEFAULT 0,
        "sup_orders" bigint NOT NULL DEFAULT 0,
        "sup_quantity" bigint NOT NULL DEFAULT 0,
        "sup_revenue" numeric NOT NULL DEFAULT 0,
        "sup_profit" numeric NOT NULL DEFAULT 0,
        PRIMARY KEY ("day", "product_id", "product_type_id")
      )`);
    // Whether an order counts, and whether for a Supplier too: the one definition the trigger and the rebuild share.
    await q.query(`
      CREATE FUNCTION "orders"."order_stats_counts"(p_status text, p_paused_from text, p_deleted_at timestamptz, OUT counted boolean, OUT supplier boolean)
      LANGUAGE sql IMMUTABLE AS $$
        SELECT p_deleted_at IS NULL AND s NOT IN ('cancelled', 'refunded', 'error'),
               p_deleted_at IS NULL AND s IN ('accepted', 'exported', 'ready', 'sup_rejected', 'sup_failed', 'in_production', 'fulfilled')
        FROM (SELECT CASE WHEN p_status = 'pending' AND p_paused_from IS NOT NULL THEN p_paused_from ELSE p_status END AS s) e
      $$`);
    await q.query(`
      CREATE FUNCTION "orders"."order_stats_add"(o "orders"."orders", p_sign int) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        c record;
        revenue numeric := o.price * o.quantity;
        profit numeric := o.price * o.quantity - o.base_cost * o.quantity - o.shipping_cost;
        sup int;
      BEGIN
        SELECT * INTO c FROM "orders"."order_stats_counts"(o.status, o.paused_from, o.deleted_at);
        IF NOT c.counted THEN RETURN; END IF;
        sup := CASE WHEN c.supplier THEN p_sign ELSE 0 END;
        INSERT INTO "orders"."order_stats_daily" AS d ("day", "product_id", "product_type_id", "title", "orders", "quantity", "revenue", "profit",
          "sup_orders", "sup_quantity", "sup_revenue", "sup_profit")
        VALUES ((o.created_at AT TIME ZONE INTERVAL '-07:00')::date, coalesce(o.product_id, ''), coalesce(o.product_type_id::text, ''), o.title,
          p_sign, p_sign * o.quantity, p_sign * revenue, p_sign * profit, sup, sup * o.quantity, sup * revenue, sup * profit)
        ON CONFLICT ("day", "product_id", "product_type_id") DO UPDATE SET
          "title" = CASE WHEN p_sign > 0 THEN greatest(d."title", EXCLUDED."title") ELSE d."title" END,
          "orders" = d."orders" + EXCLUDED."orders", "quantity" = d."quantity" + EXCLUDED."quantity",
          "revenue" = d."revenue" + EXCLUDED."revenue", "profit" = d."profit" + EXCLUDED."profit",
          "sup_orders" = d."sup_orders" + EXCLUDED."sup_orders", "sup_quantity" = d."sup_quantity" + EXCLUDED."sup_quantity",
          "sup_revenue" = d."sup_revenue" + EXCLUDED."sup_revenue", "sup_profit" = d."sup_profit" + EXCLUDED."sup_profit";
      END $$`);
    await q.query(`
      CREATE FUNCTION "orders"."orders_keep_stats"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND NEW.status = OLD.status AND NEW.paused_from IS NOT DISTINCT FROM OLD.paused_from
           AND NEW.deleted_at IS NOT DISTINCT FROM OLD.deleted_at AND NEW.created_at = OLD.created_at
           AND NEW.product_id IS NOT DISTINCT FROM OLD.product_id AND NEW.product_type_id IS NOT DISTINCT FROM OLD.product_type_id
           AND NEW.quantity = OLD.quantity AND NEW.price = OLD.price AND NEW.base_cost = OLD.base_cost
           AND NEW.shipping_cost = OLD.shipping_cost AND NEW.title = OLD.title THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM "orders"."order_stats_add"(OLD, -1);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          PERFORM "orders"."order_stats_add"(NEW, 1);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "orders_keep_stats" AFTER INSERT OR DELETE OR UPDATE OF "status", "paused_from", "deleted_at", "created_at",
        "product_id", "product_type_id", "quantity", "price", "base_cost", "shipping_cost", "title"
      ON "orders"."orders" FOR EACH ROW EXECUTE FUNCTION "orders"."orders_keep_stats"()`);
    // Built from the rows: here for orders already there, and by seeds that write with triggers off.
    await q.query(`
      CREATE FUNCTION "orders"."order_stats_rebuild"() RETURNS void
      LANGUAGE sql AS $$
        DELETE FROM "orders"."order_stats_daily";
        INSERT INTO "orders"."order_stats_daily" ("day", "product_id", "product_type_id", "title", "orders", "quantity", "revenue", "profit",
          "sup_orders", "sup_quantity", "sup_revenue", "sup_profit")
        SELECT (o.created_at AT TIME ZONE INTERVAL '-07:00')::date, coalesce(o.product_id, ''), coalesce(o.product_type_id::text, ''), max(o.title),
          count(*), sum(o.quantity), sum(o.price * o.quantity), sum(o.price * o.quantity - o.base_cost * o.quantity - o.shipping_cost),
          count(*) FILTER (WHERE c.supplier), coalesce(sum(o.quantity) FILTER (WHERE c.supplier), 0),
          coalesce(sum(o.price * o.quantity) FILTER (WHERE c.supplier), 0),
          coalesce(sum(o.price * o.quantity - o.base_cost * o.quantity - o.shipping_cost) FILTER (WHERE c.supplier), 0)
        FROM "orders"."orders" o
        CROSS JOIN LATERAL "orders"."order_stats_counts"(o.status, o.paused_from, o.deleted_at) c
        WHERE c.counted
        GROUP BY 1, 2, 3;
      $$`);
    await q.query(`SELECT "orders"."order_stats_rebuild"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "orders_keep_stats" ON "orders"."orders"`);
    await q.query(`DROP FUNCTION "orders"."orders_keep_stats"()`);
    await q.query(`DROP FUNCTION "orders"."order_stats_rebuild"()`);
    await q.query(`DROP FUNCTION "orders"."order_stats_add"("orders"."orders", int)`);
    await q.query(`DROP FUNCTION "orders"."order_stats_counts"(text, text, timestamptz)`);
    await q.query(`DROP TABLE "orders"."order_stats_daily"`);
  }
}
