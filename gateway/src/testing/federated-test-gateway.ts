import { createLogger, type UserContext } from '@pod/service-kit';
import type { CatalogTestEnv } from '@pod/catalog/testing';
import type { DEMO_USERS } from '@pod/contracts';
import { testUser } from '@pod/service-kit/testing';
import { startGateway } from '../index';
import { signTestToken } from '../live/live-test-kit';

/** A demo person as seeded, or a user context built for one test. */
export type TestReader = (typeof DEMO_USERS)[keyof typeof DEMO_USERS] | UserContext;

export interface GraphQLAnswer {
  data?: any;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface FederatedTestGateway {
  url: string;
  /** One HTTP GraphQL request as `reader`, signed like a session token of theirs. */
  query(reader: TestReader, document: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer>;
  stop(): Promise<void>;
}

/**
 * The composed gateway over the real subgraphs of a catalog test environment (users-sites,
 * catalog, artworks) and, when given, an orders service: for tests of what only federation does
 * (entity references, contributed fields, their access rules). Media is left out.
 */
export async function startFederatedTestGateway(env: CatalogTestEnv, options: { jwtSecret: string; ordersUrl?: string }): Promise<FederatedTestGateway> {
  const gateway = await startGateway({
    env: {
      JWT_SECRET: options.jwtSecret,
      INTERNAL_SECRET: 'test-internal-secret',
      USERS_SITES_URL: env.usersSites.service.url,
      CATALOG_URL: env.catalog.url,
      ARTWORKS_URL: env.artworks.url,
      ORDERS_URL: options.ordersUrl ?? '',
      MEDIA_URL: '',
      SUPERGRAPH_POLL_MS: '0',
    },
    logger: createLogger('gateway-test', 'silent'),
    port: 0,
  });
  return {
    url: gateway.url,
    async query(reader, document, variables = {}) {
      const token = await signTestToken(options.jwtSecret, 'isSuperAdmin' in reader ? reader : testUser(reader));
      const res = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: document, variables }),
      });
      return (await res.json()) as GraphQLAnswer;
    },
    stop: () => gateway.stop(),
  };
}
