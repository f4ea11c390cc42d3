import type { Express } from 'express';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import gql from 'graphql-tag';
import { SignJWT } from 'jose';
import { USER_SESSION_ROUTE, type UserSessionState } from '@pod/contracts';
import { startSubgraph, verifyUserContext, type Logger, type RunningSubgraph, type ServiceContext, type UserContext } from '@pod/service-kit';
import { createEventBus, InProcessEventBus, type EventBus } from '@pod/service-kit/events';
import { startGateway, type RunningGateway } from '../index';

/** Shared by the gateway's tests: tokens for test users, a stand-in users-sites, Kafka buses. */

/** A user of a gateway test (made with service-kit's `testUser`); `active: false` = blocked. */
export type TestPerson = UserContext & { active?: boolean };

/** An access token as users-sites issues them, for `person`; `expiresIn` as jose takes it (default 1 hour). */
export function signTestToken(jwtSecret: string, person: UserContext, options: { expiresIn?: string | number } = {}): Promise<string> {
  return new SignJWT({ email: person.email, roles: person.roles, sa: person.isSuperAdmin })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(person.id)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
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
    else res.json({ id: person.id, email: person.email, roles: person.roles, isSuperAdmin: person.isSuperAdmin, active: person.active !== false, sessionVersion: 0 } satisfies UserSessionState);
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

/** Polls `condition` every 25 ms (5 s by default) and fails naming `what` when it never holds. */
export async function until(condition: () => boolean, what: string, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

/** A payload as the tests read it: field by field inside expect(), where any keeps them short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test payloads are asserted field by field; typing each subscription's shape here would repeat the SDL
type Payload = Record<string, any>;

/** What one subscriber heard: each payload of the subscribed field, and any errors. */
export interface LiveFeed {
  received: Payload[];
  errors: unknown[];
}

/**
 * Subscribes `field` (`query`) over the gateway's websocket as `person`; returns what it hears.
 * Every client opened is kept in `clients` so the test's afterAll can dispose of them.
 */
export async function subscribeAs(
  target: { wsUrl: string; jwtSecret: string; clients: Client[] },
  person: UserContext,
  field: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<LiveFeed> {
  const token = await signTestToken(target.jwtSecret, person);
  const client = createClient({ url: target.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: false });
  target.clients.push(client);
  const feed: LiveFeed = { received: [], errors: [] };
  client.subscribe<Record<string, Payload>>(
    { query, variables },
    { next: (value) => value.data && feed.received.push(value.data[field]), error: (e) => feed.errors.push(e), complete: () => undefined },
  );
  return feed;
}

/**
 * A gateway on the in-process bus in front of the ping subgraph, started before the suite's tests
 * and stopped (with every subscriber) after them: publish on `bus`, subscribe with `subscribe`.
 */
export function inProcessLiveGateway(secrets: { jwtSecret: string; internalSecret: string }, logger: Logger, people: TestPerson[]) {
  const clients: Client[] = [];
  let subgraph: RunningSubgraph | undefined;
  const live = {
    bus: new InProcessEventBus({ logger }),
    gateway: undefined as unknown as RunningGateway,
    subscribe: (person: UserContext, field: string, query: string, variables?: Record<string, unknown>) =>
      subscribeAs({ wsUrl: live.gateway.wsUrl, jwtSecret: secrets.jwtSecret, clients }, person, field, query, variables),
  };
  beforeAll(async () => {
    subgraph = await startPingSubgraph(secrets.internalSecret, logger, people);
    live.gateway = await startGateway({ env: gatewayTestEnv(secrets, subgraph), bus: live.bus, logger, port: 0 });
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await live.gateway?.stop();
    await subgraph?.stop();
    await live.bus.close();
  });
  return live;
}
