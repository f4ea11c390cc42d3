import type { Express, NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ClientRequest } from 'node:http';
import { CLIENT_IP_HEADER, serviceBaseUrl, signUserContext, SIGNATURE_HEADER, TIMESTAMP_HEADER, USER_HEADER, type Logger } from '@pod/service-kit';
import type { ServiceName } from '@pod/contracts';
import { authenticate, requestIdOf, type GatewayContext } from '../auth/request-context';
import type { SessionDirectory } from '../auth/session-directory';
import { admittedPath, isUnder } from './canonical-path';

/** REST paths the gateway forwards unchanged (path kept) to the service that owns them. */
export const PROXY_ROUTES: Array<{ path: string; service: ServiceName; anonymous?: boolean; maxBodyBytes?: number }> = [
  { path: '/media', service: 'media' },
  { path: '/oauth', service: 'users-sites' },
  { path: '/rest', service: 'catalog' },
  // Store order webhooks (POST /webhooks/:platform/:siteId): the store signs the raw body, so it
  // goes through byte for byte; stores send no user token — the orders service checks the signature.
  { path: '/webhooks', service: 'orders', anonymous: true, maxBodyBytes: 2 * 1024 * 1024 },
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
    // The gate and the forwarding decide on the same canonical path (requireCanonicalPath ran first);
    // a request without one matches nothing here.
    const matches = (req: Request) => {
      const path = admittedPath(req);
      return path !== null && isUnder(path, route.path);
    };
    const gate = route.anonymous ? anonymousRequest(route.maxBodyBytes) : authenticate(options.jwtSecret, options.sessions);
    app.use((req, res, next) => (matches(req) ? gate(req, res, next) : next()));
    app.use(
      createProxyMiddleware<Request>({
        target,
        changeOrigin: true,
        pathFilter: (_pathname, req) => matches(req),
        on: {
          proxyReq: (proxyReq: ClientRequest, _req, res) => {
            // Runs inside the proxy's event callback: a throw here would end the process, so
            // nothing in it may throw, and nothing is signed without a context the gate verified.
            try {
              const ctx = (res as unknown as { locals?: { gateway?: GatewayContext } }).locals?.gateway;
              for (const name of [USER_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, CLIENT_IP_HEADER]) proxyReq.removeHeader(name);
              if (!ctx) throw new Error('proxied request has no verified gateway context');
              for (const [name, value] of Object.entries(signUserContext(ctx.user, options.internalSecret, { clientIp: ctx.clientIp }))) proxyReq.setHeader(name, value);
              proxyReq.setHeader('x-request-id', ctx.requestId);
            } catch (error) {
              options.logger.error({ err: error, service: route.service }, 'proxy request refused before signing');
              proxyReq.destroy(error instanceof Error ? error : new Error(String(error)));
            }
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

/**
 * For routes whose callers are not users (store webhooks): any Authorization header is ignored,
 * the request goes out signed as anonymous, and a body declared larger than the route takes is
 * refused here (the service enforces the same bound on what actually arrives).
 */
function anonymousRequest(maxBodyBytes?: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    if (maxBodyBytes !== undefined && Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
      res.status(413).json({ error: 'Request body too large' });
      return;
    }
    res.locals.gateway = { user: null, requestId, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown' } satisfies GatewayContext;
    next();
  };
}
