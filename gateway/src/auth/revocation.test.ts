import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_PASSWORD, DEMO_USERS, TOPICS, type EventEnvelope, type UserUpdatedEvent } from '@pod/contracts';
import { createLogger } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { INTERNAL_SECRET, JWT_SECRET, startTestService, type TestService } from '@pod/users-sites/testing';
import { linkToken, startMailCatcher } from '@pod/users-sites/testing/mail';
import { startGateway, type RunningGateway } from '../index';
import { CLOSE_ACCESS_CHANGED, CLOSE_SESSION_ENDED } from '../live/session-sockets';

/**
 * Revoked access ends at once (issue 8): the real users-sites behind the gateway, sharing an
 * in-process bus. The gateway's session cache is set to ten minutes, so every refusal below
 * comes from `users-sites.user.updated` dropping it (or the session version), never the TTL.
 */
const logger = createLogger('revocation-test', 'silent');
const PASSWORD = 'first-pass-1';

const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id } } }';
const CREATE_USER = 'mutation ($input: UserInput!) { createUser(input: $input) { id } }';
const ACTIVATE = 'mutation ($t: String!) { accountActivation(token: $t) }';
const ME = '{ me { id email } }';
const USERS = '{ users(filter: { limit: 1 }) { count } }';
const SITE_CHANGED = 'subscription { siteChanged { id } }';

type GraphQLBody = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let usersSites: TestService;
let gateway: RunningGateway;
let adminToken: string;
const bus = new InProcessEventBus({ logger });
const clients: Client[] = [];

function gatewayEnv(extra: Record<string, string> = {}) {
  return {
    JWT_SECRET,
    INTERNAL_SECRET,
    USERS_SITES_URL: usersSites.service.url,
    CATALOG_URL: '',
    ORDERS_URL: '',
    ARTWORKS_URL: '',
    MEDIA_URL: '',
    SUPERGRAPH_POLL_MS: '0',
    SESSION_CACHE_TTL_MS: '600000',
    ...extra,
  };
}

beforeAll(async () => {
  mail = await startMailCatcher();
  usersSites = await startTestService({ SMTP_URL: mail.url }, { bus });
  gateway = await startGateway({ env: gatewayEnv(), bus, logger, port: 0 });
  adminToken = await login(DEMO_USERS.admin.email, DEMO_PASSWORD);
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await gateway?.stop();
  await usersSites?.stop();
  await mail?.stop();
  await bus.close();
});

async function post(query: string, variables: Record<string, unknown> = {}, token?: string, url = gateway.url): Promise<{ status: number; body: GraphQLBody }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as GraphQLBody };
}

async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  const { body } = await post(query, variables, adminToken);
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function login(email: string, password: string): Promise<string> {
  const { body } = await post(LOGIN, { email, password });
  expect(body.errors).toBeUndefined();
  return body.data.login.token as string;
}

/** A new, activated account (through the welcome mail) signed in through the gateway. */
async function signedInUser(name: string, roles: string[]) {
  const email = `${name}@revoke.test`;
  const { createUser } = await asAdmin(CREATE_USER, { input: { first_name: name, last_name: 'Test', email, password: PASSWORD, phone: '0123', roles } });
  const welcome = await mail.next(email, /Welcome/);
  expect((await post(ACTIVATE, { t: linkToken(welcome, /\/verify\/([\w-]+)/) })).body.data).toEqual({ accountActivation: true });
  return { id: createUser.id as string, email, token: await login(email, PASSWORD) };
}

/** Retries until `check` holds (the event travels outbox → bus → gateway; the target is 5 s, the bound 10 s for a loaded machine). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value!: T;
  // The last value read comes back even when `check` never held: the caller's assertion names it.
  await vi.waitFor(async () => {
    value = await read();
    if (!check(value)) throw new Error('not yet');
  }, { timeout: 10_000, interval: 25 }).catch(() => undefined);
  return value;
}

/** A live-update socket of this token, subscribed; `closed` resolves with the close code. */
async function openSocket(userId: string, token: string) {
  let closedWith: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: gateway.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (event) => closedWith((event as { code: number }).code) },
  });
  clients.push(client);
  client.subscribe({ query: SITE_CHANGED }, { next: () => undefined, error: () => undefined, complete: () => undefined });
  await eventually(async () => gateway.live.sockets.count(userId), (n) => n > 0);
  expect(gateway.live.sockets.count(userId)).toBe(1);
  return { closed };
}

