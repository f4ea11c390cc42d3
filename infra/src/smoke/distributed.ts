import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { createLogger, envPrefix } from '@pod/service-kit';
import { createTestDatabase, startKafkaTestBroker } from '@pod/service-kit/testing';
import { startMailbox } from '../mailbox/mailbox';
import { startS3Server } from '../embedded/s3-server';
import { SERVICES } from '../embedded/suite';
import { collect, graphql, liveClient, signInAs } from './gateway-client';
import { freePort, startNodeProcess, stopProcesses, tail, waitForReady, type ManagedProcess } from '../processes/node-process';
import { checkOrderRendering, type RenderProcesses } from './order-render';
import { checkProductPush } from './product-push';
import { checkRevocation } from './revocation';

/**
 * CI's distributed smoke run (ARCHITECTURE.md §9): every subgraph and the gateway in its own
 * Node process, on PostgreSQL (DATABASE_URL; a fresh database is created and dropped), a
 * Kafka-protocol broker (KAFKA_BROKERS, else kcat's mock cluster) and an S3 server (S3_ENDPOINT,
 * else s3rver). Signs in through the gateway as the demo admin and runs `users` and `sites`,
 * checks a live update of users-sites reaches a seller, pushes a product to a fake
 * WooCommerce store (./product-push.ts), and renders shoppers' print files over Kafka the way
 * compose runs them: media's subgraph with MEDIA_CONSUMERS=off and media's render process
 * (services/media/src/render-main.ts) beside it, killed mid-render and then as two replicas
 * (./order-render.ts).
 * Exits non-zero on any failure; children are always stopped.
 */
const root = resolve(import.meta.dirname, '..', '..', '..');
/** Media's second entry: its render consumers without the subgraph. */
const RENDER_ENTRY = 'services/media/src/render-main.ts';
const logger = createLogger('smoke', process.env.LOG_LEVEL ?? 'info');
const READY_TIMEOUT_MS = Number(process.env.SMOKE_READY_TIMEOUT_MS ?? 180_000);
const out = (line: string) => process.stdout.write(`${line}\n`);

const cleanups: Array<() => Promise<unknown>> = [];
const processes: ManagedProcess[] = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopProcesses(processes);
    for (const fn of cleanups.splice(0).reverse()) await fn().catch((error) => logger.warn({ err: error }, 'cleanup step failed'));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().then(() => process.exit(130)));
}

async function freshDatabase(): Promise<string> {
  if (!process.env.DATABASE_URL) logger.warn('DATABASE_URL is not set: using a PGlite server instead of PostgreSQL');
  const db = await createTestDatabase({ prefix: 'pod_smoke', pglitePort: await freePort() });
  cleanups.push(db.dispose);
  return db.url;
}

/**
 * The event path across processes: the seller renames a site (users-sites' outbox → Kafka →
 * the gateway's consumer) and the seller's websocket subscription hears of it. The gateway's
 * consumer group may still be joining, so the rename is repeated until an event arrives.
 */
