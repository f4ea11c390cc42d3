import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import gql from 'graphql-tag';
import { createLogger, startSubgraph, type RunningSubgraph, type ServiceContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { loadGatewayConfig } from '../config';
import { startGateway, type RunningGateway } from '../index';
import { gatewayTestEnv, mountTestSessionRoute, signTestToken } from '../live/live-test-kit';
import { clientOperations, sampleVariables } from '../testing/client-operations';
import { ALL_ROWS_ITEMS, countValues, operationCost, UNSIZED_LIST_ITEMS } from './query-cost';

const supergraph = buildSchema(readFileSync(new URL('../generated/schema.graphql', import.meta.url), 'utf8'));
const defaults = loadGatewayConfig({ JWT_SECRET: 'x', INTERNAL_SECRET: 'y' }).queryCost;

/** The shape issue 21 measured: 30 aliases of every order there is. */
const thirtyAllOrders = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: orders(filter: { limit: -1 }) { count hits { id status first_name last_name email phone address1 city country created_at } }`).join(' ')} }`;

describe('operationCost', () => {
  it('charges the rows a field asks for: a page of 20 orders, all orders, thirty times all orders', () => {
    const cost = (query: string) => operationCost(supergraph, parse(query));
    const page = cost('{ orders(filter: { limit: 20 }) { count hits { id status } } }');
    const all = cost('{ orders(filter: { limit: -1 }) { count hits { id status } } }');
    // count (1) + hits (1 + 10 items × 2 fields) = 22 per tenth of the page asked for.
    expect(page).toBe(1 + (20 / UNSIZED_LIST_ITEMS) * 22);
    expect(all).toBe(1 + (ALL_ROWS_ITEMS / UNSIZED_LIST_ITEMS) * 22);
    expect(cost(thirtyAllOrders)).toBeGreaterThan(29 * cost('{ orders(filter: { limit: -1 }) { count hits { id status first_name last_name email phone address1 city country created_at } } }'));
  });

  it('keeps every operation the front ends send well within one operation\'s bound', () => {
    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(100);
    const costs = operations.map((op) => ({ op: `${op.workspace} ${op.name}`, cost: operationCost(supergraph, op.document, sampleVariables(supergraph, op.document)) }));
    for (const { op, cost } of costs) expect(cost, op).toBeLessThanOrEqual(defaults.maxCost);
    const heaviest = Math.max(...costs.map((c) => c.cost));
    expect(heaviest).toBeLessThan(defaults.maxCost / 2);
  });

  it('does not multiply a tree by its depth: a category\'s children split what the root list counted', () => {
    const levels = (depth: number): string => (depth === 0 ? 'id title' : `id title children { ${levels(depth - 1)} }`);
    const shallow = operationCost(supergraph, parse(`{ clipartCategories { hits { ${levels(1)} } } }`));
    const deep = operationCost(supergraph, parse(`{ clipartCategories { hits { ${levels(8)} } } }`));
    expect(deep).toBeLessThan(shallow * 8);
  });
});

describe('the gateway\'s cost budget', () => {
  const JWT_SECRET = 'query-cost-test-jwt';
  const INTERNAL_SECRET = 'query-cost-test-internal';
  const heavy = testUser({ email: 'heavy@test', roles: ['Seller'] });
  const other = testUser({ email: 'other@test', roles: ['Seller'] });
  let subgraph: RunningSubgraph;
  let gateway: RunningGateway;
  let resolved = 0;

  beforeAll(async () => {
    subgraph = await startSubgraph<ServiceContext>({
      name: 'users-sites',
      port: 0,
      internalSecret: INTERNAL_SECRET,
      logger: createLogger('query-cost-test', 'silent'),
      typeDefs: gql`
        extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
        input CostTestFilter { limit: Int }
        type CostTestRow { id: ID! title: String! }
        type CostTestPage { count: Int! hits: [CostTestRow!]! }
        type Query { me: String rows(filter: CostTestFilter): CostTestPage! }
      `,
      resolvers: {
        Query: {
          me: (_: unknown, __: unknown, ctx: ServiceContext) => ctx.user?.email ?? null,
          rows: (_: unknown, args: { filter?: { limit?: number } }) => {
            resolved += 1;
            const size = Math.max(0, args.filter?.limit ?? 10);
            return { count: size, hits: Array.from({ length: size }, (_, i) => ({ id: String(i), title: `row ${i}` })) };
          },
        },
      },
      context: (base) => base,
      ready: async () => true,
      routes: (app) => mountTestSessionRoute(app, INTERNAL_SECRET, [heavy, other]),
    });
    gateway = await startGateway({
      env: { ...gatewayTestEnv({ jwtSecret: JWT_SECRET, internalSecret: INTERNAL_SECRET }, subgraph), MAX_QUERY_COST: '2000', QUERY_COST_BUDGET: '5000', QUERY_COST_WINDOW_S: '60' },
      logger: createLogger('query-cost-test', 'silent'),
      port: 0,
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await subgraph?.stop();
  });

  async function ask(token: string, query: string) {
    const res = await fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };
  }

  it('refuses one operation above the bound before any subgraph runs it', async () => {
    const token = await signTestToken(JWT_SECRET, other);
    const before = resolved;
    const answer = await ask(token, '{ rows(filter: { limit: -1 }) { count hits { id title } } }');
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This request asks for too much at once \(cost \d+, at most 2000\)/), extensions: { code: 'BAD_USER_INPUT' } });
    expect(resolved).toBe(before);
  });

  it('counts every field and list item an answer holds', () => {
    expect(countValues({ a: { count: 2, hits: [{ id: '1' }, { id: '2' }] }, b: null })).toBe(2 + 2 + 2 + 2);
  });

  it('stops a user who spends the budget with 429 and Retry-After, while another user is still served', async () => {
    const heavyToken = await signTestToken(JWT_SECRET, heavy);
    const otherToken = await signTestToken(JWT_SECRET, other);
    // Each answer holds 4 × (rows, count, hits + 100 rows × 3 values) = 1212 values: after four
    // (4848) the budget of 5000 is not spent, after the fifth it is, so the sixth is refused.
    const query = `{ ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: rows(filter: { limit: 100 }) { count hits { id title } }`).join(' ')} }`;
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await ask(heavyToken, query));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many requests at once\. Please wait \d+ seconds? and try again\.$/), extensions: { code: 'FORBIDDEN', reason: 'cost-budget' } });
    expect(Number(refused[0].retryAfter)).toBeGreaterThan(0);
    const me = await ask(otherToken, '{ me }');
    expect(me).toMatchObject({ status: 200, body: { data: { me: 'other@test' } } });
  });
});