const codeOf = (body: GraphQLBody) => body.errors?.[0]?.extensions?.code;

describe('revoked access ends at once', () => {
  it('keeps a fine user working, across edits to their profile that leave access alone', async () => {
    const user = await signedInUser('steady', ['Seller']);
    const socket = await openSocket(user.id, user.token);
    expect((await post(ME, {}, user.token)).body.data.me).toEqual({ id: user.id, email: user.email });
    await asAdmin('mutation ($id: ID!) { updateUser(id: $id, input: { first_name: "Still", email: "steady2@revoke.test" }) { id } }', { id: user.id });
    // The event drops the cache; the fresh state carries the new e-mail, and the token still works.
    const me = await eventually(() => post(ME, {}, user.token), (r) => r.body.data?.me?.email === 'steady2@revoke.test');
    expect(me.status).toBe(200);
    expect(me.body.data.me).toEqual({ id: user.id, email: 'steady2@revoke.test' });
    expect(gateway.live.sockets.count(user.id)).toBe(1);
    const stillOpen = await Promise.race([socket.closed, post(ME, {}, user.token).then(() => 'open')]);
    expect(stillOpen).toBe('open');
  });

  it('blocking: the old token gets UNAUTHENTICATED, its socket closes, and unblocking does not revive it', async () => {
    const user = await signedInUser('blocked', ['Seller']);
    const socket = await openSocket(user.id, user.token);
    expect((await post(ME, {}, user.token)).status).toBe(200);
    await asAdmin('mutation ($id: ID!) { blockUser(id: $id, action: "block") { status } }', { id: user.id });

    const refused = await eventually(() => post('mutation { createSite(title: "Blocked shop", platform: "import") { id } }', {}, user.token), (r) => r.status === 401);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);

    await asAdmin('mutation ($id: ID!) { blockUser(id: $id, action: "unblock") { status } }', { id: user.id });
    await eventually(() => login(user.email, PASSWORD).then(() => true, () => false), Boolean);
    expect(codeOf((await post(ME, {}, user.token)).body)).toBe('UNAUTHENTICATED');
    expect((await post(ME, {}, await login(user.email, PASSWORD))).body.data.me.id).toBe(user.id);
  });

  it('deleting: the old token gets UNAUTHENTICATED and its socket closes', async () => {
    const user = await signedInUser('deleted', ['Seller']);
    const socket = await openSocket(user.id, user.token);
    await asAdmin('mutation ($id: ID!) { deleteUser(id: $id) }', { id: user.id });
    const refused = await eventually(() => post('mutation { createSite(title: "Ghost shop", platform: "import") { id } }', {}, user.token), (r) => r.status === 401);
    expect(codeOf(refused.body)).toBe('UNAUTHENTICATED');
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('demoting: the token now carries the current roles (FORBIDDEN for the lost one) and its socket closes to re-subscribe', async () => {
    const user = await signedInUser('demoted', ['Administrator']);
    expect((await post(USERS, {}, user.token)).body.data.users.count).toBeGreaterThan(0);
    const socket = await openSocket(user.id, user.token);
    await asAdmin('mutation ($id: ID!) { updateUser(id: $id, input: { roles: ["Seller"] }) { id } }', { id: user.id });

    const refused = await eventually(() => post(USERS, {}, user.token), (r) => codeOf(r.body) === 'FORBIDDEN');
    expect(codeOf(refused.body)).toBe('FORBIDDEN');
    const level = await post('mutation { createUserLevel(input: { name: "Sneaky", order_total: 1, discount: 1 }) { id } }', {}, user.token);
    expect(codeOf(level.body)).toBe('FORBIDDEN');
    expect(await socket.closed).toBe(CLOSE_ACCESS_CHANGED);
    // Still signed in, as a Seller.
    expect((await post(ME, {}, user.token)).body.data.me.id).toBe(user.id);
  });

  it('changing one\'s password: the old token gets UNAUTHENTICATED and its socket closes; the new sign-in works at once', async () => {
    const user = await signedInUser('changer', ['Seller']);
    const socket = await openSocket(user.id, user.token);
    const changed = await post('mutation ($id: ID!) { changePassword(id: $id, current_password: "first-pass-1", new_password: "second-pass-2") }', { id: user.id }, user.token);
    expect(changed.body.data).toEqual({ changePassword: true });
    // Signed in again before the event may have arrived: the newer session version refreshes the cache.
    const fresh = await login(user.email, 'second-pass-2');
    expect((await post(ME, {}, fresh)).body.data.me.id).toBe(user.id);
    const refused = await eventually(() => post(ME, {}, user.token), (r) => r.status === 401);
    expect(codeOf(refused.body)).toBe('UNAUTHENTICATED');
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);
  });

  it('resetting the password by mail: the old token gets UNAUTHENTICATED and its socket closes', async () => {
    const user = await signedInUser('resetter', ['Seller']);
    const socket = await openSocket(user.id, user.token);
    await post('mutation ($email: String!) { resetPassword(email: $email) }', { email: user.email });
    const token = linkToken(await mail.next(user.email, /Reset your/), /forgot-password\?token=([\w%-]+)/);
    expect((await post('mutation ($token: String!) { resetPasswordByToken(token: $token, pass: "reset-pass-3") }', { token })).body.data).toEqual({ resetPasswordByToken: true });
    const refused = await eventually(() => post(ME, {}, user.token), (r) => r.status === 401);
    expect(codeOf(refused.body)).toBe('UNAUTHENTICATED');
    expect(await socket.closed).toBe(CLOSE_SESSION_ENDED);
  });
});

