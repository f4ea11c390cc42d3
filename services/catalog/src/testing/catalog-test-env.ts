import { DEMO_USERS } from '@pod/contracts';
import { createLogger, type RunningService, type UserContext } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { createTestDatabase, subgraphClient, type TestDatabase } from '@pod/service-kit/testing';
import { INTERNAL_SECRET, startTestService as startUsersSites, type TestService } from '@pod/users-sites/testing';
import { startCatalogService } from '../index';

export { INTERNAL_SECRET };

/** The demo accounts as the gateway passes them; `siteId` is the seller's current site. */
export function userCtx(user: { id: string; email: string; roles: readonly string[]; is_supper_admin?: boolean }, siteId: string | null = null): UserContext {
  return { id: user.id, email: user.email, roles: [...user.roles], isSuperAdmin: !!user.is_supper_admin, siteId };
}

export const as = {
  admin: userCtx(DEMO_USERS.admin),
  seller: userCtx(DEMO_USERS.seller),
  listing: userCtx(DEMO_USERS.listing),
  supporter: userCtx(DEMO_USERS.supporter),
  supplier: userCtx(DEMO_USERS.supplier),
};

export interface CatalogTestEnv {
  catalog: RunningService;
  /** The real users-sites service the catalog asks about sites (demo sites seeded). */
  usersSites: TestService;
  db: TestDatabase;
  /** Calls the catalog subgraph as the gateway does. */
  call: ReturnType<typeof subgraphClient>;
  stop(): Promise<void>;
}

/**
 * The catalog with the services it talks to, each on a fresh database (PostgreSQL when
 * DATABASE_URL is set, else PGlite): what service tests run against.
 */
export async function startCatalogTestEnv(options: { env?: Record<string, string>; bus?: EventBus } = {}): Promise<CatalogTestEnv> {
  const usersSites = await startUsersSites({ ALLOW_LOOPBACK_STORES: '1' }, { bus: options.bus });
  const db = await createTestDatabase();
  const catalog = await startCatalogService({
    env: { DATABASE_URL: db.url, INTERNAL_SECRET, USERS_SITES_URL: usersSites.service.url, ...options.env },
    port: 0,
    bus: options.bus,
    logger: createLogger('catalog', 'silent'),
  });
  return {
    catalog,
    usersSites,
    db,
    call: subgraphClient(catalog.url, INTERNAL_SECRET),
    async stop() {
      await catalog.stop();
      await db.dispose();
      await usersSites.stop();
    },
  };
}

export interface CatalogAlone {
  db: TestDatabase;
  catalog: RunningService;
  call: ReturnType<typeof subgraphClient>;
  /** Starts and stops a second catalog on the same database (a restart: migrations, seed). */
  startAgain(): Promise<void>;
  stop(): Promise<void>;
}

/** The catalog by itself on a fresh database: for capabilities that never ask about sites. */
export async function startCatalogAlone(options: { env?: Record<string, string> } = {}): Promise<CatalogAlone> {
  const db = await createTestDatabase();
  const start = () =>
    startCatalogService({ env: { DATABASE_URL: db.url, INTERNAL_SECRET, ...options.env }, port: 0, logger: createLogger('catalog', process.env.TEST_LOG_LEVEL ?? 'silent') });
  const catalog = await start();
  return {
    db,
    catalog,
    call: subgraphClient(catalog.url, INTERNAL_SECRET),
    async startAgain() {
      await (await start()).stop();
    },
    async stop() {
      await catalog.stop();
      await db.dispose();
    },
  };
}
