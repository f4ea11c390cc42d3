import http from 'node:http';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, DEMO_USERS } from '@pod/contracts';
import { signUserContext, type UserContext } from '@pod/service-kit';
import { startBenchSuite } from './bench-suite';

export interface LatencySummary {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

export interface Comparison {
  connections: number;
  direct: LatencySummary;
  gateway: LatencySummary;
  overheadP50Ms: number;
  ratioP50: number;
  withinTarget: boolean;
}

export interface GatewayOverheadResult extends Comparison {
  bench: 'gateway-overhead';
  query: string;
  durationS: number;
  database: 'postgresql' | 'pglite';
  targetP50OverheadMs: number;
  /**
   * The same comparison with one connection: no queueing, so the difference is the gateway's
   * own latency (with N connections both share this process's one CPU thread and the gap
   * mostly measures throughput).
   */
  serial: Comparison;
  /**
   * The same offered load through both paths (`rate` requests/s, evenly spaced), below
   * either path's capacity: the difference is what the gateway adds under load. The
   * closed-loop pass above saturates the shared CPU, so its gap measures throughput.
   */
  fixedRate: Comparison & { rate: number };
}

const TARGET_P50_OVERHEAD_MS = 3;

function compare(connections: number, direct: LatencySummary, gateway: LatencySummary): Comparison {
  const overheadP50Ms = Math.round((gateway.p50 - direct.p50) * 100) / 100;
  return {
    connections,
    direct,
    gateway,
    overheadP50Ms,
    ratioP50: Math.round((gateway.p50 / direct.p50) * 100) / 100,
    withinTarget: overheadP50Ms <= TARGET_P50_OVERHEAD_MS,
  };
}

const USERS_QUERY = 'query BenchUsers { users(filter: { offset: 0, limit: 10 }) { count hits { id email first_name last_name roles { name } } } }';

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Fires the same POST for `durationS` and summarises per-request latencies (ms). */
async function fire(url: string, headers: Record<string, string>, options: { connections: number; durationS: number }): Promise<LatencySummary> {
  const times: number[] = [];
  const instance = autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: USERS_QUERY }),
    connections: options.connections,
    duration: options.durationS,
  });
  // autocannon emits (client, statusCode, resBytes, responseTime); the typings drop the client.
  (instance as unknown as NodeJS.EventEmitter).on('response', (...args: unknown[]) => {
    times.push(args[args.length - 1] as number);
  });
  const result = await instance;
  return summarise(times, result.requests.average, result.errors + result.timeouts + result.non2xx);
}

function summarise(times: number[], rps: number, errors: number): LatencySummary {
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { requests: times.length, rps: round(rps), p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), errors };
}

/**
 * Open-loop load: one request every 1000/rate ms whatever the answers do, over keep-alive
 * sockets, so both paths see the same evenly spaced offered load. (autocannon's rate limit
 * sends each second's quota as a burst, which queues like a saturated closed loop.)
 */
async function fireAtRate(url: string, headers: Record<string, string>, options: { rate: number; durationS: number }): Promise<LatencySummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const body = JSON.stringify({ query: USERS_QUERY });
  const times: number[] = [];
  let errors = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) times.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.durationS);
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one());
  }
  await Promise.all(inFlight);
  agent.destroy();
  return summarise(times, times.length / ((performance.now() - start) / 1000), errors);
}

async function expectUsers(url: string, headers: Record<string, string>, label: string) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: USERS_QUERY }) });
  const body = (await res.json()) as { data?: { users?: { count: number } }; errors?: unknown };
  if (!res.ok || body.errors || !body.data?.users?.count) throw new Error(`${label}: the users query failed: ${JSON.stringify(body)}`);
}

/**
 * What the gateway costs per request: users-sites and the gateway in this process on
 * loopback, the same `users` query fired through the gateway (JWT check, query plan, signed
 * fetch) and straight at the subgraph with signed headers, each after a short warm-up.
 */
export async function runGatewayOverhead(options: { durationS?: number; connections?: number; rate?: number; env?: Record<string, string | undefined> } = {}): Promise<GatewayOverheadResult> {
  const env = options.env ?? process.env;
  const durationS = options.durationS ?? 10;
  const connections = options.connections ?? 10;
  const suite = await startBenchSuite(env, ['users-sites']);
  try {
    const gateway = { url: suite.gatewayUrl };
    const usersSites = { url: suite.serviceUrls['users-sites']! };

    const login = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation BenchLogin($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id email is_supper_admin roles { name } } } }',
        variables: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
      }),
    });
    const signedIn = ((await login.json()) as { data?: { login: { token: string; user: { id: string; email: string; is_supper_admin: boolean; roles: Array<{ name: string }> } } } }).data?.login;
    if (!signedIn) throw new Error('could not sign in through the gateway as the demo admin');
    const user: UserContext = { id: signedIn.user.id, email: signedIn.user.email, roles: signedIn.user.roles.map((r) => r.name), isSuperAdmin: signedIn.user.is_supper_admin, siteId: null };

    const gatewayHeaders = { authorization: `Bearer ${signedIn.token}` };
    // The signature is valid for 5 minutes, far longer than one run.
    const directHeaders = () => signUserContext(user, suite.internalSecret);
    await expectUsers(gateway.url, gatewayHeaders, 'gateway');
    await expectUsers(usersSites.url, directHeaders(), 'subgraph');

    const warmUp = { connections, durationS: Math.min(2, durationS) };
    await fire(usersSites.url, directHeaders(), warmUp);
    await fire(gateway.url, gatewayHeaders, warmUp);
    const loaded = compare(
      connections,
      await fire(usersSites.url, directHeaders(), { connections, durationS }),
      await fire(gateway.url, gatewayHeaders, { connections, durationS }),
    );
    const serialRun = { connections: 1, durationS: Math.max(2, Math.round(durationS / 2)) };
    const serial = compare(1, await fire(usersSites.url, directHeaders(), serialRun), await fire(gateway.url, gatewayHeaders, serialRun));
    const rate = options.rate ?? 200;
    const rateRun = { durationS, rate };
    const fixedRate = {
      rate,
      ...compare(0, await fireAtRate(usersSites.url, directHeaders(), rateRun), await fireAtRate(gateway.url, gatewayHeaders, rateRun)),
    };
    return {
      bench: 'gateway-overhead',
      query: 'users(filter: { limit: 10 })',
      durationS,
      database: env.DATABASE_URL ? 'postgresql' : 'pglite',
      targetP50OverheadMs: TARGET_P50_OVERHEAD_MS,
      ...loaded,
      serial,
      fixedRate,
    };
  } finally {
    await suite.stop();
  }
}
