import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, serviceBaseUrl, type ServiceConfig } from '@pod/service-kit';
import { STORE_EGRESS_ENV, storeEgressFromEnv, type StoreEgressConfig } from '@pod/store-client';

/** The service's name, written once: subgraph, logger, config prefix (ORDERS_*), bus client id, tests. */
export const SERVICE_NAME = 'orders' satisfies ServiceName;

/** The orders service's own variables, on top of those every service reads. */
export const ORDERS_ENV = {
  ...STORE_EGRESS_ENV,
  USERS_SITES_URL: {
    default: 'http://127.0.0.1:4001/graphql',
    description: "users-sites' subgraph URL; orders asks its internal route for a site's owner, store and keys (tracking) and webhook secret (intake)",
  },
  CATALOG_URL: {
    default: 'http://127.0.0.1:4002/graphql',
    description: "catalog's subgraph URL; intake matches store line items to products through its internal route",
  },
  ARTWORKS_URL: {
    default: 'http://127.0.0.1:4004/graphql',
    description: "artworks' subgraph URL; intake pins each design's artwork version through its internal route",
  },
  MEDIA_URL: {
    default: 'http://127.0.0.1:4005/graphql',
    description: "media's subgraph URL; uploaded custom designs are checked through its internal routes (owner, type, pixel size)",
  },
  DESIGN_STUCK_MS: {
    default: '600000',
    description: 'A design Pending or Processing longer than this (ms) is requested again by the sweep (default 10 min)',
  },
  DESIGN_SWEEP_MS: {
    default: '60000',
    description: 'How often (ms) one replica looks for stuck designs; 0 turns the sweep off',
  },
  EXPORT_STALE_MS: {
    default: '120000',
    description: 'A running order export whose heartbeat (bumped per batch of 500 orders) is older than this (ms) is failed by the sweep and its orders go back to accepted (default 2 min)',
  },
  EXPORT_SWEEP_MS: {
    default: '30000',
    description: 'How often (ms) an orders process looks for stale running exports (also once at start-up); 0 turns the sweep off',
  },
};

export interface OrdersConfig extends ServiceConfig {
  /** Base URLs (no /graphql) of the services whose /internal routes intake calls. */
  usersSitesUrl: string;
  catalogUrl: string;
  artworksUrl: string;
  /** media's base URL (no /graphql), for its /internal routes. */
  mediaUrl: string;
  designStuckMs: number;
  designSweepMs: number;
  exportStaleMs: number;
  exportSweepMs: number;
  /** Which non-public store origins orders may call (Fetch Orders, tracking, cancel at the store). */
  storeEgress: Required<StoreEgressConfig>;
}

function nonNegativeMs(name: string, value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds (got "${value}")`);
  return ms;
}

/** The only place the orders service reads its environment. */
export function loadOrdersConfig(source: Record<string, string | undefined> = process.env): OrdersConfig {
  const { config, env } = readServiceConfig(SERVICE_NAME, ORDERS_ENV, source);
  return {
    ...config,
    usersSitesUrl: serviceBaseUrl(env.USERS_SITES_URL),
    catalogUrl: serviceBaseUrl(env.CATALOG_URL),
    artworksUrl: serviceBaseUrl(env.ARTWORKS_URL),
    mediaUrl: serviceBaseUrl(env.MEDIA_URL),
    designStuckMs: nonNegativeMs('DESIGN_STUCK_MS', env.DESIGN_STUCK_MS),
    designSweepMs: nonNegativeMs('DESIGN_SWEEP_MS', env.DESIGN_SWEEP_MS),
    exportStaleMs: nonNegativeMs('EXPORT_STALE_MS', env.EXPORT_STALE_MS),
    exportSweepMs: nonNegativeMs('EXPORT_SWEEP_MS', env.EXPORT_SWEEP_MS),
    storeEgress: storeEgressFromEnv(env),
  };
}
