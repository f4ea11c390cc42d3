import { DEMO_USERS } from '@pod/contracts';
import type { RunningService } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { startServiceForTest, testUser, TEST_INTERNAL_SECRET, type SubgraphCall, type TestDatabase } from '@pod/service-kit/testing';
import { startTestService as startUsersSites, type TestService } from '@pod/users-sites/testing';
import { startArtworksService } from '@pod/artworks';
import { SEED_ARTWORK_IDS } from '@pod/artworks/seed';
import { SERVICE_NAME } from '../config';
import { startCatalogService } from '../index';

/** The secret every service under test shares (the catalog signs its calls to users-sites, media and artworks with it). */
export const INTERNAL_SECRET = TEST_INTERNAL_SECRET;

/** A demo artwork of the demo seller (the artworks service seeds it), for products of the seller's sites. */
export const SELLER_ARTWORK_ID = SEED_ARTWORK_IDS[0]!;

/** The demo accounts as the gateway passes them (no current site; `testUser({ ...DEMO_USERS.seller, siteId })` for one). */
export const as = {
  admin: testUser(DEMO_USERS.admin),
  seller: testUser(DEMO_USERS.seller),
  listing: testUser(DEMO_USERS.listing),
  supporter: testUser(DEMO_USERS.supporter),
  supplier: testUser(DEMO_USERS.supplier),
};

export interface CatalogTestEnv {
  catalog: RunningService;
  /** The real users-sites service the catalog asks about sites (demo sites seeded). */
  usersSites: TestService;
  /** The real artworks service the catalog asks who owns an artwork (demo artworks seeded). */
  artworks: RunningService;
  db: TestDatabase;
  /** Calls the catalog subgraph as the gateway does. */
  call: SubgraphCall;
  stop(): Promise<void>;
}

/**
 * The catalog with the services it talks to, each on a fresh database (PostgreSQL when
 * DATABASE_URL is set, else PGlite): what service tests run against.
 */
export async function startCatalogTestEnv(options: { env?: Record<string, string>; usersSitesEnv?: Record<string, string>; bus?: EventBus } = {}): Promise<CatalogTestEnv> {
  // usersSitesEnv: e.g. PUBLIC_API_URL, where the stores of connected sites deliver order webhooks
  const usersSites = await startUsersSites({ ALLOW_LOOPBACK_STORES: '1', ...options.usersSitesEnv }, { bus: options.bus });
  const artworks = await startServiceForTest('artworks', startArtworksService);
  const catalog = await startServiceForTest(SERVICE_NAME, startCatalogService, {
    // the fake stores of tests listen on loopback: the catalog may call them, as users-sites may save them
    env: { ALLOW_LOOPBACK_STORES: '1', USERS_SITES_URL: usersSites.service.url, ARTWORKS_URL: artworks.service.url, ...options.env },
    bus: options.bus,
  });
  return {
    catalog: catalog.service,
    usersSites,
    artworks: artworks.service,
    db: catalog.db,
    call: catalog.call,
    async stop() {
      await catalog.stop();
      await artworks.stop();
      await usersSites.stop();
    },
  };
}

export interface CatalogAlone {
  db: TestDatabase;
  catalog: RunningService;
  call: SubgraphCall;
  /** Starts and stops a second catalog on the same database (a restart: migrations, seed). */
  startAgain(): Promise<void>;
  stop(): Promise<void>;
}

/** The catalog by itself on a fresh database: for capabilities that never ask about sites. */
export async function startCatalogAlone(options: { env?: Record<string, string> } = {}): Promise<CatalogAlone> {
  const catalog = await startServiceForTest(SERVICE_NAME, startCatalogService, { env: options.env });
  return {
    db: catalog.db,
    catalog: catalog.service,
    call: catalog.call,
    async startAgain() {
      await (await startServiceForTest(SERVICE_NAME, startCatalogService, { env: options.env, db: catalog.db })).stop();
    },
    stop: () => catalog.stop(),
  };
}
