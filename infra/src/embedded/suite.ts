import { DEFAULT_PORTS, DEFAULT_SUPPORT_PORTS, REMOTE_NAMES, type FrontendName, type ServiceName } from '@pod/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { envPrefix, type Logger } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';

/** What every service's `src/index.ts` exports (team convention; benches start services in their own process with it). */
export type StartService = (options: {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
}) => Promise<{ name: string; url: string; port: number; stop(): Promise<void> }>;

export interface ServiceDefinition {
  name: ServiceName;
  workspace: string;
  packageName: string;
  startExport: string;
}

/** The five subgraphs, in start order (users-sites first: it owns User and Site). */
export const SERVICES: ServiceDefinition[] = [
  { name: 'users-sites', workspace: 'services/users-sites', packageName: '@pod/users-sites', startExport: 'startUsersSitesService' },
  { name: 'catalog', workspace: 'services/catalog', packageName: '@pod/catalog', startExport: 'startCatalogService' },
  { name: 'orders', workspace: 'services/orders', packageName: '@pod/orders', startExport: 'startOrdersService' },
  { name: 'artworks', workspace: 'services/artworks', packageName: '@pod/artworks', startExport: 'startArtworksService' },
  { name: 'media', workspace: 'services/media', packageName: '@pod/media', startExport: 'startMediaService' },
];

/** The shell first, then its remotes. */
export const FRONTENDS: FrontendName[] = ['shell', ...REMOTE_NAMES];

function port(env: Record<string, string | undefined>, variable: string, fallback: number): number {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${variable} must be a port number, got "${value}"`);
  return n;
}

/** Every port of the embedded suite; each one can be overridden by `<NAME>_PORT`. */
export function suitePorts(env: Record<string, string | undefined>) {
  const named = Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([name, fallback]) => [name, port(env, `${envPrefix(name)}_PORT`, fallback)]),
  ) as Record<keyof typeof DEFAULT_PORTS, number>;
  return {
    ...named,
    pglite: port(env, 'PGLITE_PORT', DEFAULT_SUPPORT_PORTS.pglite),
    s3: port(env, 'S3_PORT', DEFAULT_SUPPORT_PORTS.s3),
    mailboxSmtp: port(env, 'MAILBOX_SMTP_PORT', DEFAULT_SUPPORT_PORTS['mailbox-smtp']),
    mailboxHttp: port(env, 'MAILBOX_HTTP_PORT', DEFAULT_SUPPORT_PORTS['mailbox-http']),
    demoStore: port(env, 'DEMO_STORE_PORT', DEFAULT_SUPPORT_PORTS['demo-store']),
  };
}

/** Imports a service's start function, or fails naming the piece that is missing. */
export async function loadService(def: ServiceDefinition): Promise<StartService> {
  let module: Record<string, unknown>;
  try {
    module = (await import(def.packageName)) as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`The ${def.name} service could not be loaded: ${def.workspace}/src/index.ts (${def.packageName}) is missing or fails to import (${reason}).`);
  }
  const start = module[def.startExport];
  if (typeof start !== 'function') {
    throw new Error(`The ${def.name} service is not ready: ${def.workspace}/src/index.ts does not export ${def.startExport}().`);
  }
  return start as StartService;
}

/** The gateway's process entry, beside the services' (`<workspace>/src/main.ts`). */
export const GATEWAY_ENTRY = 'gateway/src/main.ts';

/** A service's process entry relative to `root` (the launcher runs each service from it), or an error naming the missing file. */
export function serviceEntry(def: Pick<ServiceDefinition, 'name' | 'workspace'>, root: string): string {
  const entry = `${def.workspace}/src/main.ts`;
  if (!existsSync(join(root, entry))) {
    throw new Error(`The ${def.name} service could not be loaded: ${entry} is missing (npm start runs each service as its own process from it).`);
  }
  return entry;
}

/** The two names of this machine a browser may use; both must pass CORS (README "Shell and remotes"). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The front ends' origins for CORS (gateway and S3): on the public host name and, when that is a
 * loopback name, on both, so http://127.0.0.1:3000 signs in as well as http://localhost:3000.
 */
export function frontendOrigins(publicHost: string, ports: Record<FrontendName, number>): string[] {
  const hosts = LOOPBACK_HOSTS.includes(publicHost) ? LOOPBACK_HOSTS : [publicHost];
  return FRONTENDS.flatMap((app) => hosts.map((host) => `http://${host}:${ports[app]}`));
}
