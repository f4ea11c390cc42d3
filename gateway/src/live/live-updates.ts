import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { TOPICS, type UserUpdatedEvent } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import type { EventBus, Subscription } from '@pod/service-kit/events';
import { authenticateToken, bearerToken, parseSiteId, TOKEN_MESSAGES } from '../auth/access-token';
import type { GatewayContext } from '../auth/request-context';
import type { SessionDirectory } from '../auth/session-directory';
import { LiveHub } from './live-hub';
import { buildLiveSchema } from './live-schema';
import { SessionSockets, type SessionSocket } from './session-sockets';
import type { LiveSubscription } from './subscriptions';

/** Largest websocket message accepted; a larger one closes the socket (1009). */
export const LIVE_MAX_MESSAGE_BYTES = 64 * 1024;

export interface LiveUpdates {
  hub: LiveHub;
  sockets: SessionSockets;
  stop(): Promise<void>;
}

type ConnectionExtra = {
  session?: SessionSocket;
};

function param(params: Record<string, unknown> | undefined, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = params?.[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * graphql-ws on the gateway's own HTTP server (websocket upgrade on `path`). A connection must
 * present a valid token in `connection_init` ({ authorization: 'Bearer …' }), else it is closed
 * with 4403. Events reach browsers from the bus through one consumer group per gateway process
 * (every replica must see every event; each filters for its own sockets).
 */
export async function startLiveUpdates(options: {
  httpServer: Server;
  path: string;
  bus: EventBus | null;
  jwtSecret: Uint8Array;
  sessions: SessionDirectory;
  /** How often open sockets are re-checked when no event came (the session cache's TTL). */
  sweepMs: number;
  subscriptions: LiveSubscription[];
  logger: Logger;
}): Promise<LiveUpdates> {
  const { logger, sessions } = options;
  const hub = new LiveHub();
  const sockets = new SessionSockets(sessions);
  const schema = buildLiveSchema(options.subscriptions, hub);
  // user.updated drops the cached session state (HTTP requests too) and re-checks that user's sockets.
  const topics = [...new Set([TOPICS.userUpdated, ...options.subscriptions.map((s) => s.topic)])];

  let busSubscription: Subscription | null = null;
  if (options.bus) {
    busSubscription = await options.bus.subscribe({
      groupId: `gateway-live-${randomUUID()}`,
      topics,
      handler: async ({ topic, envelope }) => {
        if (topic === TOPICS.userUpdated) await sockets.userChanged((envelope.data as UserUpdatedEvent).userId);
        hub.publish(topic, envelope);
      },
    });
  } else {
    logger.warn('no event bus: live updates will never fire and access changes wait for the session cache to expire');
  }
  const sweep = setInterval(() => {
    sockets.sweep().catch((err: unknown) => logger.warn({ err }, 'live socket session sweep failed'));
  }, options.sweepMs);
  sweep.unref();

  // graphql-ws messages are a token and a small subscription document; ws would take 100 MiB.
  const wss = new WebSocketServer({ server: options.httpServer, path: options.path, maxPayload: LIVE_MAX_MESSAGE_BYTES });
  const server = useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = bearerToken(param(ctx.connectionParams, 'authorization', 'Authorization'));
        if (!token) return false;
        const siteId = parseSiteId(param(ctx.connectionParams, 'x-site-id', 'siteId'));
        const check = await authenticateToken(token, options.jwtSecret, sessions, siteId);
        if (!check.ok) return false;
        const socket = ctx.extra.socket;
        // Gone while its token was being checked: onClose has run already, nothing to track.
        if (socket.readyState !== socket.OPEN) return false;
        ctx.extra.session = { user: check.user, token: check.token, close: (code, reason) => socket.close(code, reason) };
        sockets.add(ctx.extra.session);
        return true;
      },
      onClose: (ctx) => {
        if (ctx.extra.session) sockets.remove(ctx.extra.session);
      },
      onSubscribe: async (ctx) => {
        const session = ctx.extra.session;
        if (!session || session.token.expiresAt < Date.now()) {
          return [new GraphQLError(TOKEN_MESSAGES.expired, { extensions: { code: 'UNAUTHENTICATED' } })];
        }
        const check = await sessions.check(session.token, session.user.siteId);
        if (!check.ok) return [new GraphQLError(TOKEN_MESSAGES[check.reason], { extensions: { code: check.reason === 'unavailable' ? 'INTERNAL' : 'UNAUTHENTICATED' } })];
      },
      context: (ctx): GatewayContext => ({
        user: ctx.extra.session?.user ?? null,
        requestId: randomUUID(),
        clientIp: ctx.extra.request.socket.remoteAddress ?? 'unknown',
      }),
      onError: (_ctx, _id, _payload, errors) => {
        logger.warn({ errors: errors.map((e) => e.message) }, 'live subscription refused');
      },
    },
    wss,
  );
  logger.info({ path: options.path, subscriptions: options.subscriptions.map((s) => s.field) }, 'live updates ready');

  return {
    hub,
    sockets,
    async stop() {
      clearInterval(sweep);
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await busSubscription?.close();
    },
  };
}
