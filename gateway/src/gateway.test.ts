import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gql from 'graphql-tag';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { TOPICS, type EventEnvelope, type SiteUpdatedEvent } from '@pod/contracts';
import { createLogger, startSubgraph, verifyUserContext, type RunningSubgraph, type ServiceContext, type UserContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { InProcessEventBus } from '@pod/service-kit/events';
import { startGateway, type RunningGateway } from './index';
import { mountTestSessionRoute, signTestToken, until } from './live/live-test-kit';

const JWT_SECRET = 'gateway-test-jwt-secret';
const INTERNAL_SECRET = 'gateway-test-internal-secret';
const logger = createLogger('gateway-test', 'silent');

const admin = testUser({ email: 'admin@test', roles: ['Administrator'], isSuperAdmin: true });
const seller = testUser({ email: 'seller@test', roles: ['Seller'] });
const otherSeller = testUser({ email: 'other@test', roles: ['Seller'] });

const tokenFor = (user: UserContext, options: { secret?: string; expiresIn?: string | number } = {}) =>
  signTestToken(options.secret ?? JWT_SECRET, user, { expiresIn: options.expiresIn });

/** Two tiny federated subgraphs standing in for users-sites (owns User) and catalog (references it). */
async function startTestSubgraphs() {
  const users = await startSubgraph<ServiceContext>({
    name: 'users-sites',
    port: 0,
    internalSecret: INTERNAL_SECRET,
    logger,
    typeDefs: gql`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
      type User @key(fields: "id") { id: ID! email: String! }
      type GatewayTestContextEcho {
        user_id: ID
        email: String
        roles: [String!]!
        is_supper_admin: Boolean!
        site_id: ID
        request_id: String!
        client_ip: String!
      }
      type GatewayTestNode { id: ID! child: GatewayTestNode }
      type Query { whoami: GatewayTestContextEcho! node: GatewayTestNode }
    `,
    resolvers: {
      Query: {
        whoami: (_: unknown, __: unknown, ctx: ServiceContext) => ({
          user_id: ctx.user?.id ?? null,
          email: ctx.user?.email ?? null,
          roles: ctx.user?.roles ?? [],
          is_supper_admin: ctx.user?.isSuperAdmin ?? false,
          site_id: ctx.user?.siteId ?? null,
          request_id: ctx.requestId,
          client_ip: ctx.clientIp,
        }),
        node: () => ({ id: '1' }),
      },
      GatewayTestNode: { child: (node: { id: string }) => ({ id: String(Number(node.id) + 1) }) },
      User: {
        __resolveReference: (ref: { id: string }, ctx: ServiceContext) => ({ id: ref.id, email: ctx.user ? `${ref.id}@users` : 'hidden' }),
      },
    },
    context: (base) => base,
    ready: async () => true,
    routes: (app) => mountTestSessionRoute(app, INTERNAL_SECRET, [admin, seller, otherSeller]),
  });
  const catalog = await startSubgraph<ServiceContext>({
    name: 'catalog',
    port: 0,
    internalSecret: INTERNAL_SECRET,
    logger,
    typeDefs: gql`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
      type User @key(fields: "id", resolvable: false) { id: ID! }
      type GatewayTestProduct { id: ID! owner: User! }
      type Query { gatewayTestProducts: [GatewayTestProduct!]! }
    `,
    resolvers: {
      Query: {
        gatewayTestProducts: (_: unknown, __: unknown, ctx: ServiceContext) => (ctx.user ? [{ id: 'p1', owner: { id: ctx.user.id } }] : []),
      },
    },
    context: (base) => base,
    ready: async () => true,
    // Stands in for a REST route reached through the gateway's proxy.
    routes: (app) => {
      app.get('/rest/echo', (req, res) => {
        const verified = verifyUserContext(req.headers, INTERNAL_SECRET);
        res.json({ verified: verified.ok, user: verified.ok ? verified.user : null, path: req.originalUrl });
      });
    },
  });
  return { users, catalog };
}

function gatewayEnv(subgraphs: { users: RunningSubgraph; catalog: RunningSubgraph }, extra: Record<string, string> = {}) {
  return {
    JWT_SECRET,
    INTERNAL_SECRET,
    USERS_SITES_URL: subgraphs.users.url,
    CATALOG_URL: subgraphs.catalog.url,
    ORDERS_URL: '',
    ARTWORKS_URL: '',
    MEDIA_URL: '',
    SUPERGRAPH_POLL_MS: '0',
    MAX_QUERY_DEPTH: '6',
    MAX_QUERY_ALIASES: '3',
    ...extra,
  };
}

let subgraphs: Awaited<ReturnType<typeof startTestSubgraphs>>;
let gateway: RunningGateway;
let productionGateway: RunningGateway;
const bus = new InProcessEventBus({ logger });

beforeAll(async () => {
  subgraphs = await startTestSubgraphs();
  gateway = await startGateway({ env: gatewayEnv(subgraphs), bus, logger, port: 0 });
  productionGateway = await startGateway({ env: gatewayEnv(subgraphs, { NODE_ENV: 'production' }), logger, port: 0 });
});

afterAll(async () => {
  await gateway?.stop();
  await productionGateway?.stop();
  await subgraphs?.users.stop();
  await subgraphs?.catalog.stop();
  await bus.close();
});

async function post(url: string, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };
}

