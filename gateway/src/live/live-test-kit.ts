import type { Express } from 'express';
import { createClient, type Client } from 'graphql-ws';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import WebSocket from 'ws';
import gql from 'graphql-tag';
import { SignJWT } from 'jose';
import { TOPICS, USER_SESSION_ROUTE, type EventEnvelope, type SiteUpdatedEvent, type UserSessionState } from '@pod/contracts';
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

/** Waits (polling every 25 ms, 5 s by default) until `condition` holds; fails naming `what` when it never does. */
export async function until(condition: () => boolean, what: string, tries = 200): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: tries * 25, interval: 25 },
  );
}

/**
 * Publishes with `publish` until `heard()` holds: a Kafka consumer may still be settling on its
 * partitions, so one event can be missed. Each attempt waits up to 2 s for it, 20 attempts in all.
 */
export async function publishUntilHeard(publish: (attempt: number) => Promise<void>, heard: () => boolean | Promise<boolean>): Promise<void> {
  let attempt = 0;
  await vi.waitFor(
    async () => {
      await publish(attempt++);
      await vi.waitFor(async () => {
        if (!(await heard())) throw new Error(`nothing heard after ${attempt} publish(es)`);
      }, { timeout: 2000, interval: 100 });
    },
    { timeout: 45_000, interval: 0 },
  );
}

/** A payload as the tests read it: field by field inside expect(), where any keeps them short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test payloads are asserted field by field; typing each subscription's shape here would repeat the SDL
type Payload = Record<string, any>;

/** What one subscriber heard: each payload of the subscribed field, and any errors. */
export interface LiveFeed {
  received: Payload[];
  errors: unknown[];
  /** The subscriber and its socket, for `heardNothingMore`'s marker. */
  person: UserContext;
  client: Client;
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
  const feed: LiveFeed = { received: [], errors: [], person, client };
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
    /** Call after the events under test were delivered somewhere: then assert what `feeds` did not hear. */
    heardNothingMore: (...feeds: LiveFeed[]) => heardNothingMore(live.gateway, live.bus, feeds),
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

/**
 * Proves a feed heard nothing more of the events published so far, without a fixed pause: a
 * marker site event (each person hears of their own sites) goes to each feed's socket. The hub
 * filtered every earlier event for every subscription before the marker was published, and one
 * socket delivers in order, so anything misrouted to a feed would have reached it before its marker.
 */
async function heardNothingMore(gateway: RunningGateway, bus: EventBus, feeds: LiveFeed[]): Promise<void> {
  const markers = new Map<LiveFeed, string>();
  const heard = new Map<LiveFeed, Set<string>>();
  const before = gateway.live.hub.listenerCount(TOPICS.siteUpdated);
  for (const feed of feeds) {
    markers.set(feed, randomUUID());
    const own = new Set<string>();
    heard.set(feed, own);
    feed.client.subscribe<{ siteChanged: { id: string } }>(
      { query: 'subscription { siteChanged { id } }' },
      { next: (value) => value.data && own.add(value.data.siteChanged.id), error: (e) => feed.errors.push(e), complete: () => undefined },
    );
  }
  await until(() => gateway.live.hub.listenerCount(TOPICS.siteUpdated) === before + feeds.length, 'the marker subscriptions');
  const marker = (person: UserContext, siteId: string): EventEnvelope<SiteUpdatedEvent> => ({
    id: randomUUID(),
    type: TOPICS.siteUpdated,
    occurredAt: new Date().toISOString(),
    key: siteId,
    version: 1,
    data: { siteId, userId: person.id, action: 'updated', title: 'marker', verified: true },
  });
  await bus.publish(TOPICS.siteUpdated, [...markers].map(([feed, siteId]) => marker(feed.person, siteId)));
  await until(() => [...markers].every(([feed, siteId]) => heard.get(feed)!.has(siteId)), 'every feed\'s marker');
}
