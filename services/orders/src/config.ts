import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, type ServiceConfig } from '@pod/service-kit';

/** The service's name, written once: subgraph, logger, config prefix (ORDERS_*), bus client id, tests. */
export const SERVICE_NAME = 'orders' satisfies ServiceName;

/** The orders service's own variables (none yet beyond those every service reads). */
export const ORDERS_ENV = {};

export type OrdersConfig = ServiceConfig;

/** The only place the orders service reads its environment. */
export function loadOrdersConfig(env: Record<string, string | undefined> = process.env): OrdersConfig {
  return readServiceConfig(SERVICE_NAME, ORDERS_ENV, env).config;
}
