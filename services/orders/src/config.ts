import { COMMON_SERVICE_ENV, readEnv } from '@pod/service-kit';
import { DEFAULT_PORTS } from '@pod/contracts';

/** The orders subgraph's wiring; the only place that reads environment variables. */
export const ORDERS_ENV = {
  ...COMMON_SERVICE_ENV,
  ORDERS_PORT: { default: '', description: 'HTTP port of the orders subgraph (wins over PORT)' },
  PORT: { default: String(DEFAULT_PORTS.orders) },
  ORDERS_HOST: { default: '127.0.0.1', description: 'interface to listen on (0.0.0.0 in containers)' },
  SEED_DEMO_DATA: { default: 'true', description: 'seed the demo data on start-up (idempotent)' },
};

export interface OrdersConfig {
  databaseUrl: string;
  internalSecret: string;
  kafkaBrokers: string[];
  logLevel: string;
  port: number;
  host: string;
  seedDemoData: boolean;
}

export function loadOrdersConfig(env: Record<string, string | undefined> = process.env): OrdersConfig {
  const raw = readEnv('orders', ORDERS_ENV, env);
  return {
    databaseUrl: raw.DATABASE_URL,
    internalSecret: raw.INTERNAL_SECRET,
    kafkaBrokers: raw.KAFKA_BROKERS.split(',').map((b) => b.trim()).filter(Boolean),
    logLevel: raw.LOG_LEVEL,
    port: Number(raw.ORDERS_PORT || raw.PORT),
    host: raw.ORDERS_HOST,
    seedDemoData: raw.SEED_DEMO_DATA !== 'false',
  };
}
