import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUSINESS_UTC_OFFSET_MINUTES, DEMO_USERS } from '@pod/contracts';
import { ORDERS_MIGRATIONS } from '@pod/orders/testing';
import { startBenchSuite } from './bench-suite';
import { percentiles, type Percentiles } from './orders-list';
import { BENCH_ORDERS, BENCH_ORDERS_DATABASE, ensureDatabase, seedBenchOrders } from './orders-list-seed';
import { graphql, signInAs } from '../smoke/gateway-client';

/** Issue 13's target (p95, ms) for a year by month; reported, never asserted. The other cases are reported beside it. */
const YEAR_TARGET_P95_MS = 300;

const RANGES = { yearByMonth: 365, days60ByWeek: 60, days14ByDay: 14 } as const;
type Range = keyof typeof RANGES;
type Case = `${Range}` | `${Range}Seller`;

export interface AdminStatsResult {
  bench: 'admin-stats';
  orders: number;
  seeded: boolean;
  seedMs: number;
  /** p50/p95 per range, for the whole shop (the Administrator, no filter) and with `seller_id` (the demo seller's 20,000 orders). */
  cases: Record<Case, Percentiles & { aggBy: string; periods: number; revenue: number }>;
  target: { case: 'yearByMonth'; p95Ms: number; withinTarget: boolean };
  loadAverage: number;
}

const STATS = `query BenchAdminStats($filter: AdminStatsFilter) {
  adminStats(filter: $filter) {
    agg_by revenue profit orders
    periods { period revenue profit orders }
    top_products { product_id title other quantity orders revenue }
    top_product_types { product_type_id quantity orders revenue }
  }
}`;

/** The last `days` business days (-07:00) as the dashboard sends them: 00:00:00.000 of the first to 23:59:59.999 of today. */
function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  const offsetMs = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
  const dayMs = 86_400_000;
  const todayStart = Math.floor((now + offsetMs) / dayMs) * dayMs - offsetMs;
  return { from: new Date(todayStart - (days - 1) * dayMs).toISOString(), to: new Date(todayStart + dayMs - 1).toISOString() };
}

/**
 * Issue 13 "adminStats over the million-order data set": users-sites, orders and the gateway in
 * this process on the kept database of the orders-list bench (BENCH_ORDERS_DATABASE names
 * another, default pod_bench_orders; seeded there when missing), the Administrator's
 * `adminStats` through the gateway one request at a time for a year by month, 60 days by week
 * and 14 days by day, each without and with a seller filter. Needs PostgreSQL (DATABASE_URL).
 */
export async function runAdminStats(options: { runs?: number; env?: Record<string, string | undefined> } = {}): Promise<AdminStatsResult | { bench: 'admin-stats'; skipped: string }> {
  const env = options.env ?? process.env;
  if (!env.DATABASE_URL) return { bench: 'admin-stats', skipped: 'needs PostgreSQL: set DATABASE_URL' };
  const runs = Math.max(20, options.runs ?? Number(env.BENCH_STATS_RUNS ?? 100));
  const databaseUrl = await ensureDatabase(env.DATABASE_URL, env.BENCH_ORDERS_DATABASE || BENCH_ORDERS_DATABASE);
  const suite = await startBenchSuite(env, ['users-sites', 'orders'], { databaseUrl });
  try {
    const seed = await seedBenchOrders(databaseUrl, ORDERS_MIGRATIONS.at(-1)!.name, (message) => process.stderr.write(`admin-stats bench: ${message}\n`));
    const admin = await signInAs(suite.gatewayUrl, DEMO_USERS.admin.email);
    const cases = {} as AdminStatsResult['cases'];
    for (const [range, days] of Object.entries(RANGES) as Array<[Range, number]>) {
      for (const seller of [false, true]) {
        const filter = { ...lastDays(days), ...(seller ? { seller_id: DEMO_USERS.seller.id } : {}) };
        const samples: number[] = [];
        let answer: { agg_by: string; revenue: number; periods: unknown[] } | undefined;
        // Ten untimed runs first warm the plans, the gateway's query plan cache and the buffers.
        for (let run = -10; run < runs; run++) {
          const started = performance.now();
          answer = (await graphql(suite.gatewayUrl, STATS, { filter }, admin)).adminStats;
          if (run >= 0) samples.push(performance.now() - started);
        }
        if (!answer?.revenue) throw new Error(`${range}: no revenue (${JSON.stringify(filter)})`);
        cases[`${range}${seller ? 'Seller' : ''}` as Case] = { ...percentiles(samples), aggBy: answer.agg_by, periods: answer.periods.length, revenue: answer.revenue };
      }
    }
    const year = cases.yearByMonth;
    return {
      bench: 'admin-stats',
      orders: BENCH_ORDERS,
      seeded: seed.seeded,
      seedMs: seed.ms,
      cases,
      target: { case: 'yearByMonth', p95Ms: YEAR_TARGET_P95_MS, withinTarget: year.p95Ms <= YEAR_TARGET_P95_MS },
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
    };
  } finally {
    await suite.stop();
  }
}

// `node --import tsx infra/src/bench/admin-stats.ts` runs this line alone.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.stdout.write(`${JSON.stringify(await runAdminStats())}\n`);
  process.exit(0);
}
