import { federationName, REMOTE_NAMES } from '@pod/contracts';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createLogger, envPrefix, startPgliteServer, type Logger } from '@pod/service-kit';
import { eventBusKind, InProcessEventBus, IpcBusHost } from '@pod/service-kit/events';
import { startMailbox } from '../mailbox/mailbox';
import { freePort } from '../processes/node-process';
import type { FakeWooStore } from '@pod/store-fakes';
import { seedDemoOrdersInBackground, type DemoOrdersOutcome } from './demo-orders';
import { connectDemoSiteOrWarn, loadOrCreateDemoStoreKeys, startDemoStore } from './demo-store';
import { startS3Server } from './s3-server';
import { loadOrCreateSecrets } from './secrets';
import { FRONTENDS, frontendOrigins, GATEWAY_ENTRY, serviceEntry, SERVICES, suitePorts } from './suite';
import { DEFAULT_RESTART_POLICY, Supervisor, type ChildState, type RestartPolicy } from './supervisor';

/** The repository root: children run `<workspace>/src/main.ts` from here. */
const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface EmbeddedSuite {
  urls: {
    frontends: Record<string, string>;
    gateway: string;
    services: Record<string, string>;
    mailbox: string | null;
    database: string;
    s3: string;
    /** The demo store the demo seller's WooCommerce site is connected to; null with DEMO_STORE=0. */
    demoStore: string | null;
  };
  /** The demo orders being seeded in the background (null when they are not: DEMO_ORDERS=0, no demo store, services left out); null inside when seeding failed (logged). */
  demoOrders: Promise<DemoOrdersOutcome | null> | null;
  /** The supervised processes (each service and the gateway, by name). */
  processes: {
    pid(name: string): number | undefined;
    state(name: string): ChildState | undefined;
    restarts(name: string): number;
    pids(): number[];
  };
  stop(): Promise<void>;
}

type ServeFrontend = (options: { app: string; port: number; gatewayUrl: string; remotes: Record<string, string>; publicHost?: string }) => Promise<{ url: string; stop(): Promise<void> }>;

/** POD_SERVICES=users-sites,catalog starts only those (back-end work while others are broken). */
function selectedServices(list: string | undefined) {
  if (!list) return SERVICES;
  const names = list.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !SERVICES.some((s) => s.name === n));
  if (unknown.length) throw new Error(`POD_SERVICES names unknown services: ${unknown.join(', ')} (known: ${SERVICES.map((s) => s.name).join(', ')})`);
  return SERVICES.filter((s) => names.includes(s.name));
}

function demoStoreWanted(env: Record<string, string | undefined>): boolean {
  return env.DEMO_STORE !== '0' && env.DEMO_STORE !== 'false';
}

/** DEMO_ORDERS: how many demo orders `npm start` seeds; unset = the whole plan, 0 = none. */
function demoOrderCount(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`DEMO_ORDERS must be a whole number of orders, got "${value}"`);
  return n;
}

/** POD_RESTART_DELAY_MS: the supervisor's first restart delay (doubling per crash in a row, capped at 30 s). */
function restartPolicy(value: string | undefined): RestartPolicy {
  if (value === undefined || value === '') return DEFAULT_RESTART_POLICY;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`POD_RESTART_DELAY_MS must be a whole number of milliseconds, got "${value}"`);
  return { ...DEFAULT_RESTART_POLICY, initialDelayMs: n };
}

/** A port of 0 means "any free port": chosen here, since the gateway must know each child's port. */
async function concretePort(port: number): Promise<number> {
  return port === 0 ? freePort() : port;
}

async function loadServeFrontend(): Promise<ServeFrontend> {
  const where = new URL('../frontends/serve.ts', import.meta.url);
  let module: Record<string, unknown>;
  try {
    module = (await import(where.href)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`The front-end server could not be loaded: infra/src/frontends/serve.ts is missing or fails to import (${error instanceof Error ? error.message.split('\n')[0] : error}).`);
  }
  if (typeof module.serveFrontend !== 'function') throw new Error('infra/src/frontends/serve.ts does not export serveFrontend().');
  return module.serveFrontend as ServeFrontend;
}

/**
 * Starts the whole suite (ARCHITECTURE.md §3, embedded default). In this process: PGlite, s3rver,
 * the mailbox, the demo store, the front ends and the event bus (hosted for the children over IPC)
 * unless DATABASE_URL, S3_ENDPOINT, SMTP_URL or KAFKA_BROKERS point elsewhere. The five subgraphs
 * and the gateway each run in their own Node process under a supervisor that restarts one that
 * dies; they start side by side (the gateway waits for the subgraphs before it composes), and
 * this resolves once every child's /ready answers, so the gateway's /ready (what e2e waits on)
 * means everything is up. On any failure what started is stopped.
 */
