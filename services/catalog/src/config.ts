import { readServiceConfig, serviceBaseUrl, type ServiceConfig } from '@pod/service-kit';

/** The service's one name: its logger, its PostgreSQL schema, its event tables, its config messages. */
export const SERVICE_NAME = 'catalog';

/** The catalog service's own variables, on top of those every service reads. */
export const CATALOG_ENV = {
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
};

export interface CatalogConfig extends ServiceConfig {
  /** users-sites' base URL (no /graphql), for its /internal routes. */
  usersSitesUrl: string;
  /** media's base URL (no /graphql), for its /internal routes. */
  mediaUrl: string;
  /** artworks' base URL (no /graphql), for its /internal routes. */
  artworksUrl: string;
  publicMediaUrl: string;
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
  };
}
