import { loadavg } from 'node:os';
import { DEMO_PASSWORD, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { ORDERS_MIGRATIONS } from '@pod/orders/testing';
import { startBenchSuite } from './bench-suite';
import { BENCH_ORDERS, BENCH_ORDERS_DATABASE, ensureDatabase, seedBenchOrders } from './orders-list-seed';
import { graphql } from '../smoke/gateway-client';

/** Issue 12's targets (p95, ms): reported, never asserted. */
const TARGETS = { adminFirstPage: 50, sellerOneSite: 50, statusAnd30Days: 100, searchOriginNumber: 100, page500: 100 } as const;
type Case = keyof typeof TARGETS;

export interface Percentiles {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface OrdersListResult {
  bench: 'orders-list';
  orders: number;
  /** Whether this run seeded (else the kept database was reused) and how long it took. */
  seeded: boolean;
  seedMs: number;
  nodeEnv: string;
  cases: Record<Case, Percentiles & { targetP95Ms: number; withinTarget: boolean; count: number }>;
  /**
   * The floor of this machine at this moment: the smallest orders call (the caller's saved
   * views, one indexed row read) through the same gateway, timed the same way. On a shared
   * machine the cases move with it; the difference is the list's own cost.
   */
  baseline: Percentiles;
  /** The 1-minute load average when the run ended (2 cores here). */
  loadAverage: number;
}

/** The list's row fields that the orders subgraph answers (the rest are other subgraphs' references). */
const LIST = `query BenchOrders($filter: OrderFilter) {
  orders(filter: $filter) {
    count
    aggs { key doc_count }
    hits { id origin_id name title sku quantity price base_cost status paused design_status created_at site_id seller_id
      customer { first_name last_name email } shipping_address { city state_code country_code } }
  }
}`;

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  const round = (n: number) => Math.round(n * 10) / 10;
  return { runs: sorted.length, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted[sorted.length - 1]) };
}

/**
 * Issue 12 "A million orders": users-sites, orders and the gateway in this process on the kept
 * database `pod_bench_orders` (seeded once with 1,000,000 orders), each case timed through the
 * gateway as the browser asks it, one request at a time: (a) Administrator's first page with
 * every tab count; (b) the Seller's one site; (c) a status over the last 30 days; (d) search by
 * origin number; (e) page 500 of a status. Needs PostgreSQL (DATABASE_URL).
 */
export async function runOrdersList(options: { runs?: number; env?: Record<string, string | undefined> } = {}): Promise<OrdersListResult | { bench: 'orders-list'; skipped: string }> {
  const env = options.env ?? process.env;
  if (!env.DATABASE_URL) return { bench: 'orders-list', skipped: 'needs PostgreSQL: set DATABASE_URL' };
  const runs = Math.max(20, options.runs ?? Number(env.BENCH_ORDERS_RUNS ?? 200));
  const databaseUrl = await ensureDatabase(env.DATABASE_URL, BENCH_ORDERS_DATABASE);
  const suite = await startBenchSuite(env, ['users-sites', 'orders'], { databaseUrl });
  try {
    const seed = await seedBenchOrders(databaseUrl, ORDERS_MIGRATIONS.at(-1)!.name, (message) => process.stderr.write(`orders-list bench: ${message}\n`));
    const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> => graphql(suite.gatewayUrl, query, variables, token || undefined);
    const login = async (email: string) =>
      (await gql<{ login: { token: string } }>('', 'mutation BenchLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token } }', { email, password: DEMO_PASSWORD })).login.token;
    const admin = await login(DEMO_USERS.admin.email);
    const seller = await login(DEMO_USERS.seller.email);

    // A real origin number of the seeded data (the store's '#' left off, as a person types it).
    const sample = (await gql<{ orders: { hits: Array<{ name: string }> } }>(admin, LIST, { filter: { status: ['fulfilled'], offset: 5000, limit: 1 } })).orders.hits[0];
    const dayMs = 86_400_000;
    const cases: Record<Case, { token: string; filter: Record<string, unknown> }> = {
      adminFirstPage: { token: admin, filter: {} },
      sellerOneSite: { token: seller, filter: { site_id: DEMO_SITES.woo.id } },
      statusAnd30Days: { token: admin, filter: { status: ['accepted'], from: new Date(Date.now() - 30 * dayMs).toISOString(), to: new Date().toISOString() } },
      searchOriginNumber: { token: admin, filter: { search: sample.name.replace('#', ''), field: 'origin_number' } },
      page500: { token: admin, filter: { status: ['fulfilled'], offset: 499 * 20, limit: 20 } },
    };

    const baselineSamples: number[] = [];
    for (let run = -10; run < runs; run++) {
      const started = performance.now();
      await gql(admin, 'query BenchBaseline { savedOrderViews { id } }');
      if (run >= 0) baselineSamples.push(performance.now() - started);
    }

    const results = {} as OrdersListResult['cases'];
    for (const [name, { token, filter }] of Object.entries(cases) as Array<[Case, (typeof cases)[Case]]>) {
      const samples: number[] = [];
      let count = 0;
      // Ten untimed runs first warm the plans, the gateway's query plan cache and the buffers.
      for (let run = -10; run < runs; run++) {
        const started = performance.now();
        const data = await gql<{ orders: { count: number; hits: unknown[] } }>(token, LIST, { filter });
        const elapsed = performance.now() - started;
        if (!data.orders.hits.length) throw new Error(`${name}: no rows (${JSON.stringify(filter)})`);
        count = data.orders.count;
        if (run >= 0) samples.push(elapsed);
      }
      const timing = percentiles(samples);
      results[name] = { ...timing, count, targetP95Ms: TARGETS[name], withinTarget: timing.p95Ms <= TARGETS[name] };
    }
    return { bench: 'orders-list', orders: BENCH_ORDERS, seeded: seed.seeded, seedMs: seed.ms, nodeEnv: process.env.NODE_ENV ?? 'unset', cases: results, baseline: percentiles(baselineSamples), loadAverage: Math.round(loadavg()[0] * 10) / 10 };
  } finally {
    await suite.stop();
  }
}
