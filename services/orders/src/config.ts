import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, type ServiceConfig } from '@pod/service-kit';

/** The service's name, written once: subgraph, logger, config prefix (ORDERS_*), bus client id, tests. */
export const SERVICE_NAME = 'orders' satisfies ServiceName;

/** The orders service's own variables, on top of those every service reads. */
export const ORDERS_ENV = {
  USERS_SITES_URL: {
    default: 'http://127.0.0.1:4001/graphql',
    description: "users-sites' subgraph URL; orders asks its internal route where a site's store is and how to sign in to it",
  },
};

export interface OrdersConfig extends ServiceConfig {
  /** users-sites' base URL (no /graphql), for its /internal routes. */
  usersSitesUrl: string;
}

/** The only place the orders service reads its environment. */
export function loadOrdersConfig(env: Record<string, string | undefined> = process.env): OrdersConfig {
  const { config, env: own } = readServiceConfig(SERVICE_NAME, ORDERS_ENV, env);
  return { ...config, usersSitesUrl: own.USERS_SITES_URL.replace(/\/graphql\/?$/, '').replace(/\/+$/, '') };
}
