import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, type ServiceConfig } from '@pod/service-kit';

/** The service's name, written once: subgraph, logger, config prefix (ORDERS_*), bus client id, tests. */
export const SERVICE_NAME = 'orders' satisfies ServiceName;

/** The orders service's own variables, on top of those every service reads. */
export const ORDERS_ENV = {
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
};

export interface OrdersConfig extends ServiceConfig {
  /** Base URLs (no /graphql) of the services whose /internal routes intake calls. */
  usersSitesUrl: string;
  catalogUrl: string;
  artworksUrl: string;
}

/** The only place the orders service reads its environment. */
export function loadOrdersConfig(source: Record<string, string | undefined> = process.env): OrdersConfig {
  const { config, env } = readServiceConfig(SERVICE_NAME, ORDERS_ENV, source);
  return {
    ...config,
    usersSitesUrl: serviceBaseUrl(env.USERS_SITES_URL),
    catalogUrl: serviceBaseUrl(env.CATALOG_URL),
    artworksUrl: serviceBaseUrl(env.ARTWORKS_URL),
  };
}

/** A subgraph URL without /graphql: where its /internal routes live. */
function serviceBaseUrl(graphqlUrl: string): string {
  return graphqlUrl.replace(/\/graphql\/?$/, '').replace(/\/+$/, '');
}