const WHOAMI = '{ whoami { user_id email roles is_supper_admin site_id request_id client_ip } }';

describe('gateway authentication', () => {
  it('passes anonymous requests through as an anonymous (still signed) user', async () => {
    const { status, body } = await post(gateway.url, WHOAMI);
    expect(status).toBe(200);
    expect(body.data.whoami).toMatchObject({ user_id: null, roles: [], is_supper_admin: false });
  });

  it('verifies the token and forwards the signed user, current site, request id and client address', async () => {
    const siteId = randomUUID();
    const { status, body, headers } = await post(gateway.url, WHOAMI, {
      authorization: `Bearer ${await tokenFor(admin)}`,
      'x-site-id': siteId,
      'x-request-id': 'req-123',
    });
    expect(status).toBe(200);
    expect(headers.get('x-request-id')).toBe('req-123');
    expect(body.data.whoami).toEqual({
      user_id: admin.id,
      email: admin.email,
      roles: ['Administrator'],
      is_supper_admin: true,
      site_id: siteId,
      request_id: 'req-123',
      client_ip: expect.stringMatching(/127\.0\.0\.1/),
    });
  });

  it('takes the client address from the socket, not from a client-sent X-Forwarded-For (no proxy trusted by default)', async () => {
    const { body } = await post(gateway.url, WHOAMI, { 'x-forwarded-for': '203.0.113.9', 'x-client-ip': '203.0.113.10' });
    expect(body.data.whoami.client_ip).toMatch(/127\.0\.0\.1/);
  });

  it('believes X-Forwarded-For only from a proxy TRUST_PROXY lists', async () => {
    const behindProxy = await startGateway({ env: gatewayEnv(subgraphs, { TRUST_PROXY: '127.0.0.1/32, ::1' }), logger, port: 0 });
    try {
      const { body } = await post(behindProxy.url, WHOAMI, { 'x-forwarded-for': '203.0.113.9' });
      expect(body.data.whoami.client_ip).toBe('203.0.113.9');
    } finally {
      await behindProxy.stop();
    }
  });

  it('ignores an x-site-id that is not an id', async () => {
    const { body } = await post(gateway.url, WHOAMI, { authorization: `Bearer ${await tokenFor(seller)}`, 'x-site-id': "1' OR 1=1" });
    expect(body.data.whoami).toMatchObject({ user_id: seller.id, site_id: null });
  });

  it('refuses an expired token with UNAUTHENTICATED', async () => {
    const expired = await tokenFor(seller, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const { status, body } = await post(gateway.url, WHOAMI, { authorization: `Bearer ${expired}` });
    expect(status).toBe(401);
    expect(body.errors?.[0]).toMatchObject({ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a forged or malformed token with UNAUTHENTICATED', async () => {
    const forged = await tokenFor(admin, { secret: 'not-the-secret' });
    for (const authorization of [`Bearer ${forged}`, 'Bearer not.a.jwt', 'Basic abc']) {
      const { status, body } = await post(gateway.url, WHOAMI, { authorization });
      expect(status).toBe(401);
      expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    // alg "none" with the right claims must not pass either.
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: admin.id, roles: ['Administrator'], sa: true, exp: Date.now() / 1000 + 3600 })).toString('base64url');
    expect((await post(gateway.url, WHOAMI, { authorization: `Bearer ${header}.${payload}.` })).status).toBe(401);
  });
});

describe('federation through the gateway', () => {
  it('plans across subgraphs, each receiving the signed user', async () => {
    const { body } = await post(gateway.url, '{ gatewayTestProducts { id owner { id email } } }', { authorization: `Bearer ${await tokenFor(seller)}` });
    expect(body.errors).toBeUndefined();
    expect(body.data.gatewayTestProducts).toEqual([{ id: 'p1', owner: { id: seller.id, email: `${seller.id}@users` } }]);
  });

  it('subgraphs refuse calls that did not come through the gateway', async () => {
    const direct = await post(subgraphs.users.url, WHOAMI);
    expect(direct.status).toBe(401);
    expect(direct.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Headers copied from a browser (no valid signature) do not help either.
    const spoofed = await post(subgraphs.users.url, WHOAMI, { 'x-pod-user': Buffer.from(JSON.stringify({ id: admin.id, roles: ['Administrator'] })).toString('base64url'), 'x-pod-ts': String(Date.now()), 'x-pod-signature': 'x' });
    expect(spoofed.status).toBe(401);
  });

  it('proxies REST paths to the owning service with the signed user', async () => {
    const res = await fetch(gateway.url.replace('/graphql', '/rest/echo?x=1'), { headers: { authorization: `Bearer ${await tokenFor(seller)}`, 'x-pod-user': 'spoofed' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ verified: true, user: { id: seller.id, roles: ['Seller'] }, path: '/rest/echo?x=1' });
    const anonymous = await (await fetch(gateway.url.replace('/graphql', '/rest/echo'))).json();
    expect(anonymous).toMatchObject({ verified: true, user: null });
    const forged = await fetch(gateway.url.replace('/graphql', '/rest/echo'), { headers: { authorization: 'Bearer forged' } });
    expect(forged.status).toBe(401);
  });
});

describe('query guards', () => {
  it('rejects documents deeper than the depth limit before calling a subgraph', async () => {
    const ok = await post(gateway.url, '{ node { child { child { child { id } } } } }');
    expect(ok.body.errors).toBeUndefined();
    const deep = await post(gateway.url, '{ node { child { child { child { child { child { child { id } } } } } } } }');
    expect(deep.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('depth limit'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('rejects documents with more aliases than the alias limit', async () => {
    const ok = await post(gateway.url, '{ a: whoami { user_id } b: whoami { user_id } }');
    expect(ok.body.errors).toBeUndefined();
    const many = await post(gateway.url, '{ a: whoami { user_id } b: whoami { user_id } c: whoami { user_id } d: whoami { user_id } }');
    expect(many.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('Aliases limit'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('serves introspection in development and refuses it in production', async () => {
    const dev = await post(gateway.url, '{ __schema { queryType { name } } }');
    expect(dev.body.data.__schema.queryType.name).toBe('Query');
    const prod = await post(productionGateway.url, '{ __schema { queryType { name } } }');
    expect(prod.body.data).toBeUndefined();
    expect(prod.body.errors?.[0].message).toMatch(/introspection/i);
  });
});

describe('supergraph file', () => {
  it('serves a supergraph SDL file (SUPERGRAPH_PATH) with subgraph URLs from the environment', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pod-supergraph-'));
    const file = join(dir, 'supergraph.graphql');
    await writeFile(file, gateway.supergraphSdl());
    const fromFile = await startGateway({ env: gatewayEnv(subgraphs, { SUPERGRAPH_PATH: file }), logger, port: 0 });
    try {
      const { body } = await post(fromFile.url, '{ gatewayTestProducts { owner { email } } }', { authorization: `Bearer ${await tokenFor(seller)}` });
      expect(body.data.gatewayTestProducts).toEqual([{ owner: { email: `${seller.id}@users` } }]);
    } finally {
      await fromFile.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('http surface', () => {
  it('answers health and readiness', async () => {
    const base = gateway.url.replace('/graphql', '');
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok', service: 'gateway' });
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { supergraph: true, 'users-sites': true, catalog: true, bus: true } });
  });

  it('allows the front-end origins with credentials and nobody else', async () => {
    const preflight = (origin: string) =>
      fetch(gateway.url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-site-id' } });
    const allowed = await preflight('http://localhost:3002');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-site-id');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('live updates over graphql-ws', () => {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const client of clients) await client.dispose();
  });

  function connect(token: string) {
    const client = createClient({ url: gateway.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: false });
    clients.push(client);
    return client;
  }

  function collect(client: Client, query: string) {
    const received: any[] = [];
    const errors: unknown[] = [];
    client.on('closed', (e) => errors.push(e));
    client.subscribe({ query }, { next: (value) => received.push(value), error: (error) => errors.push(error), complete: () => undefined });
    return { received, errors };
  }

  function siteEvent(owner: { id: string }, title: string): EventEnvelope<SiteUpdatedEvent> {
    const siteId = randomUUID();
    return { id: randomUUID(), type: TOPICS.siteUpdated, occurredAt: new Date().toISOString(), key: siteId, version: 1, data: { siteId, userId: owner.id, action: 'verified', title, verified: true } };
  }

  const SITE_CHANGED = 'subscription { siteChanged { id user_id action title verified occurred_at } }';

  it('delivers a site event to its owner and to staff, not to another seller', async () => {
    const ownerFeed = collect(connect(await tokenFor(seller)), SITE_CHANGED);
    const otherFeed = collect(connect(await tokenFor(otherSeller)), SITE_CHANGED);
    const staffFeed = collect(connect(await tokenFor(admin)), SITE_CHANGED);
    await until(() => gateway.live.hub.listenerCount(TOPICS.siteUpdated) === 3, 'three subscriptions');

    const ownersEvent = siteEvent(seller, 'Owner shop');
    const othersEvent = siteEvent(otherSeller, 'Other shop');
    await bus.publish(TOPICS.siteUpdated, [ownersEvent, othersEvent]);

    await until(() => staffFeed.received.length === 2 && ownerFeed.received.length === 1 && otherFeed.received.length === 1, 'deliveries');
    expect(ownerFeed.received[0].data.siteChanged).toEqual({
      id: ownersEvent.data.siteId,
      user_id: seller.id,
      action: 'verified',
      title: 'Owner shop',
      verified: true,
      occurred_at: ownersEvent.occurredAt,
    });
    expect(otherFeed.received.map((r) => r.data.siteChanged.title)).toEqual(['Other shop']);
    expect(staffFeed.received.map((r) => r.data.siteChanged.title).sort()).toEqual(['Other shop', 'Owner shop']);
    expect([ownerFeed, otherFeed, staffFeed].flatMap((f) => f.errors)).toEqual([]);
  });

  it('closes connections whose token is missing, forged or expired', async () => {
    const closeCodeFor = (params: Record<string, unknown>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(gateway.wsUrl, 'graphql-transport-ws');
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: params })));
        socket.on('close', (code) => resolve(code));
      });
    expect(await closeCodeFor({})).toBe(4403);
    expect(await closeCodeFor({ authorization: `Bearer ${await tokenFor(admin, { secret: 'forged' })}` })).toBe(4403);
    expect(await closeCodeFor({ authorization: `Bearer ${await tokenFor(admin, { expiresIn: Math.floor(Date.now() / 1000) - 5 })}` })).toBe(4403);
  });
});
