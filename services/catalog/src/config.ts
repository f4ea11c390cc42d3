import { COMMON_SERVICE_ENV, readEnv } from '@pod/service-kit';
import { DEFAULT_PORTS } from '@pod/contracts';

/** The catalog subgraph's wiring; the only place that reads environment variables. */
export const CATALOG_ENV = {
  ...COMMON_SERVICE_ENV,
  CATALOG_PORT: { default: '', description: 'HTTP port of the catalog subgraph (wins over PORT)' },
  PORT: { default: String(DEFAULT_PORTS.catalog) },
  CATALOG_HOST: { default: '127.0.0.1', description: 'interface to listen on (0.0.0.0 in containers)' },
  SEED_DEMO_DATA: { default: 'true', description: 'seed the demo data on start-up (idempotent)' },
};

export interface CatalogConfig {
  databaseUrl: string;
  internalSecret: string;
  kafkaBrokers: string[];
  logLevel: string;
  port: number;
  host: string;
  seedDemoData: boolean;
}

export function loadCatalogConfig(env: Record<string, string | undefined> = process.env): CatalogConfig {
  const raw = readEnv('catalog', CATALOG_ENV, env);
  return {
    databaseUrl: raw.DATABASE_URL,
    internalSecret: raw.INTERNAL_SECRET,
    kafkaBrokers: raw.KAFKA_BROKERS.split(',').map((b) => b.trim()).filter(Boolean),
    logLevel: raw.LOG_LEVEL,
    port: Number(raw.CATALOG_PORT || raw.PORT),
    host: raw.CATALOG_HOST,
    seedDemoData: raw.SEED_DEMO_DATA !== 'false',
  };
}
