import { DEMO_USERS } from '@pod/contracts';
import { createLogger, type RunningService, type UserContext } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { createTestDatabase, subgraphClient, type TestDatabase } from '@pod/service-kit/testing';
import { INTERNAL_SECRET, startTestService as startUsersSites, type TestService } from '@pod/users-sites/testing';
import { startArtworksService } from '@pod/artworks';
import { SEED_ARTWORK_IDS } from '@pod/artworks/seed';
import { startCatalogService } from '../index';

export { INTERNAL_SECRET };

/** A demo artwork of the demo seller (the artworks service seeds it), for products of the seller's sites. */
export const SELLER_ARTWORK_ID = SEED_ARTWORK_IDS[0]!;

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
  /** The real artworks service the catalog asks who owns an artwork (demo artworks seeded). */
  artworks: RunningService;
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
  const artworksDb = await createTestDatabase();
  const artworks = await startArtworksService({ env: { DATABASE_URL: artworksDb.url, INTERNAL_SECRET, LOG_LEVEL: 'silent' }, port: 0, logger: createLogger('artworks', 'silent') });
  const db = await createTestDatabase();
  const catalog = await startCatalogService({
    env: { DATABASE_URL: db.url, INTERNAL_SECRET, USERS_SITES_URL: usersSites.service.url, ARTWORKS_URL: artworks.url, ...options.env },
    port: 0,
    bus: options.bus,
    logger: createLogger('catalog', 'silent'),
  });
  return {
    catalog,
    usersSites,
    artworks,
    db,
    call: subgraphClient(catalog.url, INTERNAL_SECRET),
    async stop() {
      await catalog.stop();
      await db.dispose();
      await artworks.stop();
      await artworksDb.dispose();
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
