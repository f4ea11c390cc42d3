import pg from 'pg';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';

/** The dedicated database of the orders-list bench; kept between runs (seeding takes minutes). */
export const BENCH_ORDERS_DATABASE = 'pod_bench_orders';

export const BENCH_ORDERS = 1_000_000;
export const BENCH_SITES = 200;
export const BENCH_SELLERS = 50;

/**
 * What the seeded rows look like; a different value (or a different last migration) seeds again.
 * The demo seller owns sites 0, 50, 100 and 150 (site 0 is their demo WooCommerce site).
 */
const SEED_SHAPE = `v1:${BENCH_ORDERS}:${BENCH_SITES}:${BENCH_SELLERS}`;

/** `postgres://…/<name>` on the server of `baseUrl`, created when missing. */
export async function ensureDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** n-th bench id of a kind, stable across runs (md5 of a label, shaped as a uuid). */
const stableId = (kind: string, n: string) => `md5('bench-${kind}-' || ${n})::uuid`;

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Mia', 'Lucas', 'Amelia', 'Mason', 'Harper', 'Ethan', 'Ella', 'Logan'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Clark'];
const CITIES = [
  ['Austin', 'Texas', 'TX', '78701'], ['Denver', 'Colorado', 'CO', '80202'], ['Portland', 'Oregon', 'OR', '97201'], ['Columbus', 'Ohio', 'OH', '43004'],
  ['Phoenix', 'Arizona', 'AZ', '85001'], ['Boston', 'Massachusetts', 'MA', '02108'], ['Miami', 'Florida', 'FL', '33101'], ['Seattle', 'Washington', 'WA', '98101'],
];
const PRODUCTS = ['Classic Tee', 'Premium Hoodie', 'Ceramic Mug 11oz', 'Canvas Tote', 'Poster 18x24', 'Phone Case', 'Crewneck Sweatshirt', 'Tank Top', 'Baby Onesie', 'Travel Mug', 'Throw Pillow', 'Sticker Sheet', 'Long Sleeve Tee', 'Beanie', 'Apron', 'Mouse Pad', 'Blanket 50x60', 'Kids Tee', 'V-Neck Tee', 'Water Bottle'];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Status by age, as a shop's history looks: most older orders are fulfilled, the last 30 days
 * are spread over the working statuses. Every status occurs (pending = paused from accepted).
 */
const STATUS_SQL = `CASE WHEN g.i <= ${BENCH_ORDERS} - 41000 THEN
      CASE WHEN s.h < 70 THEN 'fulfilled' WHEN s.h < 82 THEN 'cancelled' WHEN s.h < 88 THEN 'refunded' WHEN s.h < 90 THEN 'error'
           WHEN s.h < 92 THEN 'in_production' WHEN s.h < 93 THEN 'sup_failed' WHEN s.h < 94 THEN 'sup_rejected' WHEN s.h < 96 THEN 'rejected'
           WHEN s.h < 97 THEN 'exported' WHEN s.h < 98 THEN 'ready' WHEN s.h < 99 THEN 'accepted' ELSE 'pending_review' END
    ELSE
      CASE WHEN s.h < 5 THEN 'processing' WHEN s.h < 25 THEN 'pending_review' WHEN s.h < 40 THEN 'accepted' WHEN s.h < 50 THEN 'exported'
           WHEN s.h < 58 THEN 'ready' WHEN s.h < 73 THEN 'in_production' WHEN s.h < 83 THEN 'fulfilled' WHEN s.h < 87 THEN 'rejected'
           WHEN s.h < 91 THEN 'error' WHEN s.h < 95 THEN 'cancelled' WHEN s.h < 98 THEN 'pending' WHEN s.h < 99 THEN 'sup_rejected' ELSE 'sup_failed' END
    END`;

/**
 * A million orders in one INSERT … SELECT generate_series: 200 sites of 50 sellers, two years
 * (newest = highest i), realistic customers, addresses, products and one or two designs each.
 * Triggers are off while seeding (session_replication_role = replica): the counters are built
 * once from the rows afterwards, and no outbox event is written for seeded orders.
 */
