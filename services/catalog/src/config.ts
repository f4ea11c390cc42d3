import { readServiceConfig, serviceBaseUrl, type ServiceConfig } from '@pod/service-kit';
import { STORE_EGRESS_ENV, storeEgressFromEnv, type StoreEgressConfig } from '@pod/store-client';

/** The service's one name: its logger, its PostgreSQL schema, its event tables, its config messages. */
export const SERVICE_NAME = 'catalog';

/** The catalog service's own variables, on top of those every service reads. */
export const CATALOG_ENV = {
  ...STORE_EGRESS_ENV,
  USERS_SITES_URL: {
    default: 'http://127.0.0.1:4001/graphql',
    description: "users-sites' subgraph URL; the catalog asks its internal routes who owns a site and how to reach the store",
  },
  MEDIA_URL: {
    default: 'http://127.0.0.1:4005/graphql',
    description: "media's subgraph URL; the catalog asks its internal registry who uploaded the image keys a product is saved with",
  },
  ARTWORKS_URL: {
    default: 'http://127.0.0.1:4004/graphql',
    description: "artworks' subgraph URL; the catalog asks its internal route who owns the artworks a product prints",
  },
  PUBLIC_MEDIA_URL: {
    default: 'http://localhost:4000/media',
    description: 'public base of the /media routes; product images sent to stores are absolute URLs under it',
  },
  PUSH_STALE_MS: {
    default: '300000',
    description:
      'A push to a store whose heartbeat (bumped every quarter of this while the store call runs) is older than this (ms) is failed by the sweep so the seller can Retry it (default 5 min, above one store call with its retries)',
  },
  PUSH_SWEEP_MS: {
    default: '60000',
    description: 'How often (ms) a catalog process looks for stale pushes (also once at start-up); 0 turns the sweep off',
  },
};

export interface CatalogConfig extends ServiceConfig {
  /** users-sites' base URL (no /graphql), for its /internal routes. */
  usersSitesUrl: string;
  /** media's base URL (no /graphql), for its /internal routes. */
  mediaUrl: string;
  /** artworks' base URL (no /graphql), for its /internal routes. */
  artworksUrl: string;
  publicMediaUrl: string;
  pushStaleMs: number;
  pushSweepMs: number;
  /** Which non-public store origins the catalog may call (pushes, store mapping, /rest). */
  storeEgress: Required<StoreEgressConfig>;
}

function nonNegativeMs(name: string, value: string): number {
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds (got "${value}")`);
  return ms;
}

function positiveMs(name: string, value: string): number {
  const ms = nonNegativeMs(name, value);
  if (ms === 0) throw new Error(`${name} must be more than 0 milliseconds`);
  return ms;
}

/** The only place the catalog service reads its environment. */
export function loadCatalogConfig(source: Record<string, string | undefined> = process.env): CatalogConfig {
  const { config, env } = readServiceConfig(SERVICE_NAME, CATALOG_ENV, source);
  return {
    ...config,
    usersSitesUrl: serviceBaseUrl(env.USERS_SITES_URL),
    mediaUrl: serviceBaseUrl(env.MEDIA_URL),
    artworksUrl: serviceBaseUrl(env.ARTWORKS_URL),
    publicMediaUrl: env.PUBLIC_MEDIA_URL.replace(/\/+$/, ''),
    pushStaleMs: positiveMs('PUSH_STALE_MS', env.PUSH_STALE_MS),
    pushSweepMs: nonNegativeMs('PUSH_SWEEP_MS', env.PUSH_SWEEP_MS),
    storeEgress: storeEgressFromEnv(env),
  };
}
