import { randomBytes } from 'node:crypto';
import type { ServiceName } from '@pod/contracts';
import { createLogger, envPrefix } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { createTestDatabase, freePort } from '@pod/service-kit/testing';
import { startGateway } from '@pod/gateway';
import { loadService, SERVICES } from '../embedded/suite';

export interface BenchSuite {
  /** The gateway's /graphql URL. */
  gatewayUrl: string;
  /** Each started service's /graphql URL. */
  serviceUrls: Partial<Record<ServiceName, string>>;
  /** The HMAC key subgraphs check, for calls straight at a subgraph. */
  internalSecret: string;
  /** The database the services use (each in its own schema), for a bench that writes fixtures. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * What a bench measures against: the named services (in order, each on a free port chosen up
 * front, so every one knows every other's URL, as in the embedded default) and the gateway, in
 * this process, on a throw-away database (or the one `databaseUrl` names, left in place) and the
 * in-process bus. Services get NODE_ENV=production; graphql-js reads the process's own NODE_ENV,
 * which the bench lines report. `gatewayPort` fixes the gateway's port (0 = any) for services that
 * must know its address beforehand (users-sites' PUBLIC_API_URL, where stores deliver webhooks).
 */
export async function startBenchSuite(env: Record<string, string | undefined>, services: ServiceName[], options: { databaseUrl?: string; gatewayPort?: number } = {}): Promise<BenchSuite> {
  const logLevel = env.BENCH_LOG_LEVEL ?? 'warn';
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  try {
    // A bench with its own kept database (the seeded million orders) names it; else a throw-away one.
    const database = options.databaseUrl ? { url: options.databaseUrl } : await createTestDatabase({ baseUrl: env.DATABASE_URL, prefix: 'pod_bench' });
    if ('dispose' in database) stops.push(database.dispose);
    const bus = new InProcessEventBus();
    stops.push(() => bus.close());
    const secrets = { JWT_SECRET: randomBytes(32).toString('base64url'), INTERNAL_SECRET: randomBytes(32).toString('base64url') };
    // Services left out get an empty URL: the gateway composes without them.
    const urls: Record<string, string> = Object.fromEntries(SERVICES.map((s) => [`${envPrefix(s.name)}_URL`, '']));
    // Benches send far more than a person would: the gateway's per-user budget would stop them.
    const baseEnv = { QUERY_COST_BUDGET: '1000000000', ...env, NODE_ENV: 'production', LOG_LEVEL: logLevel, DATABASE_URL: database.url, KAFKA_BROKERS: '', ...secrets };
    const ports = Object.fromEntries(await Promise.all(services.map(async (name) => [name, await freePort()] as const)));
    for (const name of services) urls[`${envPrefix(name)}_URL`] = `http://127.0.0.1:${ports[name]}/graphql`;
    const serviceUrls: Partial<Record<ServiceName, string>> = {};
    for (const name of services) {
      const start = await loadService(SERVICES.find((s) => s.name === name)!);
      const running = await start({ env: { ...baseEnv, ...urls }, bus, logger: createLogger(name, logLevel), port: ports[name] });
      stops.push(running.stop);
      serviceUrls[name] = running.url;
    }
    const gateway = await startGateway({ env: { ...baseEnv, ...urls }, bus, logger: createLogger('gateway', logLevel), port: options.gatewayPort ?? 0 });
    stops.push(gateway.stop);
    return { gatewayUrl: gateway.url, serviceUrls, internalSecret: secrets.INTERNAL_SECRET, databaseUrl: database.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