export async function seedBenchOrders(url: string, lastMigration: string, log: (message: string) => void): Promise<{ seeded: boolean; ms: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS public.pod_bench_seed (shape text PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())`);
    const shape = `${SEED_SHAPE}:${lastMigration}`;
    const done = await client.query('SELECT 1 FROM public.pod_bench_seed WHERE shape = $1', [shape]);
    if (done.rowCount) return { seeded: false, ms: 0 };
    log(`seeding ${BENCH_ORDERS} orders into ${new URL(url).pathname.slice(1)} (kept for the next run)…`);
    await client.query('BEGIN');
    await client.query(`SET LOCAL session_replication_role = replica`);
    await client.query(`TRUNCATE "orders"."orders", "orders"."order_designs", "orders"."order_history", "orders"."order_comments", "orders"."order_status_counts", public.pod_bench_seed CASCADE`);
    await client.query(`
      INSERT INTO "orders"."orders" (
        id, site_id, seller_id, platform, origin_id, origin_line_id, name, product_id, product_variant_id, product_type_id,
        product_type_variant_id, sku, title, quantity, price, base_cost, shipping_cost, currency, status, paused_from,
        customer_info, shipping_address, billing_address, personalized_data, created_at, updated_at)
      SELECT
        gen_random_uuid(),
        CASE WHEN s.site = 0 THEN '${DEMO_SITES.woo.id}'::uuid ELSE ${stableId('site', 's.site')} END,
        CASE WHEN s.site % ${BENCH_SELLERS} = 0 THEN '${DEMO_USERS.seller.id}'::uuid ELSE ${stableId('seller', `(s.site % ${BENCH_SELLERS})`)} END,
        'woocommerce', (100000000 + g.i)::text, (500000000 + g.i)::text, '#' || (1000 + g.i / ${BENCH_SITES}),
        lpad(p.n::text, 9, '0'), ${stableId('variant', "p.n || '-' || (g.i % 6)")}, ${stableId('type', 'p.n')}, ${stableId('type-variant', "p.n || '-' || (g.i % 6)")},
        'BENCH-' || p.n || '-' || (g.i % 6), (${sqlArray(PRODUCTS)})[p.n + 1] || ' / ' || (ARRAY['S','M','L','XL','2XL','3XL'])[g.i % 6 + 1],
        1 + (s.h % 7 = 0)::int + (s.h % 23 = 0)::int, 19.99 + (p.n % 5) * 5, 7.5 + (p.n % 5) * 2, CASE WHEN g.i % 3 = 0 THEN 4.99 ELSE 0 END, 'USD',
        st.status, CASE WHEN st.status = 'pending' THEN 'accepted' END,
        jsonb_build_object('first_name', c.first, 'last_name', c.last, 'email', lower(c.first || '.' || c.last || g.i % 9973 || '@example.com'), 'phone', '555-01' || lpad((g.i % 100)::text, 2, '0')),
        jsonb_build_object('first_name', c.first, 'last_name', c.last, 'address1', (g.i % 9000 + 100) || ' Main St', 'address2', null, 'city', c.city[1], 'state', c.city[2],
          'state_code', c.city[3], 'zip', c.city[4], 'country', 'United States', 'country_code', 'US', 'company', null, 'phone', '555-0100'),
        jsonb_build_object('first_name', c.first, 'last_name', c.last, 'address1', (g.i % 9000 + 100) || ' Main St', 'city', c.city[1], 'state', c.city[2],
          'state_code', c.city[3], 'zip', c.city[4], 'country', 'United States', 'country_code', 'US'),
        CASE WHEN g.i % 4 = 0 THEN jsonb_build_array(jsonb_build_object('printArea', 'Front', 'personalized', jsonb_build_array(jsonb_build_object('name', 'Name', 'value', c.first)))) ELSE '[]'::jsonb END,
        t.at, t.at
      FROM generate_series(1, ${BENCH_ORDERS}) AS g(i)
      CROSS JOIN LATERAL (SELECT g.i % ${BENCH_SITES} AS site, ((g.i::bigint * 2654435761) % 4294967296) % 100 AS h) s
      CROSS JOIN LATERAL (SELECT (g.i * 7 + g.i / 1000) % ${PRODUCTS.length} AS n) p
      CROSS JOIN LATERAL (SELECT ${STATUS_SQL} AS status) st
      CROSS JOIN LATERAL (SELECT (${sqlArray(FIRST)})[g.i % ${FIRST.length} + 1] AS first, (${sqlArray(LAST)})[(g.i / 7) % ${LAST.length} + 1] AS last,
        ARRAY[${[0, 1, 2, 3].map((part) => `(${sqlArray(CITIES.map((city) => city[part]))})[g.i % ${CITIES.length} + 1]`).join(', ')}] AS city) c
      CROSS JOIN LATERAL (SELECT now() - make_interval(secs => (${BENCH_ORDERS} - g.i) * 63.072 + g.i % 60) AS at) t`);
    log(`orders inserted (${Math.round(performance.now() - started)} ms); designs…`);
    await client.query(`
      INSERT INTO "orders"."order_designs" (order_id, base_print_area_id, base_print_area_name, width, height, dpi, status, is_custom)
      SELECT o.id, a.id, a.name, 4500, 5400, 300,
        CASE o.status WHEN 'processing' THEN 'Processing' WHEN 'error' THEN 'Error' ELSE 'Completed' END, false
      FROM "orders"."orders" o
      CROSS JOIN LATERAL (VALUES ('front', 'Front'), ('back', 'Back')) a(id, name)
      WHERE a.id = 'front' OR o.origin_id::bigint % 10 = 0`);
    // What the trigger would have kept, built once from the rows.
    await client.query(`
      INSERT INTO "orders"."order_status_counts" (site_id, seller_id, status, paused_from, count)
      SELECT site_id, seller_id, status, coalesce(paused_from, ''), count(*) FROM "orders"."orders" GROUP BY 1, 2, 3, 4`);
    // The dashboard's daily rollup (adminStats), likewise built from the rows.
    await client.query(`SELECT "orders"."order_stats_rebuild"()`);
    await client.query('INSERT INTO public.pod_bench_seed (shape) VALUES ($1)', [shape]);
    await client.query('COMMIT');
    log(`designs and counters written (${Math.round(performance.now() - started)} ms); vacuum analyze…`);
    // Index-only scans need the visibility map; the planner needs statistics.
    await client.query(`VACUUM ANALYZE "orders"."orders"`);
    await client.query(`VACUUM ANALYZE "orders"."order_designs"`);
    await client.query(`VACUUM ANALYZE "orders"."order_status_counts"`);
    await client.query(`VACUUM ANALYZE "orders"."order_stats_daily"`);
    return { seeded: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
