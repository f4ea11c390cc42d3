import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { UserContext } from '@pod/service-kit';
import { authenticateToken, bearerToken, parseSiteId, TOKEN_MESSAGES } from './access-token';
import type { SessionDirectory } from './session-directory';

/** What the gateway knows about one incoming request; forwarded to subgraphs. */
export interface GatewayContext {
  user: UserContext | null;
  requestId: string;
  clientIp: string;
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The caller's x-request-id when well-formed, else a new one. */
export function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Express middleware: checks the bearer token (if any) against its user's current state and
 * stores the GatewayContext in `res.locals.gateway`. A bad, expired or revoked token is refused
 * with UNAUTHENTICATED (401) rather than downgraded to anonymous, so the shell clears it and goes
 * to sign-in; when users-sites cannot answer, 503 (the token may be fine).
 */
export function authenticate(jwtSecret: Uint8Array, sessions: SessionDirectory) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    const clientIp = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const token = bearerToken(req.headers.authorization);
    if (token === undefined) {
      res.locals.gateway = { user: null, requestId, clientIp } satisfies GatewayContext;
      next();
      return;
    }
    const check = await authenticateToken(token, jwtSecret, sessions, parseSiteId(req.headers['x-site-id']));
    if (!check.ok) {
      const unavailable = check.reason === 'unavailable';
      res.status(unavailable ? 503 : 401).json({
        errors: [{ message: TOKEN_MESSAGES[check.reason], extensions: { code: unavailable ? 'INTERNAL' : 'UNAUTHENTICATED', reason: check.reason } }],
      });
      return;
    }
    res.locals.gateway = { user: check.user, requestId, clientIp } satisfies GatewayContext;
    next();
  };
}
