import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gql from 'graphql-tag';
import type { ServiceName } from '@pod/contracts';
import { createLogger, startSubgraph, verifyUserContext, type RunningSubgraph, type ServiceContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { startGateway, type RunningGateway } from '../index';
import { mountTestSessionRoute, signTestToken } from '../live/live-test-kit';
import { canonicalPath } from './canonical-path';
import { NON_CANONICAL_PATH_SHAPES, rawRequest } from '../testing/non-canonical-paths';
import { PROXY_ROUTES } from './proxies';

const JWT_SECRET = 'proxies-test-jwt-secret';
const INTERNAL_SECRET = 'proxies-test-internal-secret';
const silent = createLogger('proxies-test', 'silent');
const seller = testUser({ email: 'seller@test', roles: ['Seller'] });

const proxiedServices = [...new Set(PROXY_ROUTES.map((r) => r.service))];
let subgraphs: RunningSubgraph[] = [];
let gateway: RunningGateway;
let token: string;

beforeAll(async () => {
  // One tiny subgraph per proxied service, each echoing what reached it through the proxy.
  subgraphs = await Promise.all(
    proxiedServices.map((name) =>
      startSubgraph<ServiceContext>({
        name,
        port: 0,
        internalSecret: INTERNAL_SECRET,
        logger: silent,
        typeDefs: gql`
          extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
          type Query { ${name.replace('-', '_')}Probe: String }
        `,
        resolvers: { Query: { [`${name.replace('-', '_')}Probe`]: () => 'ok' } },
        context: (base) => base,
        ready: async () => true,
        routes: (app) => {
          if (name === 'users-sites') mountTestSessionRoute(app, INTERNAL_SECRET, [seller]);
          for (const route of PROXY_ROUTES.filter((r) => r.service === name)) {
            app.use(route.path, (req, res) => {
              const verified = verifyUserContext(req.headers, INTERNAL_SECRET);
              res.json({ service: name, path: req.originalUrl, user: verified.ok ? (verified.user?.id ?? null) : 'unverified' });
            });
          }
        },
      }),
    ),
  );
  const urls = Object.fromEntries(
    (['users-sites', 'catalog', 'orders', 'artworks', 'media'] satisfies ServiceName[]).map((name) => [
      `${name.toUpperCase().replace('-', '_')}_URL`,
      subgraphs[proxiedServices.indexOf(name)]?.url ?? '',
    ]),
  );
  gateway = await startGateway({ env: { JWT_SECRET, INTERNAL_SECRET, SUPERGRAPH_POLL_MS: '0', ...urls }, logger: silent, port: 0 });
  token = await signTestToken(JWT_SECRET, seller);
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(subgraphs.map((s) => s.stop()));
});

describe('canonicalPath', () => {
  it('admits ordinary paths with their query strings and refuses every non-canonical shape', () => {
    for (const path of ['/', '/media', '/media/', '/media/img/300/a%20b.png', '/graphql?x=/..\\', '/rest/site-1/wp-json']) {
      expect(canonicalPath(path), path).toBe(path.split('?')[0]);
    }
    for (const shape of NON_CANONICAL_PATH_SHAPES) {
      const path = shape.replaceAll('{p}', '/media');
      expect(canonicalPath(path), path).toBeNull();
    }
    expect(canonicalPath('media')).toBeNull();
    expect(canonicalPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('every proxy route refuses non-canonical paths before any proxy code runs', () => {
  for (const route of PROXY_ROUTES) {
    it(`${route.path}: 400 for each shape, with and without a token; the gateway stays up and still forwards`, async () => {
      const port = gateway.port;
      for (const shape of NON_CANONICAL_PATH_SHAPES) {
        const path = shape.replaceAll('{p}', route.path);
        for (const headers of [{}, { authorization: `Bearer ${token}` }] as Array<Record<string, string>>) {
          const answer = await rawRequest(port, path, headers);
          expect(answer.status, `${path} ${Object.keys(headers).join()}`).toBe(400);
          expect(answer.body).not.toContain('"service"');
        }
      }
      // Still serving, and a canonical path reaches the owning service signed as the caller.
      const anonymous = await rawRequest(port, `${route.path}/x`);
      expect(anonymous.status).toBe(200);
      expect(JSON.parse(anonymous.body)).toEqual({ service: route.service, path: `${route.path}/x`, user: null });
      if (!route.anonymous) {
        const signedIn = await rawRequest(port, `${route.path}/x?y=1`, { authorization: `Bearer ${token}` });
        expect(JSON.parse(signedIn.body)).toEqual({ service: route.service, path: `${route.path}/x?y=1`, user: seller.id });
      }
    });
  }

  it('refuses non-canonical paths to GraphQL and the probes too', async () => {
    for (const path of ['//graphql', '/graphql/.', '/x/../graphql', '/health\\']) {
      expect((await rawRequest(gateway.port, path)).status, path).toBe(400);
    }
    expect((await rawRequest(gateway.port, '/health')).status).toBe(200);
  });
});
