import { DEMO_USERS } from '@pod/contracts';
import type { EventBus } from '@pod/service-kit/events';
import { startServiceForTest, TEST_INTERNAL_SECRET, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startUsersSitesService, type RunningUsersSites } from '../index';

export { freePort } from '@pod/service-kit/testing';

export const INTERNAL_SECRET = TEST_INTERNAL_SECRET;
export const JWT_SECRET = 'test-jwt-secret';
export const APP_URL = 'http://app.test';

/** The demo accounts as the gateway would pass them (the admin is the super admin). */
export const as = {
  admin: testUser(DEMO_USERS.admin),
  seller: testUser(DEMO_USERS.seller),
  supplier: testUser(DEMO_USERS.supplier),
  supporter: testUser(DEMO_USERS.supporter),
  listing: testUser(DEMO_USERS.listing),
};

/** users-sites under test; `call`'s fourth argument is the client address (x-client-ip). */
export type TestService = ServiceUnderTest<RunningUsersSites>;

/** Starts the real service on a fresh database (PostgreSQL with DATABASE_URL, else PGlite). */
export function startTestService(env: Record<string, string> = {}, options: { bus?: EventBus; port?: number } = {}): Promise<TestService> {
  return startServiceForTest(SERVICE_NAME, startUsersSitesService, {
    env: { JWT_SECRET, APP_URL, ...env },
    bus: options.bus,
    port: options.port,
    // Sign-in throttling counts per address: every call comes from one documentation address.
    clientIp: '198.51.100.1',
  });
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