export async function startEmbedded(options: { env: Record<string, string | undefined>; logger?: Logger }): Promise<EmbeddedSuite> {
  const input = options.env;
  const logLevel = input.LOG_LEVEL ?? 'info';
  const logger = options.logger ?? createLogger('embedded', logLevel);
  const ports = suitePorts(input);
  const publicHost = input.PUBLIC_HOST || 'localhost';
  const dataDir = resolve(input.POD_DATA_DIR || '.data');
  const demoOrders = demoOrderCount(input.DEMO_ORDERS);
  const policy = restartPolicy(input.POD_RESTART_DELAY_MS);
  // Validated before anything starts; an in-process bus is hosted here and reached over IPC.
  const childBus = eventBusKind(input.EVENT_BUS, input.KAFKA_BROKERS) === 'kafka' ? 'kafka' : 'ipc';
  const stops: Array<{ name: string; stop: () => Promise<unknown> }> = [];

  const stopAll = async () => {
    for (const { name, stop } of stops.splice(0).reverse()) {
      await Promise.race([stop(), new Promise((r) => setTimeout(r, 10_000))]).catch((error) => logger.warn({ err: error, name }, 'stop failed'));
    }
  };

  try {
    if (input.POD_FRESH_DATA === '1') await rm(dataDir, { recursive: true, force: true });
    const secrets = await loadOrCreateSecrets(join(dataDir, 'secrets.json'), input);
    const frontendUrl = (app: keyof typeof ports) => `http://${publicHost}:${ports[app]}`;
    const gatewayPort = await concretePort(ports.gateway);
    const publicMediaUrl = input.PUBLIC_MEDIA_URL || `http://${publicHost}:${gatewayPort}/media`;
    const corsOrigins = input.CORS_ORIGINS || frontendOrigins(publicHost, ports).join(',');

    let databaseUrl = input.DATABASE_URL;
    if (!databaseUrl) {
      const pglite = await startPgliteServer({ dataDir: join(dataDir, 'pglite'), port: ports.pglite });
      stops.push({ name: 'pglite', stop: pglite.stop });
      databaseUrl = pglite.url;
      logger.info({ url: databaseUrl }, 'PGlite database started');
    }

    let s3 = { endpoint: input.S3_ENDPOINT, accessKey: input.S3_ACCESS_KEY, secretKey: input.S3_SECRET_KEY, bucket: input.S3_BUCKET || 'pod-files' };
    if (!s3.endpoint) {
      const server = await startS3Server({ port: ports.s3, directory: join(dataDir, 's3'), bucket: s3.bucket, corsOrigins: corsOrigins.split(',') });
      stops.push({ name: 's3', stop: server.stop });
      s3 = { endpoint: server.endpoint, accessKey: server.accessKey, secretKey: server.secretKey, bucket: server.bucket };
      logger.info({ endpoint: server.endpoint }, 'S3 server started');
    }

    let smtpUrl = input.SMTP_URL;
    let mailboxUrl: string | null = null;
    if (!smtpUrl) {
      const mailbox = await startMailbox({ smtpPort: ports.mailboxSmtp, httpPort: ports.mailboxHttp, dataDir: join(dataDir, 'mailbox'), logger: createLogger('mailbox', logLevel) });
      stops.push({ name: 'mailbox', stop: mailbox.stop });
      smtpUrl = mailbox.smtpUrl;
      mailboxUrl = mailbox.httpUrl.replace('127.0.0.1', publicHost);
    }

    // DEMO_STORE=0 (production): no demo store; the demo site then waits for a real store.
    let demoStoreUrl: string | null = null;
    let demoStore: FakeWooStore | null = null;
    if (demoStoreWanted(input)) {
      const keys = await loadOrCreateDemoStoreKeys(join(dataDir, 'demo-store', 'keys.json'));
      const store = await startDemoStore({ port: ports.demoStore, keys, stateFile: join(dataDir, 'demo-store', 'state.json'), mediaUrl: publicMediaUrl });
      demoStore = store;
      stops.push({ name: 'demo store', stop: store.stop });
      demoStoreUrl = store.url;
      logger.info({ url: demoStoreUrl }, 'demo store started');
    }

    let busHost: IpcBusHost | null = null;
    if (childBus === 'ipc') {
      const busLogger = createLogger('event-bus', logLevel);
      const hosted = new InProcessEventBus({ logger: busLogger });
      stops.push({ name: 'event bus', stop: () => hosted.close() });
      busHost = new IpcBusHost(hosted, busLogger);
    }
    const supervisor = new Supervisor({ cwd: ROOT, logger, busHost, policy });
    // Every child at once, never restarted from here on (the gateway is stopped before, below).
    stops.push({ name: 'services', stop: () => supervisor.stop() });

    const gatewayUrl = `http://${publicHost}:${gatewayPort}/graphql`;
    const services = selectedServices(input.POD_SERVICES);
    const entries = Object.fromEntries(services.map((s) => [s.name, serviceEntry(s, ROOT)]));
    const servicePorts: Record<string, number> = {};
    for (const s of services) servicePorts[s.name] = await concretePort(ports[s.name]);
    const serviceUrls = Object.fromEntries(services.map((s) => [s.name, `http://127.0.0.1:${servicePorts[s.name]}/graphql`]));
    /** One environment for every piece, as the distributed stack gives each container. */
    const env: Record<string, string | undefined> = {
      NODE_ENV: 'development',
      LOG_LEVEL: logLevel,
      ...input,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secrets.JWT_SECRET,
      INTERNAL_SECRET: secrets.INTERNAL_SECRET,
      KAFKA_BROKERS: input.KAFKA_BROKERS ?? '',
      EVENT_BUS: childBus,
      SMTP_URL: smtpUrl,
      MAIL_FROM: input.MAIL_FROM || 'POD Back Office <no-reply@pod.local>',
      S3_ENDPOINT: s3.endpoint,
      S3_PUBLIC_ENDPOINT: input.S3_PUBLIC_ENDPOINT || s3.endpoint!.replace('127.0.0.1', publicHost),
      S3_REGION: input.S3_REGION || 'us-east-1',
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: s3.bucket,
      APP_URL: input.APP_URL || frontendUrl('shell'),
      PUBLIC_API_URL: input.PUBLIC_API_URL || `http://${publicHost}:${gatewayPort}`,
      PUBLIC_MEDIA_URL: publicMediaUrl,
      CORS_ORIGINS: corsOrigins,
      DEMO_STORE_URL: demoStoreUrl ?? '',
      // A service left out (POD_SERVICES) gets an empty URL: the gateway composes without it.
      ...Object.fromEntries(SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, serviceUrls[s.name] ?? ''])),
    };

    // POD_SKIP_FRONTENDS=1: API only (back-end work, benches), no built bundles needed.
    const frontends: Record<string, string> = {};
    const serveFrontends = async () => {
      const serveFrontend = input.POD_SKIP_FRONTENDS === '1' ? null : await loadServeFrontend();
      const remotes = Object.fromEntries(REMOTE_NAMES.map((app) => [federationName(app), `${frontendUrl(app)}/mf-manifest.json`]));
      for (const app of serveFrontend ? FRONTENDS : []) {
        const served = await serveFrontend!({ app, port: ports[app], gatewayUrl, remotes, publicHost });
        stops.push({ name: app, stop: served.stop });
        frontends[app] = served.url;
      }
    };

    // The subgraphs and the gateway start side by side: each service migrates its own schema, and
    // the gateway waits for every subgraph's /health before it composes (SUBGRAPH_WAIT_MS).
    const children = [
      ...services.map((def) =>
        supervisor.start({
          name: def.name,
          entry: entries[def.name]!,
          env: { ...env, [`${envPrefix(def.name)}_PORT`]: String(servicePorts[def.name]), [`${envPrefix(def.name)}_HOST`]: '127.0.0.1' },
          readyUrl: `http://127.0.0.1:${servicePorts[def.name]}/ready`,
        }),
      ),
      supervisor.start({
        name: 'gateway',
        entry: GATEWAY_ENTRY,
        env: { ...env, GATEWAY_PORT: String(gatewayPort), SUBGRAPH_WAIT_MS: input.SUBGRAPH_WAIT_MS || '300000' },
        readyUrl: `http://127.0.0.1:${gatewayPort}/ready`,
      }),
    ];
    // Front ends are served from this process meanwhile.
    const frontendsServed = serveFrontends();
    try {
      await Promise.all([...children, frontendsServed]);
    } catch (error) {
      // Fail at the first child that cannot start, once the front ends' stops are registered.
      await frontendsServed.catch(() => undefined);
      throw error;
    }
    stops.push({ name: 'gateway', stop: () => supervisor.stop(['gateway']) });
    for (const def of services) logger.info({ service: def.name, url: serviceUrls[def.name], pid: supervisor.pid(def.name) }, 'service started');
    logger.info({ url: gatewayUrl, pid: supervisor.pid('gateway') }, 'gateway started');

    // The demo seller's site is connected once everything is up (the store calls back through the gateway).
    let seeded: Promise<DemoOrdersOutcome | null> | null = null;
    if (demoStore && env.SEED_DEMO_DATA !== 'false' && env.SEED_DEMO_DATA !== '0' && services.some((s) => s.name === 'users-sites')) {
      const graphqlUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
      const connected = await connectDemoSiteOrWarn(graphqlUrl, logger);
      // The demo orders render in the background: the suite is usable at once (DEMO_ORDERS=0: none).
      if (connected && connected !== 'disabled by its owner' && demoOrders !== 0 && SERVICES.every((s) => services.includes(s))) {
        const seeding = seedDemoOrdersInBackground({ graphqlUrl, store: demoStore, mediaUrl: publicMediaUrl, logger, count: demoOrders });
        stops.push({ name: 'demo orders', stop: seeding.stop });
        seeded = seeding.done;
      }
    }

    return {
      urls: {
        frontends,
        gateway: gatewayUrl,
        services: serviceUrls,
        mailbox: mailboxUrl,
        database: databaseUrl.replace(/\/\/[^@/]*@/, '//'),
        s3: s3.endpoint!,
        demoStore: demoStoreUrl,
      },
      demoOrders: seeded,
      processes: {
        pid: (name) => supervisor.pid(name),
        state: (name) => supervisor.state(name),
        restarts: (name) => supervisor.restarts(name),
        pids: () => supervisor.pids(),
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
