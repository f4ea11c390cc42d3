import { DEFAULT_PORTS, type ServiceName } from '@pod/contracts';
import { COMMON_SERVICE_ENV, readEnv, type EnvSpec } from '../config/env';
import { eventBusKind, type EventBusKind } from '../events/create-event-bus';

/** What every subgraph service reads, whatever else it needs. */
export interface ServiceConfig {
  databaseUrl: string;
  internalSecret: string;
  kafkaBrokers: string[];
  /** EVENT_BUS resolved against KAFKA_BROKERS (validated here, at start-up). */
  eventBus: EventBusKind;
  logLevel: string;
  port: number;
  host: string;
  seedDemoData: boolean;
  /** POD_DEBUG_ERRORS=1: stack traces in error responses, for a developer's machine only. */
  debugErrors?: boolean;
}

/** `users-sites` → `USERS_SITES`: the prefix of a service's or app's own variables (`*_PORT`, `*_URL`). */
export function envPrefix(name: string): string {
  return name.toUpperCase().replace(/-/g, '_');
}

/** The variables every service shares: database, secret, bus, logs, port, host, demo seed. */
export function serviceEnvSpec(service: ServiceName): EnvSpec {
  const prefix = envPrefix(service);
  return {
    ...COMMON_SERVICE_ENV,
    [`${prefix}_PORT`]: { default: '', description: `HTTP port of the ${service} subgraph (wins over PORT)` },
    PORT: { default: String(DEFAULT_PORTS[service]) },
    [`${prefix}_HOST`]: { default: '127.0.0.1', description: 'interface to listen on (0.0.0.0 in containers)' },
    SEED_DEMO_DATA: { default: 'true', description: 'seed the demo data on start-up (idempotent)' },
  };
}

/**
 * Reads a service's environment once: the shared part as a typed `ServiceConfig`, and the
 * service's own variables (declared in `extra`) as strings for its config module to shape.
 */
export function readServiceConfig<E extends EnvSpec>(
  service: ServiceName,
  extra: E,
  source: Record<string, string | undefined> = process.env,
): { config: ServiceConfig; env: { [K in keyof E]: string } } {
  const prefix = envPrefix(service);
  const raw = readEnv(service, { ...serviceEnvSpec(service), ...extra }, source) as Record<string, string>;
  return {
    config: {
      databaseUrl: raw.DATABASE_URL,
      internalSecret: raw.INTERNAL_SECRET,
      kafkaBrokers: raw.KAFKA_BROKERS.split(',').map((b) => b.trim()).filter(Boolean),
      eventBus: eventBusKind(raw.EVENT_BUS, raw.KAFKA_BROKERS),
      logLevel: raw.LOG_LEVEL,
      port: Number(raw[`${prefix}_PORT`] || raw.PORT),
      host: raw[`${prefix}_HOST`],
      seedDemoData: raw.SEED_DEMO_DATA !== 'false' && raw.SEED_DEMO_DATA !== '0',
      debugErrors: raw.POD_DEBUG_ERRORS === '1',
    },
    env: raw as { [K in keyof E]: string },
  };
}
