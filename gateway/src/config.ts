import { readEnv, type EnvSpec } from '@pod/service-kit';
import { DEFAULT_PORTS, SERVICE_NAMES, type ServiceName } from '@pod/contracts';
import { parseTrustedProxies } from './http/trusted-proxies';

/** The subgraph URL variable of each service, e.g. USERS_SITES_URL=http://127.0.0.1:4001/graphql. */
export function subgraphUrlVariable(service: ServiceName): string {
  return `${service.toUpperCase().replace(/-/g, '_')}_URL`;
}

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

export const GATEWAY_ENV = {
  GATEWAY_PORT: { default: String(DEFAULT_PORTS.gateway), description: 'HTTP + websocket port' },
  GATEWAY_HOST: { default: '127.0.0.1', description: 'listen address (0.0.0.0 in containers)' },
  JWT_SECRET: { required: true, description: 'HS256 key users-sites signs access tokens with' },
  INTERNAL_SECRET: { required: true, description: 'HMAC key for the signed user context sent to subgraphs' },
  ...Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      subgraphUrlVariable(name),
      { default: `http://127.0.0.1:${DEFAULT_PORTS[name]}/graphql`, description: `${name} subgraph endpoint; set empty to leave it out` },
    ]),
  ),
  SUPERGRAPH_PATH: { default: '', description: 'composed supergraph SDL file; empty = introspect the subgraphs' },
  SUPERGRAPH_POLL_MS: { default: '', description: 'recompose interval; default 10000 outside production, off in production' },
  SUBGRAPH_WAIT_MS: { default: '60000', description: 'how long start-up waits for the subgraphs to answer /health' },
  CORS_ORIGINS: { default: DEFAULT_CORS_ORIGINS, description: 'comma-separated front-end origins' },
  TRUST_PROXY: {
    default: '',
    description: 'comma-separated addresses/CIDRs of reverse proxies in front of the gateway whose X-Forwarded-For is believed; empty = none',
  },
  SESSION_CACHE_TTL_MS: { default: '3000', description: "how long a user's access state is trusted without a users-sites.user.updated event (worst-case revocation delay)" },
  SESSION_CACHE_MAX: { default: '10000', description: 'users whose access state the gateway keeps cached' },
  MAX_QUERY_DEPTH: { default: '12' },
  MAX_QUERY_ALIASES: { default: '30' },
  MAX_QUERY_COST: { default: '1000000', description: 'most one GraphQL operation may cost (fields × the rows they ask for; see security/query-cost.ts)' },
  QUERY_COST_BUDGET: { default: '300000', description: 'values (fields and list items) one user, or one address signed out, may receive per QUERY_COST_WINDOW_S; past it: 429 with Retry-After' },
  QUERY_COST_WINDOW_S: { default: '60', description: 'the window of QUERY_COST_BUDGET, in seconds' },
  GATEWAY_BODY_LIMIT: { default: '3mb', description: 'largest GraphQL request body (saving 1296 variants is ~0.75 MB)' },
  POD_DEBUG_ERRORS: { default: '', description: 'developer flag: 1 = error responses carry stack traces and unmasked messages' },
  NODE_ENV: { default: 'development' },
  LOG_LEVEL: { default: 'info' },
} satisfies EnvSpec;

export interface GatewayConfig {
  port: number;
  host: string;
  jwtSecret: string;
  internalSecret: string;
  subgraphs: Array<{ name: ServiceName; url: string }>;
  supergraphPath: string | null;
  pollIntervalMs: number | null;
  subgraphWaitMs: number;
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For names the client; false = the socket address is the client. */
  trustProxy: string[] | false;
  sessionCacheTtlMs: number;
  sessionCacheMax: number;
  maxDepth: number;
  maxAliases: number;
  /** Per-operation cost bound and per-caller budget (security/query-cost.ts). */
  queryCost: { maxCost: number; budget: number; budgetWindowSeconds: number };
  /** express.json's limit for /graphql (a bytes string such as 3mb). */
  bodyLimit: string;
  /** POD_DEBUG_ERRORS=1 only: stack traces and unmasked errors in responses. */
  debugErrors: boolean;
  production: boolean;
  /** NODE_ENV=development: anonymous introspection stays open. */
  development: boolean;
  logLevel: string;
}

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`gateway: ${name} must be a positive whole number`);
  return n;
}

/** The gateway's only reader of its environment (an explicit env object, so tests and the launcher inject it). */
export function loadGatewayConfig(env: Record<string, string | undefined>): GatewayConfig {
  const vars = readEnv('gateway', GATEWAY_ENV, env) as Record<string, string>;
  const production = vars.NODE_ENV === 'production';
  const poll = vars.SUPERGRAPH_POLL_MS === '' ? (production ? 0 : 10_000) : Number(vars.SUPERGRAPH_POLL_MS);
  return {
    port: Number(vars.GATEWAY_PORT),
    host: vars.GATEWAY_HOST,
    jwtSecret: vars.JWT_SECRET,
    internalSecret: vars.INTERNAL_SECRET,
    subgraphs: SERVICE_NAMES.map((name) => ({ name, url: vars[subgraphUrlVariable(name)] })).filter((s) => s.url !== ''),
    supergraphPath: vars.SUPERGRAPH_PATH || null,
    pollIntervalMs: poll > 0 ? poll : null,
    subgraphWaitMs: Number(vars.SUBGRAPH_WAIT_MS),
    corsOrigins: vars.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: parseTrustedProxies(vars.TRUST_PROXY),
    sessionCacheTtlMs: positiveInteger('SESSION_CACHE_TTL_MS', vars.SESSION_CACHE_TTL_MS),
    sessionCacheMax: positiveInteger('SESSION_CACHE_MAX', vars.SESSION_CACHE_MAX),
    maxDepth: Number(vars.MAX_QUERY_DEPTH),
    maxAliases: Number(vars.MAX_QUERY_ALIASES),
    queryCost: {
      maxCost: positiveInteger('MAX_QUERY_COST', vars.MAX_QUERY_COST),
      budget: positiveInteger('QUERY_COST_BUDGET', vars.QUERY_COST_BUDGET),
      budgetWindowSeconds: positiveInteger('QUERY_COST_WINDOW_S', vars.QUERY_COST_WINDOW_S),
    },
    bodyLimit: vars.GATEWAY_BODY_LIMIT,
    debugErrors: vars.POD_DEBUG_ERRORS === '1',
    production,
    development: vars.NODE_ENV === 'development',
    logLevel: vars.LOG_LEVEL,
  };
}
