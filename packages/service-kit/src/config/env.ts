/**
 * The one reader of process.env for a service: each variable is declared once with a default
 * or as required, and a missing required variable fails start-up naming it.
 */
export type EnvSpec = Record<string, { default?: string; required?: boolean; description?: string }>;

export class MissingEnvError extends Error {
  constructor(readonly names: string[], service: string) {
    super(`${service}: missing required environment variable${names.length > 1 ? 's' : ''} ${names.join(', ')}`);
  }
}

export function readEnv<S extends EnvSpec>(
  service: string,
  spec: S,
  source: Record<string, string | undefined> = process.env,
): { [K in keyof S]: string } {
  const out: Record<string, string> = {};
  const missing: string[] = [];
  for (const [name, def] of Object.entries(spec)) {
    const value = source[name] ?? def.default;
    if (value === undefined || value === '') {
      if (def.required) missing.push(name);
      out[name] = '';
    } else out[name] = value;
  }
  if (missing.length) throw new MissingEnvError(missing, service);
  return out as { [K in keyof S]: string };
}

/** Variables every subgraph reads. */
export const COMMON_SERVICE_ENV = {
  DATABASE_URL: { required: true, description: 'PostgreSQL connection string' },
  INTERNAL_SECRET: { required: true, description: 'HMAC key the gateway signs user context with' },
  KAFKA_BROKERS: { default: '', description: 'comma-separated brokers; empty means the in-process bus' },
  EVENT_BUS: { default: '', description: 'kafka | ipc | in-process; empty = kafka when KAFKA_BROKERS is set, else in-process (the embedded launcher sets ipc for its children)' },
  LOG_LEVEL: { default: 'info' },
  POD_DEBUG_ERRORS: { default: '', description: 'developer flag: 1 = error responses carry stack traces and unmasked messages' },
} satisfies EnvSpec;

/** A subgraph URL without /graphql: where its /internal routes live (`ARTWORKS_URL` → base). */
export function serviceBaseUrl(graphqlUrl: string): string {
  return graphqlUrl.replace(/\/graphql\/?$/, '').replace(/\/+$/, '');
}
