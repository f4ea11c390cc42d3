import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import express, { type Express } from 'express';
import { concatAST, type DocumentNode, type GraphQLError, type GraphQLFormattedError } from 'graphql';
import { verifyUserContext } from '../auth/user-context';
import type { ServiceContext } from '../auth/authorize';
import { isPodError } from '../errors/graphql-errors';
import { bodyShapeGuard } from '../errors/body-guards';
import { jsonErrorHandler } from '../errors/http-errors';
import { correlationPlugin, maskedInternalError } from '../errors/internal-errors';
import type { Logger } from '../logging/logger';
import { mountHealthRoutes } from '../service/health-routes';
import { applyInputBounds, LIMIT_DIRECTIVE_SDL } from './input-bounds';

export interface SubgraphOptions<TContext extends ServiceContext> {
  name: string;
  port: number;
  host?: string;
  typeDefs: DocumentNode;
  resolvers: GraphQLResolverMap<TContext>;
  /** HMAC key shared with the gateway; unsigned requests are refused with 401. */
  internalSecret: string;
  logger: Logger;
  /** Adds service-specific fields (repositories, loaders) to the base context per request. */
  context: (base: ServiceContext) => TContext | Promise<TContext>;
  /** Readiness: resolves true when dependencies (database, bus) answer. */
  ready: () => Promise<boolean>;
  /** Extra REST routes (media uploads, OAuth callbacks), mounted before /graphql. */
  routes?: (app: Express) => void;
  /** Developer flag (POD_DEBUG_ERRORS=1): error responses carry stack traces. Off in every other case. */
  debugErrors?: boolean;
}

/**
 * Largest GraphQL body a subgraph accepts. The gateway forwards at most its own limit
 * (GATEWAY_BODY_LIMIT) plus the query plan's few fields, so this only adds headroom.
 */
export const SUBGRAPH_BODY_LIMIT = '4mb';

// Apollo's own document and variable errors: the client's mistake, returned as they are.
const CLIENT_MISTAKES = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/** True for errors no user caused: thrown by code, not by `podError` or Apollo's request checks. */
function isUnexpected(error: GraphQLError): boolean {
  const original = error.originalError ?? error;
  return !isPodError(original) && !CLIENT_MISTAKES.has(String(error.extensions?.code));
}

export interface RunningSubgraph {
  name: string;
  url: string;
  port: number;
  app: Express;
  stop(): Promise<void>;
}

/**
 * Boots one subgraph: Apollo Server over express with /health and /ready, the gateway's
 * signature check on /graphql, every argument checked against its bounds, and errors masked
 * to INTERNAL (with a correlation id) unless they are meant for users.
 */
export async function startSubgraph<TContext extends ServiceContext>(
  options: SubgraphOptions<TContext>,
): Promise<RunningSubgraph> {
  const { logger } = options;
  const app = express();
  const httpServer = http.createServer(app);
  // The gateway and the other services keep connections to a subgraph open between calls
  // (undici closes an idle one after 4 s). Node's server closes idle sockets after 5 s, so a
  // call sent just as that timer fires meets a reset socket (ECONNRESET; seen under load). The
  // server keeps them longer than any client does, so the client always closes first.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const typeDefs = concatAST([LIMIT_DIRECTIVE_SDL, options.typeDefs]);
  const apollo = new ApolloServer<TContext>({
    schema: applyInputBounds(buildSubgraphSchema({ typeDefs, resolvers: options.resolvers as GraphQLResolverMap<unknown> })),
    // Cache control is off: nothing uses HTTP cache hints, and its per-field wrapper more than
    // doubled the time to serve large lists (1296 variants: ~240 → ~90 ms in the catalog).
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      correlationPlugin<TContext>(logger, isUnexpected),
    ],
    // Only signed gateway requests reach the schema, and the gateway composes by introspection.
    introspection: true,
    // The process owner (runMain, the embedded launcher) stops the service in order on SIGINT/SIGTERM;
    // Apollo's own handler would stop only this server and re-send the signal, killing the process
    // before the outbox relay, bus and database are closed.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: options.debugErrors ?? false,
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      if (options.debugErrors || !isUnexpected(error as GraphQLError)) return formatted;
      return maskedInternalError(formatted.path);
    },
  });
  await apollo.start();

  mountHealthRoutes(app, options.name, options.ready);
  options.routes?.(app);
  app.use(
    '/graphql',
    (req, res, next) => {
      // One id per request, shared by the log and the correlationId of INTERNAL errors.
      const given = req.headers['x-request-id'];
      res.locals.requestId = typeof given === 'string' && given ? given : randomUUID();
      res.setHeader('x-request-id', res.locals.requestId);
      next();
    },
    (req, res, next) => {
      const verified = verifyUserContext(req.headers, options.internalSecret);
      if (!verified.ok) {
        res.status(401).json({ errors: [{ message: `Refused: ${verified.reason}`, extensions: { code: 'UNAUTHENTICATED' } }] });
        return;
      }
      res.locals.user = verified.user;
      res.locals.clientIp = verified.clientIp;
      next();
    },
    // Parsed only once the signature holds: unsigned callers cannot make a subgraph read a body.
    express.json({ limit: SUBGRAPH_BODY_LIMIT }),
    bodyShapeGuard(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const requestId = res.locals.requestId as string;
        // Only the address the gateway signed counts; an unsigned x-client-ip was refused above.
        const clientIp = (res.locals.clientIp as string | null) ?? req.socket.remoteAddress ?? 'unknown';
        return options.context({ user: res.locals.user ?? null, requestId, clientIp });
      },
    }),
  );
  app.use(jsonErrorHandler(logger));

  await new Promise<void>((resolve) => httpServer.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}/graphql`;
  logger.info({ url }, 'subgraph listening');
  return {
    name: options.name,
    url,
    port,
    app,
    async stop() {
      await apollo.stop();
    },
  };
}
