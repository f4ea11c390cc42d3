declare global {
  interface Window {
    /** Set by /config.js, which every front-end server writes at run time. */
    __POD_CONFIG__?: { gatewayUrl?: string };
  }
}

export const DEFAULT_GATEWAY_URL = 'http://localhost:4000/graphql';

/** The GraphQL endpoint, chosen at deploy time (no rebuild to point at another gateway). */
export function getGatewayUrl(): string {
  if (typeof window === 'undefined') return DEFAULT_GATEWAY_URL;
  return window.__POD_CONFIG__?.gatewayUrl || DEFAULT_GATEWAY_URL;
}

/** graphql-ws endpoint: same URL, ws(s) scheme. */
export function getGatewayWsUrl(httpUrl = getGatewayUrl()): string {
  return httpUrl.replace(/^http/, 'ws');
}
