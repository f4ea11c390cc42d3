import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger, UserContext } from '@pod/service-kit';
import type { EventBus, Subscription } from '@pod/service-kit/events';
import { bearerToken, parseSiteId, TOKEN_MESSAGES, verifyAccessToken } from '../auth/access-token';
import type { GatewayContext } from '../auth/request-context';
import { LiveHub } from './live-hub';
import { buildLiveSchema } from './live-schema';
import type { LiveSubscription } from './subscriptions';

/** Largest websocket message accepted; a larger one closes the socket (1009). */
export const LIVE_MAX_MESSAGE_BYTES = 64 * 1024;

export interface LiveUpdates {
  hub: LiveHub;
  stop(): Promise<void>;
}

type ConnectionExtra = {
  user?: UserContext;
  expiresAt?: number;
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
  subscriptions: LiveSubscription[];
  logger: Logger;
}): Promise<LiveUpdates> {
  const { logger } = options;
  const hub = new LiveHub();
  const schema = buildLiveSchema(options.subscriptions, hub);
  const topics = [...new Set(options.subscriptions.map((s) => s.topic))];

  let busSubscription: Subscription | null = null;
  if (options.bus && topics.length) {
    busSubscription = await options.bus.subscribe({
      groupId: `gateway-live-${randomUUID()}`,
      topics,
      handler: async ({ topic, envelope }) => hub.publish(topic, envelope),
    });
  } else if (!options.bus) {
    logger.warn('no event bus: live updates will never fire');
  }

  // graphql-ws messages are a token and a small subscription document; ws would take 100 MiB.
  const wss = new WebSocketServer({ server: options.httpServer, path: options.path, maxPayload: LIVE_MAX_MESSAGE_BYTES });
  const server = useServer<Record<string, unknown> | undefined, ConnectionExtra>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = bearerToken(param(ctx.connectionParams, 'authorization', 'Authorization'));
        if (!token) return false;
        const siteId = parseSiteId(param(ctx.connectionParams, 'x-site-id', 'siteId'));
        const check = await verifyAccessToken(token, options.jwtSecret, siteId);
        if (!check.ok) return false;
        ctx.extra.user = check.user;
        ctx.extra.expiresAt = check.expiresAt;
        return true;
      },
      onSubscribe: (ctx) => {
        if ((ctx.extra.expiresAt ?? 0) < Date.now()) {
          return [new GraphQLError(TOKEN_MESSAGES.expired, { extensions: { code: 'UNAUTHENTICATED' } })];
        }
      },
      context: (ctx): GatewayContext => ({
        user: ctx.extra.user ?? null,
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
    async stop() {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await busSubscription?.close();
    },
  };
}
