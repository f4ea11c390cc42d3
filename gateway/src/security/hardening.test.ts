import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gql from 'graphql-tag';
import { pino } from 'pino';
import { createLogger, startSubgraph, type RunningSubgraph, type ServiceContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import WebSocket from 'ws';
import { startGateway, type RunningGateway } from '../index';
import { gatewayTestEnv, mountTestSessionRoute, signTestToken, type TestPerson } from '../live/live-test-kit';

const JWT_SECRET = 'hardening-test-jwt-secret';
const INTERNAL_SECRET = 'hardening-test-internal-secret';
const silent = createLogger('hardening-test', 'silent');
const gatewayLog: string[] = [];
const admin: TestPerson = testUser({ id: '00000000-0000-4000-a000-000000000001', email: 'admin@test', roles: ['Administrator'], isSuperAdmin: true });

let subgraph: RunningSubgraph;
let devGateway: RunningGateway;
let stagingGateway: RunningGateway;
let token: string;

beforeAll(async () => {
  subgraph = await startSubgraph<ServiceContext>({
    name: 'users-sites',
    port: 0,
    internalSecret: INTERNAL_SECRET,
    logger: silent,
    typeDefs: gql`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
      type User @key(fields: "id") { id: ID! }
      type Query { hello: String, boom: String, echo(title: String @limit(maxLength: 20)): String }
    `,
    resolvers: {
      Query: {
        hello: () => 'world',
        boom: () => {
          throw new Error('connect ECONNREFUSED /srv/secret/path.ts:12');
        },
        echo: (_: unknown, args: { title?: string }) => args.title ?? null,
      },
    },
    context: (base) => base,
    ready: async () => true,
    routes: (app) => mountTestSessionRoute(app, INTERNAL_SECRET, [admin]),
  });
  const env = (extra: Record<string, string>) => ({
    ...gatewayTestEnv({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, subgraph),
    GATEWAY_BODY_LIMIT: '64kb',
    ...extra,
  });
  // The embedded default runs in development: the mode where Apollo used to send stack traces.
  devGateway = await startGateway({ env: env({ NODE_ENV: 'development' }), logger: pino({ level: 'error' }, { write: (line: string) => void gatewayLog.push(line) }), port: 0 });
  stagingGateway = await startGateway({ env: env({ NODE_ENV: 'staging' }), logger: silent, port: 0 });
  token = await signTestToken(JWT_SECRET, admin);
});

afterAll(async () => {
  await devGateway?.stop();
  await stagingGateway?.stop();
  await subgraph?.stop();
});

async function send(url: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json: () => JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };
}

const query = (q: string, extra: Record<string, unknown> = {}) => JSON.stringify({ query: q, ...extra });

describe('no internals leak', () => {
  it('sends subgraph errors without stack traces, and an unexpected one as INTERNAL with the correlation id the log carries', async () => {
    const res = await send(devGateway.url, query('{ boom }'), { 'x-request-id': 'corr-1' });
    expect(res.text).not.toMatch(/stacktrace|ECONNREFUSED|\/srv\/|\.ts:\d/);
    const error = res.json().errors?.[0];
    expect(error).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL', correlationId: 'corr-1' } });
    const invalid = await send(devGateway.url, query('{ echo(title: "this title is far too long") }'));
    expect(invalid.text).not.toMatch(/stacktrace/);
    expect(invalid.json().errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
  });

  it('logs a gateway-side failure with its trace under the same correlation id it returns', async () => {
    // A gateway whose subgraph is unreachable: the failure happens in the gateway itself.
    const dir = await mkdtemp(join(tmpdir(), 'pod-hardening-'));
    const supergraphPath = join(dir, 'supergraph.graphql');
    await writeFile(supergraphPath, devGateway.supergraphSdl());
    const orphan = await startGateway({
      env: { JWT_SECRET, INTERNAL_SECRET, SUPERGRAPH_PATH: supergraphPath, USERS_SITES_URL: 'http://127.0.0.1:9/graphql', CATALOG_URL: '', ORDERS_URL: '', ARTWORKS_URL: '', MEDIA_URL: '', NODE_ENV: 'development' },
      logger: pino({ level: 'error' }, { write: (line: string) => void gatewayLog.push(line) }),
      port: 0,
    });
    try {
      const res = await send(orphan.url, query('{ hello }'), { 'x-request-id': 'corr-2' });
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/stacktrace|ECONNREFUSED|127\.0\.0\.1/);
      expect(res.json().errors?.[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL', correlationId: 'corr-2' } });
      const logged = gatewayLog.map((line) => JSON.parse(line)).find((entry) => entry.requestId === 'corr-2');
      expect(JSON.stringify(logged)).toMatch(/ECONNREFUSED/);
    } finally {
      await orphan.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers malformed requests with 400 JSON, never 500 or an HTML page', async () => {
    const cases: Array<[string, string, Record<string, string>?]> = [
      ['invalid JSON', '{"query": "{ hello }"'],
      ['unknown operationName', query('query A { hello }', { operationName: 'B' })],
      ['two anonymous operations', query('{ hello } { boom }')],
      ['a subscription over HTTP', query('subscription { siteChanged { id } }')],
      ['a body that is not JSON', '{ hello }', { 'content-type': 'text/plain' }],
      ['a body nested 20,000 deep', `{"query":"{ hello }","variables":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`],
      ['a document nested 20,000 deep', query(`{ echo(title: ${'['.repeat(20_000)}"x"${']'.repeat(20_000)}) }`)],
    ];
    for (const [name, body, headers] of cases) {
      const res = await send(devGateway.url, body, headers);
      expect(`${res.status} ${res.text}`, name).toMatch(/^400 /);
      expect(res.contentType, name).toMatch(/application\/json/);
      expect(res.json().errors?.[0]?.extensions?.code, name).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const res = await send(devGateway.url, query('{ hello }', { variables: { pad: 'x'.repeat(100 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ errors: [{ message: 'The request is too large', extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('closes a live-update socket that sends a message over 64 KB', async () => {
    const socket = new WebSocket(devGateway.wsUrl, 'graphql-transport-ws');
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(1024 * 1024) } }));
    expect(await closed).toBe(1009);
  });

  it('lets only signed-in users introspect outside development', async () => {
    const introspect = query('{ __schema { queryType { name } } }');
    expect((await send(devGateway.url, introspect)).json().data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const anonymous = await send(stagingGateway.url, introspect);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await send(stagingGateway.url, query('{ __type(name: "Query") { name } }'))).json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await send(stagingGateway.url, introspect, { authorization: `Bearer ${token}` })).json().data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await send(stagingGateway.url, query('{ __typename hello }'))).json().data).toEqual({ __typename: 'Query', hello: 'world' });
  });
});
