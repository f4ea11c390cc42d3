import { loadavg } from 'node:os';
import { DEMO_PASSWORD, DEMO_USERS } from '@pod/contracts';
import { ORDERS_MIGRATIONS } from '@pod/orders/testing';
import { startBenchSuite } from './bench-suite';
import { percentiles, type Percentiles } from './orders-list';
import { BENCH_ORDERS_DATABASE, ensureDatabase, seedBenchOrders } from './orders-list-seed';

/** Issue 21's heavy document: 30 aliases of every order the list gives at once. */
const HEAVY = `query BenchHeavy { ${Array.from({ length: 30 }, (_, i) => `a${i}: orders(filter: { limit: -1 }) { count hits { id origin_id name title sku quantity price status created_at site_id customer { first_name last_name email } } }`).join(' ')} }`;
const ME = 'query BenchMe { me { id } }';

interface Pass {
  /** The quiet user's `me` while nobody else asks anything, then while the heavy user runs. */
  meQuiet: Percentiles;
  meDuringHeavy: Percentiles;
  /** How the heavy user's requests were answered (HTTP status → count), and how long the served ones took. */
  heavyAnswers: Record<string, number>;
  heavyServed: Percentiles | null;
}

async function post(url: string, query: string, token?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query }) });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

async function pass(env: Record<string, string | undefined>, databaseUrl: string, seconds: number): Promise<Pass> {
  const suite = await startBenchSuite(env, ['users-sites', 'orders'], { databaseUrl });
  try {
    // Once the services have migrated the kept database (a no-op when it holds the million orders already).
    await seedBenchOrders(databaseUrl, ORDERS_MIGRATIONS.at(-1)!.name, (message) => process.stderr.write(`noisy-neighbour bench: ${message}\n`));
    const login = async (email: string) => {
      const res = await fetch(suite.gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }', variables: { email, password: DEMO_PASSWORD } }) });
      return ((await res.json()) as { data: { login: { token: string } } }).data.login.token;
    };
    const heavyUser = await login(DEMO_USERS.admin.email);
    const quietUser = await login(DEMO_USERS.seller.email);
    const meSeries = async (until: () => boolean, minimum: number) => {
      const samples: number[] = [];
      while (samples.length < minimum || until()) samples.push((await post(suite.gatewayUrl, ME, quietUser)).ms);
      return samples;
    };
    await meSeries(() => false, 20);
    const meQuiet = percentiles(await meSeries(() => false, 200));

    const deadline = Date.now() + seconds * 1000;
    const heavyAnswers: Record<string, number> = {};
    const served: number[] = [];
    // Eight at once, again and again, as the heavy user did.
    const heavyLoop = async () => {
      while (Date.now() < deadline) {
        const answer = await post(suite.gatewayUrl, HEAVY, heavyUser);
        heavyAnswers[answer.status] = (heavyAnswers[answer.status] ?? 0) + 1;
        if (answer.status === 200) served.push(answer.ms);
      }
    };
    const [during] = await Promise.all([meSeries(() => Date.now() < deadline, 20), ...Array.from({ length: 8 }, heavyLoop)]);
    return { meQuiet, meDuringHeavy: percentiles(during), heavyAnswers, heavyServed: served.length ? percentiles(served) : null };
  } finally {
    await suite.stop();
  }
}

/**
 * Issue 21, fault 7: one user's eight concurrent 30-alias `orders(limit: -1)` documents lifted
 * everyone's `me` median from 8 to 163 ms. Users-sites, orders and the gateway on the million-order
 * data set; a quiet Seller times `me` alone, then while the Administrator sends the heavy document
 * eight at a time for BENCH_NOISY_S seconds (default 20): once with the cost limits off (as before),
 * once with the defaults. Reported, never asserted. Needs PostgreSQL (DATABASE_URL).
 */
export async function runNoisyNeighbour(options: { env?: Record<string, string | undefined> } = {}) {
  const env = options.env ?? process.env;
  if (!env.DATABASE_URL) return { bench: 'noisy-neighbour', skipped: 'needs PostgreSQL: set DATABASE_URL' };
  const seconds = Number(env.BENCH_NOISY_S ?? 20);
  const databaseUrl = await ensureDatabase(env.DATABASE_URL, BENCH_ORDERS_DATABASE);
  const unlimited = await pass({ ...env, MAX_QUERY_COST: '1000000000', QUERY_COST_BUDGET: '1000000000' }, databaseUrl, seconds);
  const limited = await pass({ ...env, MAX_QUERY_COST: env.MAX_QUERY_COST ?? '1000000', QUERY_COST_BUDGET: env.QUERY_COST_BUDGET ?? '300000' }, databaseUrl, seconds);
  return {
    bench: 'noisy-neighbour',
    seconds,
    withoutCostLimits: unlimited,
    withCostLimits: limited,
    /** The quiet user's `me` median during the heavy load over its quiet median. */
    meSlowdown: { withoutCostLimits: Math.round((unlimited.meDuringHeavy.p50Ms / unlimited.meQuiet.p50Ms) * 10) / 10, withCostLimits: Math.round((limited.meDuringHeavy.p50Ms / limited.meQuiet.p50Ms) * 10) / 10 },
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await runNoisyNeighbour())}\n`);
  process.exit(0);
}
