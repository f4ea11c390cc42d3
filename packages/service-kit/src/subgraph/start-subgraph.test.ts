import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gql from 'graphql-tag';
import { pino } from 'pino';
import { signUserContext } from '../auth/user-context';
import { startSubgraph, type RunningSubgraph } from './start-subgraph';
import { requirePermission, type ServiceContext } from '../auth/authorize';
import { badInput } from '../errors/graphql-errors';
import { subgraphClient } from '../testing/subgraph-client';

const secret = 'test-secret';
let subgraph: RunningSubgraph;
const logLines: string[] = [];
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  // Apollo shows stack traces by default in development, the mode the embedded default runs in.
  process.env.NODE_ENV = 'development';
  subgraph = await startSubgraph<ServiceContext>({
    name: 'probe',
    port: 0,
    internalSecret: secret,
    logger: pino({ level: 'error' }, { write: (line: string) => void logLines.push(line) }),
    typeDefs: gql`
      type Query { whoami: String, adminOnly: String, invalid: String, boom: String }
    `,
    resolvers: {
      Query: {
        whoami: (_: unknown, __: unknown, ctx: ServiceContext) => ctx.user?.email ?? 'anonymous',
        adminOnly: (_: unknown, __: unknown, ctx: ServiceContext) => requirePermission(ctx, 'users.manage').email,
        invalid: () => { throw badInput('Please input title', 'title'); },
        boom: () => { throw new Error('database password is hunter2'); },
      },
    },
    context: (base) => base,
    ready: async () => true,
  });
});
afterAll(async () => {
  process.env.NODE_ENV = nodeEnv;
  await subgraph.stop();
});

const admin = { id: '1', email: 'a@x', roles: ['Administrator'], isSuperAdmin: false, siteId: null };
const seller = { id: '2', email: 's@x', roles: ['Seller'], isSuperAdmin: false, siteId: null };

describe('subgraph bootstrap', () => {
  it('refuses requests the gateway did not sign', async () => {
    const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ whoami }' }) });
    expect(res.status).toBe(401);
    const forged = subgraphClient(subgraph.url, 'wrong-secret');
    await expect(forged('{ whoami }')).resolves.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('keeps idle connections open longer than its clients do, so a reused socket is never reset under them', async () => {
    const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json', ...signUserContext(null, secret) }, body: JSON.stringify({ query: '{ whoami }' }) });
    await res.arrayBuffer();
    // undici (fetch, and the gateway's data sources) drops an idle socket after 4 s; Node's default 5 s
    // is too close: on a loaded machine the server's timer fired first and a call met ECONNRESET
    const timeout = Number(/timeout=(\d+)/.exec(res.headers.get('keep-alive') ?? '')?.[1]);
    expect(timeout).toBeGreaterThanOrEqual(60);
  });

  it('passes the signed user to resolvers and enforces the permission matrix', async () => {
    const call = subgraphClient(subgraph.url, secret);
    expect((await call('{ whoami }', {}, admin)).data).toEqual({ whoami: 'a@x' });
    expect((await call('{ adminOnly }', {}, admin)).data).toEqual({ adminOnly: 'a@x' });
    expect((await call('{ adminOnly }', {}, seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call('{ adminOnly }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps user-facing errors and masks unexpected ones', async () => {
    const call = subgraphClient(subgraph.url, secret);
    const invalid = await call('{ invalid }');
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Please input title', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
    const boom = await call('{ boom }');
    expect(boom.errors?.[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL' } });
  });

  it('sends no stack trace, in development too', async () => {
    const call = subgraphClient(subgraph.url, secret);
    for (const query of ['{ invalid }', '{ boom }', '{ nope }']) {
      const { errors } = await call(query);
      expect(errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(errors)).not.toMatch(/stacktrace|\.ts:\d|node_modules|at /);
    }
  });

  it('gives an unexpected error the request id as correlation id, and logs the full trace under it', async () => {
    const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'req-42', ...signUserContext(null, secret) }, body: JSON.stringify({ query: '{ boom }' }) });
    const body = (await res.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(body.errors[0].extensions).toEqual({ code: 'INTERNAL', correlationId: 'req-42' });
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.requestId === 'req-42');
    expect(logged?.err?.stack).toContain('hunter2');
  });

  it('answers a body that is not JSON, or too large, with 4xx JSON instead of an HTML page', async () => {
    const signed = signUserContext(null, secret);
    const broken = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json', ...signed }, body: '{"query": ' });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('content-type')).toMatch(/json/);
    expect(await broken.json()).toMatchObject({ errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_USER_INPUT' } }] });
    const huge = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json', ...signed }, body: JSON.stringify({ query: '{ whoami }', variables: { pad: 'x'.repeat(5 * 1024 * 1024) } }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ errors: [{ message: 'The request is too large', extensions: { code: 'BAD_USER_INPUT' } }] });
    const text = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'text/plain', ...signed }, body: '{ whoami }' });
    expect(text.status).toBe(400);
    expect(text.headers.get('content-type')).toMatch(/json/);
  });

  it('serves health and readiness', async () => {
    const base = subgraph.url.replace('/graphql', '');
    expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ status: 'ok' });
    expect((await fetch(`${base}/ready`)).status).toBe(200);
  });
});
