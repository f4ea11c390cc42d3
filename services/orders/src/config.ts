import { readServiceConfig, type ServiceConfig } from '@pod/service-kit';

/** The orders service's own variables (none yet beyond those every service reads). */
export const ORDERS_ENV = {};

export type OrdersConfig = ServiceConfig;

/** The only place the orders service reads its environment. */
export function loadOrdersConfig(env: Record<string, string | undefined> = process.env): OrdersConfig {
  return readServiceConfig('orders', ORDERS_ENV, env).config;
}
