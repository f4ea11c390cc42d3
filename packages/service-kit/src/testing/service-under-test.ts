import type { EventBus } from '../events/event-bus';
import { createLogger, type Logger } from '../logging/logger';
import { subgraphClient, type SubgraphCall } from './subgraph-client';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The `INTERNAL_SECRET` services under test share with the test's signed calls. */
export const TEST_INTERNAL_SECRET = 'test-internal-secret';

/** What every service's start function accepts (`startOrdersService`, `startCatalogService`, …). */
export interface ServiceStartOptions {
  env: Record<string, string | undefined>;
  port?: number;
  bus?: EventBus;
  logger?: Logger;
}

export interface ServiceUnderTestOptions<TExtra> {
  /** Variables on top of DATABASE_URL, INTERNAL_SECRET and a silent LOG_LEVEL. */
  env?: Record<string, string>;
  bus?: EventBus;
  /** 0 (any free port) by default. */
  port?: number;
  /** Start options a service adds to the common ones (limits, hooks). */
  extra?: TExtra;
  /** The address signed calls come from (`x-client-ip`). */
  clientIp?: string;
  /** An existing database (a restart test); a fresh one is made and disposed otherwise. */
  db?: TestDatabase;
}

export interface ServiceUnderTest<TService> {
  service: TService;
  db: TestDatabase;
  /** The service's origin, without /graphql (its REST routes, /health). */
  baseUrl: string;
  /** Calls /graphql as the gateway does, with the user's signed headers. */
  call: SubgraphCall;
  stop(): Promise<void>;
}

/**
 * Starts a real service the way its tests need it: a fresh database (PostgreSQL when
 * DATABASE_URL is set, else PGlite), the test secret, a silent logger and any free port;
 * `stop` stops it and drops the database it made.
 */
export async function startServiceForTest<TService extends { url: string; stop(): Promise<void> }, TExtra extends object = object>(
  name: string,
  start: (options: ServiceStartOptions & TExtra) => Promise<TService>,
  options: ServiceUnderTestOptions<TExtra> = {},
): Promise<ServiceUnderTest<TService>> {
  const ownDb = !options.db;
  const db = options.db ?? (await createTestDatabase());
  try {
    const service = await start({
      ...(options.extra as TExtra),
      env: { DATABASE_URL: db.url, INTERNAL_SECRET: TEST_INTERNAL_SECRET, LOG_LEVEL: 'silent', ...options.env },
      port: options.port ?? 0,
      bus: options.bus,
      logger: createLogger(name, 'silent'),
    });
    return {
      service,
      db,
      baseUrl: service.url.replace(/\/graphql$/, ''),
      call: subgraphClient(service.url, options.env?.INTERNAL_SECRET ?? TEST_INTERNAL_SECRET, { clientIp: options.clientIp }),
      async stop() {
        await service.stop();
        if (ownDb) await db.dispose();
      },
    };
  } catch (error) {
    if (ownDb) await db.dispose();
    throw error;
  }
}
