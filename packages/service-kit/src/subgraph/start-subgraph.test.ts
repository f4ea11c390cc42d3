import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gql from 'graphql-tag';
import { createLogger } from '../logging/logger';
import { startSubgraph, type RunningSubgraph } from './start-subgraph';
import { requirePermission, type ServiceContext } from '../auth/authorize';
import { badInput } from '../errors/graphql-errors';
import { subgraphClient } from '../testing/subgraph-client';

const secret = 'test-secret';
let subgraph: RunningSubgraph;

beforeAll(async () => {
  subgraph = await startSubgraph<ServiceContext>({
    name: 'probe',
    port: 0,
    internalSecret: secret,
    logger: createLogger('probe', 'silent'),
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
afterAll(() => subgraph.stop());

const admin = { id: '1', email: 'a@x', roles: ['Administrator'], isSuperAdmin: false, siteId: null };
const seller = { id: '2', email: 's@x', roles: ['Seller'], isSuperAdmin: false, siteId: null };

describe('subgraph bootstrap', () => {
  it('refuses requests the gateway did not sign', async () => {
    const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ whoami }' }) });
    expect(res.status).toBe(401);
    const forged = subgraphClient(subgraph.url, 'wrong-secret');
    await expect(forged('{ whoami }')).resolves.toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
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

  it('serves health and readiness', async () => {
    const base = subgraph.url.replace('/graphql', '');
    expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ status: 'ok' });
    expect((await fetch(`${base}/ready`)).status).toBe(200);
  });
});
