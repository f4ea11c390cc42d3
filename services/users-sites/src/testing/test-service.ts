import { DEMO_USERS } from '@pod/contracts';
import { signUserContext, type UserContext } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { createTestDatabase, type GraphQLResponse, type TestDatabase } from '@pod/service-kit/testing';
import { startUsersSitesService, type RunningUsersSites } from '../index';

export { freePort } from '@pod/service-kit/testing';

export const INTERNAL_SECRET = 'test-internal-secret';
export const JWT_SECRET = 'test-jwt-secret';
export const APP_URL = 'http://app.test';

/** The demo accounts as the gateway would pass them. */
export const as = {
  admin: ctxOf(DEMO_USERS.admin, ['Administrator'], true),
  seller: ctxOf(DEMO_USERS.seller, ['Seller']),
  supplier: ctxOf(DEMO_USERS.supplier, ['Supplier']),
  supporter: ctxOf(DEMO_USERS.supporter, ['Supporter']),
  listing: ctxOf(DEMO_USERS.listing, ['Listing']),
};

export function ctxOf(user: { id: string; email: string }, roles: string[], isSuperAdmin = false): UserContext {
  return { id: user.id, email: user.email, roles, isSuperAdmin, siteId: null };
}

export interface TestService {
  service: RunningUsersSites;
  db: TestDatabase;
  /** Calls /graphql as the gateway does; `clientIp` becomes x-client-ip. */
  call<T = any>(query: string, variables?: Record<string, unknown>, user?: UserContext | null, clientIp?: string): Promise<GraphQLResponse<T> & { errors?: Array<{ message: string; extensions?: Record<string, any> }> }>;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the real service on a fresh database (PostgreSQL with DATABASE_URL, else PGlite). */
export async function startTestService(env: Record<string, string> = {}, options: { bus?: EventBus; port?: number } = {}): Promise<TestService> {
  const db = await createTestDatabase();
  const service = await startUsersSitesService({
    env: { DATABASE_URL: db.url, INTERNAL_SECRET, JWT_SECRET, APP_URL, LOG_LEVEL: 'silent', ...env },
    port: options.port ?? 0,
    bus: options.bus,
  });
  return {
    service,
    db,
    baseUrl: service.url.replace(/\/graphql$/, ''),
    async call(query, variables = {}, user = null, clientIp = '198.51.100.1') {
      const res = await fetch(service.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signUserContext(user, INTERNAL_SECRET, { clientIp }) },
        body: JSON.stringify({ query, variables }),
      });
      return res.json() as never;
    },
    async stop() {
      await service.stop();
      await db.dispose();
    },
  };
}

/** Polls until `check` returns a value (no fixed sleeps in assertions). */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
