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
};

export interface OrdersConfig extends ServiceConfig {
  /** users-sites' base URL (no /graphql), for its /internal routes. */
  usersSitesUrl: string;
  /** media's base URL (no /graphql), for its /internal routes. */
  mediaUrl: string;
  designStuckMs: number;
  designSweepMs: number;
}

const baseUrl = (graphqlUrl: string) => graphqlUrl.replace(/\/graphql\/?$/, '').replace(/\/+$/, '');

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
    usersSitesUrl: baseUrl(env.USERS_SITES_URL),
    mediaUrl: baseUrl(env.MEDIA_URL),
    designStuckMs: nonNegativeMs('DESIGN_STUCK_MS', env.DESIGN_STUCK_MS),
    designSweepMs: nonNegativeMs('DESIGN_SWEEP_MS', env.DESIGN_SWEEP_MS),
  };
}
