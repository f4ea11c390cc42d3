import { isUuid } from '@pod/service-kit';
import { errors as joseErrors, jwtVerify } from 'jose';
import { SESSION_VERSION_CLAIM } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import type { SessionDirectory } from './session-directory';

/** Claims of the access token users-sites' `login` issues (HS256, expiry = expired_at). */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  roles: string[];
  /** is_supper_admin */
  sa: boolean;
  /** Session version (SESSION_VERSION_CLAIM); absent in tokens issued before it existed = 0. */
  sv?: number;
  exp: number;
}

/** A token whose signature, algorithm, expiry and claim shapes hold; not yet checked against its user. */
export interface VerifiedToken {
  userId: string;
  sessionVersion: number;
  expiresAt: number;
}

export type TokenCheck =
  | ({ ok: true } & VerifiedToken)
  | { ok: false; reason: 'expired' | 'invalid' };

export type AccessCheck =
  | { ok: true; user: UserContext; token: VerifiedToken }
  | { ok: false; reason: 'expired' | 'invalid' | 'revoked' | 'unavailable' };

/** The current site the browser sends as `x-site-id`; anything that is not an id is ignored. */
export function parseSiteId(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && isUuid(raw) ? raw.toLowerCase() : null;
}

/** Extracts the token of an `Authorization: Bearer …` value; undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1] : header.trim() === '' ? undefined : '';
}

/** Verifies a token (signature, algorithm, expiry, claim shapes). Never throws: callers decide how to refuse. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    const claims = payload as Partial<AccessTokenClaims>;
    const version = (payload as Record<string, unknown>)[SESSION_VERSION_CLAIM] ?? 0;
    if (
      typeof claims.sub !== 'string' || !isUuid(claims.sub) ||
      !Array.isArray(claims.roles) || claims.roles.some((r) => typeof r !== 'string') ||
      !Number.isSafeInteger(version)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, userId: claims.sub.toLowerCase(), sessionVersion: version as number, expiresAt: (claims.exp ?? 0) * 1000 };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * The whole check of a presented token: verified, then held against its user's current state
 * (blocked, deleted, session ended), giving the context subgraphs receive with current roles.
 */
export async function authenticateToken(token: string, secret: Uint8Array, sessions: SessionDirectory, siteId: string | null): Promise<AccessCheck> {
  const verified = await verifyAccessToken(token, secret);
  if (!verified.ok) return verified;
  const { ok: _, ...claims } = verified;
  const session = await sessions.check(claims, siteId);
  return session.ok ? { ok: true, user: session.user, token: claims } : session;
}

export const TOKEN_MESSAGES = {
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Invalid token. Please sign in again.',
  revoked: 'Your session has ended. Please sign in again.',
  unavailable: 'Your sign-in could not be checked just now. Please try again.',
} as const;
