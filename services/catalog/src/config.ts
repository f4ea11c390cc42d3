import { readServiceConfig, type ServiceConfig } from '@pod/service-kit';

/** The catalog service's own variables (none yet beyond those every service reads). */
export const CATALOG_ENV = {};

export type CatalogConfig = ServiceConfig;

/** The only place the catalog service reads its environment. */
export function loadCatalogConfig(env: Record<string, string | undefined> = process.env): CatalogConfig {
  return readServiceConfig('catalog', CATALOG_ENV, env).config;
}
