import type { Express } from 'express';
import gql from 'graphql-tag';
import { SignJWT } from 'jose';
import { USER_SESSION_ROUTE, type UserSessionState } from '@pod/contracts';
import { startSubgraph, verifyUserContext, type Logger, type RunningSubgraph, type ServiceContext } from '@pod/service-kit';
import { createEventBus, type EventBus } from '@pod/service-kit/events';

/** Shared by the live-update tests: a gateway with one placeholder subgraph, tokens, Kafka buses. */

export interface TestPerson {
  id: string;
  /** Defaults to `${id}@test`. */
  email?: string;
  roles: string[];
  sa: boolean;
  /** false = blocked; tests flip it to stand for users-sites' state changing. */
  active?: boolean;
}

const emailOf = (person: TestPerson) => person.email ?? `${person.id}@test`;

/** An access token as the gateway issues them, for `person`. */
export function signTestToken(jwtSecret: string, person: TestPerson): Promise<string> {
  return new SignJWT({ email: emailOf(person), roles: person.roles, sa: person.sa })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(person.id)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(jwtSecret));
}

/**
 * users-sites' session route for tests with a stand-in users-sites: these people are active,
 * with the roles given, at session version 0; anyone else is unknown.
 */
export function mountTestSessionRoute(app: Express, internalSecret: string, people: TestPerson[]): void {
  app.get(USER_SESSION_ROUTE, (req, res) => {
    const person = people.find((p) => p.id === req.params.id);
    if (!verifyUserContext(req.headers, internalSecret).ok) res.status(401).json({ error: 'not signed' });
    else if (!person) res.status(404).json({ error: 'User not found' });
    else res.json({ id: person.id, email: emailOf(person), roles: person.roles, isSuperAdmin: person.sa, active: person.active !== false, sessionVersion: 0 } satisfies UserSessionState);
  });
}

/** A placeholder users-sites: the gateway needs one to compose and to check these people's sessions. */
export function startPingSubgraph(internalSecret: string, logger: Logger, people: TestPerson[]): Promise<RunningSubgraph> {
  return startSubgraph<ServiceContext>({
    name: 'users-sites',
    port: 0,
    internalSecret,
    logger,
    typeDefs: gql`
      type Query { livePing: String }
    `,
    resolvers: { Query: { livePing: () => 'pong' } },
    context: (base) => base,
    ready: async () => true,
    routes: (app) => mountTestSessionRoute(app, internalSecret, people),
  });
}

/** The gateway's environment with only the placeholder subgraph and no schema polling. */
export function gatewayTestEnv(secrets: { jwtSecret: string; internalSecret: string }, subgraph: RunningSubgraph): Record<string, string> {
  return {
    JWT_SECRET: secrets.jwtSecret,
    INTERNAL_SECRET: secrets.internalSecret,
    USERS_SITES_URL: subgraph.url,
    CATALOG_URL: '',
    ORDERS_URL: '',
    ARTWORKS_URL: '',
    MEDIA_URL: '',
    SUPERGRAPH_POLL_MS: '0',
  };
}

/** The gateway's Kafka bus (tuned to join its group fast) and a producer standing for a service. */
export function kafkaTestBuses(brokers: string, name: string, logger: Logger): { gatewayBus: EventBus; producerBus: EventBus } {
  const tuning = { sessionTimeout: 6000, heartbeatInterval: 500, rebalanceTimeout: 6000, maxWaitTimeInMs: 200, joinTimeoutMs: 30_000 };
  return {
    gatewayBus: createEventBus({ brokers, clientId: `gateway-${name}`, logger, kafka: tuning }),
    producerBus: createEventBus({ brokers, clientId: `producer-${name}`, logger }),
  };
}
