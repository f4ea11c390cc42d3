import { Client, fetchExchange, mapExchange, subscriptionExchange, type CombinedError } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { getGatewayUrl, getGatewayWsUrl } from '../config';
import { cacheConfig } from './cache';

export interface PlatformClientOptions {
  url?: string;
  token: string | null;
  siteId: string | null;
  /** Called when the server says the session is no longer valid (spec 000 §8). */
  onUnauthenticated?: () => void;
}

export interface PlatformClient {
  client: Client;
  /**
   * Calls `listener` each time the live-update socket (re)connects, and once soon when it is
   * already connected; returns the unsubscribe. Events sent before a subscription reached the
   * gateway (or while the socket was down) are not replayed, so a page that follows something
   * live reads it again then (`useLiveResync`).
   */
  onLiveConnected(listener: () => void): () => void;
  dispose(): void;
}

/** Request headers the gateway reads: bearer token and the seller's current site. */
export function authHeaders(token: string | null, siteId: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (siteId) headers['x-site-id'] = siteId;
  return headers;
}

export function isUnauthenticated(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * One urql client per session and site: a new sign-in or site choice gets a fresh cache, so
 * no page ever shows another user's or another site's data.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const url = options.url ?? getGatewayUrl();
  const headers = authHeaders(options.token, options.siteId);
  let ws: WsClient | null = null;
  let connected = false;
  const liveListeners = new Set<() => void>();
  // A macrotask later: the subscriptions waiting for the socket send their subscribe first.
  const notify = (listener: () => void) => setTimeout(listener, 0);
  const wsClient = () => {
    ws ??= createWsClient({
      url: getGatewayWsUrl(url),
      connectionParams: { ...headers },
      lazy: true,
      on: {
        connected: () => {
          connected = true;
          liveListeners.forEach(notify);
        },
        closed: () => {
          connected = false;
        },
      },
    });
    return ws;
  };

  const client = new Client({
    url,
    // Spec 000 §7: every call is a POST (urql would send queries as GET, which the gateway's
    // CSRF protection refuses).
    preferGetMethod: false,
    fetchOptions: () => ({ credentials: 'include', headers }),
    exchanges: [
      mapExchange({
        onError(error) {
          if (options.token && isUnauthenticated(error)) options.onUnauthenticated?.();
        },
      }),
      cacheExchange(cacheConfig),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query || '' };
          return {
            subscribe(sink) {
              const unsubscribe = wsClient().subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });

  return {
    client,
    onLiveConnected(listener) {
      liveListeners.add(listener);
      if (connected) notify(listener);
      return () => liveListeners.delete(listener);
    },
    dispose() {
      void ws?.dispose();
      ws = null;
    },
  };
}
