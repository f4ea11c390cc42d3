import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express from 'express';
import { bodyShapeGuard, correlationPlugin, createLogger, jsonErrorHandler, serviceBaseUrl, type Logger } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { authenticate, type GatewayContext } from './auth/request-context';
import { SessionDirectory } from './auth/session-directory';
import { createFederatedGateway, waitForSubgraphs } from './composition/supergraph';
import { loadGatewayConfig } from './config';
import { formatGatewayError, isUnexpectedGatewayError } from './errors';
import { requireCanonicalPath } from './http/canonical-path';
import { mountHealth } from './http/health';
import { mountProxies } from './http/proxies';
import { requestLog } from './http/request-log';
import { startLiveUpdates, type LiveUpdates } from './live/live-updates';
import { LIVE_SUBSCRIPTIONS, type LiveSubscription } from './live/subscriptions';
import { introspectionGuard } from './security/introspection';
import { queryLimitRules } from './security/limits';
import { queryCostPlugin } from './security/query-cost';
import { clientMistakeStatus } from './security/request-status';

export { GATEWAY_ENV, loadGatewayConfig, subgraphUrlVariable } from './config';
export { LIVE_SUBSCRIPTIONS, type LiveSubscription } from './live/subscriptions';
export type { GatewayContext } from './auth/request-context';
export { PROXY_ROUTES } from './http/proxies';

export interface StartGatewayOptions {
  env: Record<string, string | undefined>;
  /** Feeds live updates; without one the websocket endpoint works but never fires. */
  bus?: EventBus | null;
  logger?: Logger;
  /** Overrides GATEWAY_PORT (0 = any free port). */
  port?: number;
  subscriptions?: LiveSubscription[];
}

export interface RunningGateway {
  /** The GraphQL endpoint (HTTP POST; websocket upgrade on the same path). */
  url: string;
  wsUrl: string;
  port: number;
  live: LiveUpdates;
  /** The composed supergraph SDL currently served (what SUPERGRAPH_PATH files contain). */
  supergraphSdl(): string;
  stop(): Promise<void>;
}

const ALLOWED_HEADERS = ['content-type', 'authorization', 'x-site-id', 'x-request-id', 'apollo-require-preflight'];

/** Starts the federated gateway: GraphQL over HTTP, live updates over graphql-ws, REST proxies, probes. */
export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const config = loadGatewayConfig(options.env);
  const logger = options.logger ?? createLogger('gateway', config.logLevel);
  const jwtSecret = new TextEncoder().encode(config.jwtSecret);
  const bus = options.bus ?? null;
  const usersSites = config.subgraphs.find((s) => s.name === 'users-sites');
  const sessions = new SessionDirectory({
    usersSitesUrl: usersSites ? serviceBaseUrl(usersSites.url) : null,
    internalSecret: config.internalSecret,
    ttlMs: config.sessionCacheTtlMs,
    maxEntries: config.sessionCacheMax,
  });
  if (!config.supergraphPath) await waitForSubgraphs(config, logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = http.createServer(app);

  const gateway = createFederatedGateway(config, logger);
  let schemaLoaded = false;
  let supergraphSdl = '';
  gateway.onSchemaLoadOrUpdate(({ coreSupergraphSdl }) => {
    schemaLoaded = true;
    supergraphSdl = coreSupergraphSdl;
  });

  const live = await startLiveUpdates({
    httpServer,
    path: '/graphql',
    bus,
    jwtSecret,
    sessions,
    sweepMs: config.sessionCacheTtlMs,
    subscriptions: options.subscriptions ?? LIVE_SUBSCRIPTIONS,
    logger,
  });

  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    // Enabled for everyone the guard lets through: signed-in users, anyone in development.
    introspection: true,
    includeStacktraceInErrorResponses: config.debugErrors,
    validationRules: queryLimitRules(config),
    formatError: formatGatewayError({ debug: config.debugErrors }),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: () => live.stop() }) },
      introspectionGuard({ anonymousAllowed: config.development }),
      correlationPlugin<GatewayContext>(logger, isUnexpectedGatewayError),
      clientMistakeStatus(),
      queryCostPlugin(config.queryCost),
    ],
  });
  try {
    await apollo.start();
  } catch (error) {
    await live.stop();
    throw error;
  }

  app.use(requestLog(logger));
  app.use(requireCanonicalPath());
  app.use(cors({ origin: config.corsOrigins, credentials: true, allowedHeaders: ALLOWED_HEADERS, exposedHeaders: ['x-request-id', 'x-wp-total', 'x-wp-totalpages', 'link'], maxAge: 600 }));
  mountHealth(app, { subgraphs: config.subgraphs, bus, schemaLoaded: () => schemaLoaded });
  mountProxies(app, { subgraphs: config.subgraphs, jwtSecret, sessions, internalSecret: config.internalSecret, logger });
  app.use(
    '/graphql',
    authenticate(jwtSecret, sessions),
    express.json({ limit: config.bodyLimit }),
    bodyShapeGuard(),
    expressMiddleware(apollo, { context: async ({ res }) => res.locals.gateway as GatewayContext }),
  );
  app.use(jsonErrorHandler(logger));

  const port = options.port ?? config.port;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, config.host, () => resolve());
  });
  const actualPort = (httpServer.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const url = `http://${host}:${actualPort}/graphql`;
  logger.info({ url, subgraphs: config.subgraphs.map((s) => s.name), supergraph: config.supergraphPath ?? 'introspection' }, 'gateway listening');
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    port: actualPort,
    live,
    supergraphSdl: () => supergraphSdl,
    stop: () => apollo.stop(),
  };
}