describe('the session cache', () => {
  it('is dropped by users-sites.user.updated alone, without waiting for its TTL', async () => {
    const user = await signedInUser('cached', ['Seller']);
    expect((await post(ME, {}, user.token)).status).toBe(200);
    // Blocked behind users-sites' back (no event): the cached state still lets the token through…
    await usersSites.service.dataSource.query(`UPDATE "users_sites"."users" SET "status" = false WHERE "id" = $1`, [user.id]);
    expect((await post(ME, {}, user.token)).status).toBe(200);
    // …until the event says the user changed.
    const event: EventEnvelope<UserUpdatedEvent> = {
      id: crypto.randomUUID(),
      type: TOPICS.userUpdated,
      occurredAt: new Date().toISOString(),
      key: user.id,
      version: 1,
      data: { userId: user.id, action: 'blocked', email: user.email, roles: ['Seller'], status: false },
    };
    await bus.publish(TOPICS.userUpdated, [event]);
    const refused = await eventually(() => post(ME, {}, user.token), (r) => r.status === 401);
    expect(codeOf(refused.body)).toBe('UNAUTHENTICATED');
  });

  it('without any event, expires after its TTL so a revoked token still stops', async () => {
    const quiet = await startGateway({ env: gatewayEnv({ SESSION_CACHE_TTL_MS: '200' }), logger, port: 0 });
    try {
      const user = await signedInUser('quiet', ['Seller']);
      expect((await post(ME, {}, user.token, quiet.url)).status).toBe(200);
      await asAdmin('mutation ($id: ID!) { blockUser(id: $id, action: "block") { status } }', { id: user.id });
      const refused = await eventually(() => post(ME, {}, user.token, quiet.url), (r) => r.status === 401);
      expect(codeOf(refused.body)).toBe('UNAUTHENTICATED');
    } finally {
      await quiet.stop();
    }
  });
});