async function checkLiveUpdate(graphqlUrl: string) {
  const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
  const client = liveClient(graphqlUrl, token);
  try {
    const { received, failure } = collect<{ title: string }>(client, 'subscription SmokeSiteChanged { siteChanged { id title action } }', 'siteChanged');
    const deadline = Date.now() + 60_000;
    for (let attempt = 1; !received.length && Date.now() < deadline; attempt++) {
      const title = `${DEMO_SITES.woo.title} (smoke ${attempt})`;
      await graphql(graphqlUrl, 'mutation SmokeRenameSite($id: ID!, $title: String) { updateSite(site_id: $id, title: $title) { id } }', { id: DEMO_SITES.woo.id, title }, token);
      await Promise.race([failure, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
    if (!received.length) throw new Error('no siteChanged event reached the seller within 60 s');
    out(`live update over Kafka: siteChanged "${received[0].title}"`);
    await graphql(graphqlUrl, 'mutation SmokeRestoreSite($id: ID!, $title: String) { updateSite(site_id: $id, title: $title) { id } }', { id: DEMO_SITES.woo.id, title: DEMO_SITES.woo.title }, token);
  } finally {
    await client.dispose();
  }
}

async function main() {
  const logDir = await mkdtemp(join(tmpdir(), 'pod-smoke-'));
  out(`logs: ${logDir}`);

  const databaseUrl = await freshDatabase();
  const broker = await startKafkaTestBroker();
  if (!broker) throw new Error('no Kafka-protocol broker: set KAFKA_BROKERS or install kcat (apt-get install kcat)');
  cleanups.push(broker.stop);

  let s3 = { endpoint: process.env.S3_ENDPOINT, accessKey: process.env.S3_ACCESS_KEY, secretKey: process.env.S3_SECRET_KEY, bucket: process.env.S3_BUCKET || 'pod-files' };
  if (!s3.endpoint) {
    const dir = join(logDir, 's3');
    const server = await startS3Server({ port: await freePort(), directory: dir, bucket: s3.bucket, corsOrigins: ['http://localhost:3000'] });
    cleanups.push(server.stop);
    s3 = { endpoint: server.endpoint, accessKey: server.accessKey, secretKey: server.secretKey, bucket: server.bucket };
  }
  const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir: null, logger: createLogger('mailbox', 'warn') });
  cleanups.push(mailbox.stop);

  const ports = Object.fromEntries(await Promise.all([...SERVICES.map((s) => s.name as string), 'gateway'].map(async (n) => [n, await freePort()] as const)));
  const serviceUrls = Object.fromEntries(SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, `http://127.0.0.1:${ports[s.name]}/graphql`]));
  const gatewayBase = `http://127.0.0.1:${ports.gateway}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATABASE_URL: databaseUrl,
    KAFKA_BROKERS: broker.brokers,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    INTERNAL_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: mailbox.smtpUrl,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: s3.bucket,
    S3_REGION: process.env.S3_REGION || 'us-east-1',
    PUBLIC_API_URL: gatewayBase,
    PUBLIC_MEDIA_URL: `${gatewayBase}/media`,
    // the product push check connects a site to a fake store on 127.0.0.1
    ALLOW_LOOPBACK_STORES: '1',
    // media's subgraph leaves print files, previews and PSD imports to its render process(es)
    MEDIA_CONSUMERS: 'off',
    ...serviceUrls,
  };
  out(`database ${databaseUrl.replace(/\/\/[^@/]*@/, '//')}, kafka ${broker.brokers}, s3 ${s3.endpoint}`);

  /** One process of a service (a replica when `name` differs from the service's), logging to `<name>.log`. */
  const startService = (def: (typeof SERVICES)[number], name: string, port: number) => {
    const p = startNodeProcess({
      name,
      entry: `${def.workspace}/src/main.ts`,
      cwd: root,
      logDir,
      env: { ...env, [`${envPrefix(def.name)}_PORT`]: String(port), [`${envPrefix(def.name)}_HOST`]: '127.0.0.1' },
    });
    processes.push(p);
    return p;
  };
  // Services start side by side (each migrates its own schema), then the gateway composes them.
  const started = SERVICES.map((def) => ({ def, p: startService(def, def.name, ports[def.name]!) }));
  await Promise.all(started.map(({ def, p }) => waitForReady(p, `http://127.0.0.1:${ports[def.name]}/ready`, READY_TIMEOUT_MS).then(() => out(`ready: ${def.name} (pid ${p.child.pid})`))));
  /** One media render process (its own log), health on `port`: the consumers without the subgraph. */
  const startRender = async (name: string, port: number) => {
    const p = startNodeProcess({ name, entry: RENDER_ENTRY, cwd: root, logDir, env: { ...env, MEDIA_RENDER_PORT: String(port), MEDIA_HOST: '127.0.0.1' } });
    processes.push(p);
    await waitForReady(p, `http://127.0.0.1:${port}/ready`, READY_TIMEOUT_MS);
    return p;
  };
  const renderPort = await freePort();
  let currentRender = await startRender('media-render', renderPort);
  out(`ready: media-render (pid ${currentRender.child.pid}), media's subgraph with MEDIA_CONSUMERS=off`);
  const renders: RenderProcesses = {
    current: () => currentRender,
    async kill(p) {
      const exited = new Promise((resolve) => p.child.once('exit', resolve));
      p.child.kill('SIGKILL');
      await exited;
    },
    stop: (p) => stopProcesses([p]),
    async start(name, { port, replaceCurrent }) {
      const p = await startRender(name, replaceCurrent ? renderPort : port || (await freePort()));
      if (replaceCurrent) currentRender = p;
      return p;
    },
  };

  const gateway = startNodeProcess({ name: 'gateway', entry: 'gateway/src/main.ts', cwd: root, logDir, env: { ...env, GATEWAY_PORT: String(ports.gateway), GATEWAY_HOST: '127.0.0.1' } });
  processes.push(gateway);
  await waitForReady(gateway, `${gatewayBase}/ready`, READY_TIMEOUT_MS);
  out(`ready: gateway (pid ${gateway.child.pid}) ${gatewayBase}/graphql`);

  const graphqlUrl = `${gatewayBase}/graphql`;
  const login = await graphql(
    graphqlUrl,
    `mutation SmokeLogin($email: String!, $password: String!) {
      login(email: $email, password: $password) { token expired_at user { id email } }
    }`,
    { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
  );
  out(`signed in as ${login.login.user.email} (token expires ${login.login.expired_at})`);
  const token = login.login.token as string;

  const users = await graphql(graphqlUrl, `query SmokeUsers { users(filter: { offset: 0, limit: 10 }) { count hits { id email first_name last_name roles { name } } } }`, {}, token);
  out(`users: ${users.users.count}`);
  for (const u of users.users.hits) out(`  ${u.email.padEnd(24)} ${u.first_name} ${u.last_name} [${u.roles.map((r: { name: string }) => r.name).join(', ')}]`);
  if (users.users.count < Object.keys(DEMO_USERS).length) throw new Error(`expected the ${Object.keys(DEMO_USERS).length} demo users, got ${users.users.count}`);

  const sites = await graphql(graphqlUrl, `query SmokeSites { sites(filter: { offset: 0, limit: 10 }) { count hits { id title platform verified user { id email } } } }`, {}, token);
  out(`sites: ${sites.sites.count}`);
  for (const s of sites.sites.hits) out(`  ${s.title.padEnd(26)} ${s.platform.padEnd(12)} verified=${s.verified} owner=${s.user?.email ?? s.user?.id}`);
  if (sites.sites.count < 1) throw new Error('expected the demo sites');

  await checkLiveUpdate(graphqlUrl);
  await checkRevocation(graphqlUrl, token, out);
  await checkProductPush(graphqlUrl, out);
  await checkOrderRendering({ graphqlUrl, databaseUrl, renders, out });
  out('distributed smoke: ok');
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  process.stderr.write(`\ndistributed smoke FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  for (const p of processes) process.stderr.write(`\n--- ${p.name} (${p.exited ?? 'running'}) last lines ---\n${await tail(p)}\n`);
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
