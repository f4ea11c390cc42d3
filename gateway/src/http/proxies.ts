import type { Express, Request } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ClientRequest } from 'node:http';
import { CLIENT_IP_HEADER, signUserContext, SIGNATURE_HEADER, TIMESTAMP_HEADER, USER_HEADER, type Logger } from '@pod/service-kit';
import type { ServiceName } from '@pod/contracts';
import { authenticate, type GatewayContext } from '../auth/request-context';
import type { SessionDirectory } from '../auth/session-directory';
import { serviceBaseUrl } from '../composition/supergraph';

/** REST paths the gateway forwards unchanged (path kept) to the service that owns them. */
export const PROXY_ROUTES: Array<{ path: string; service: ServiceName }> = [
  { path: '/media', service: 'media' },
  { path: '/oauth', service: 'users-sites' },
  { path: '/rest', service: 'catalog' },
];

/**
 * Mounted before any body parser so uploads and streams (AI server-sent events) pass through
 * untouched. The caller's token is verified here as for GraphQL and the user context goes to
 * the service signed, exactly like a subgraph request; images loaded by <img> tags carry no
 * token and go out signed as anonymous.
 */
export function mountProxies(app: Express, options: {
  subgraphs: Array<{ name: ServiceName; url: string }>;
  jwtSecret: Uint8Array;
  sessions: SessionDirectory;
  internalSecret: string;
  logger: Logger;
}): void {
  for (const route of PROXY_ROUTES) {
    const subgraph = options.subgraphs.find((s) => s.name === route.service);
    if (!subgraph) continue;
    const target = serviceBaseUrl(subgraph.url);
    const matches = (pathname: string) => pathname === route.path || pathname.startsWith(`${route.path}/`);
    app.use((req, res, next) => (matches(req.path) ? authenticate(options.jwtSecret, options.sessions)(req, res, next) : next()));
    app.use(
      createProxyMiddleware<Request>({
        target,
        changeOrigin: true,
        pathFilter: (pathname) => matches(pathname),
        on: {
          proxyReq: (proxyReq: ClientRequest, _req, res) => {
            const ctx = (res as unknown as { locals: { gateway: GatewayContext } }).locals.gateway;
            for (const name of [USER_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, CLIENT_IP_HEADER]) proxyReq.removeHeader(name);
            for (const [name, value] of Object.entries(signUserContext(ctx.user, options.internalSecret, { clientIp: ctx.clientIp }))) proxyReq.setHeader(name, value);
            proxyReq.setHeader('x-request-id', ctx.requestId);
          },
          error: (error, _req, res) => {
            options.logger.warn({ err: error, service: route.service }, 'proxy target unavailable');
            const response = res as import('node:http').ServerResponse;
            if (!response.headersSent && typeof response.writeHead === 'function') {
              response.writeHead(502, { 'content-type': 'application/json' });
            }
            response.end(JSON.stringify({ error: `${route.service} is unavailable` }));
          },
        },
      }),
    );
  }
}
