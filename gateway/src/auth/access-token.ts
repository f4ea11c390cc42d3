import { isUuid } from '@pod/service-kit';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { UserContext } from '@pod/service-kit';

/** Claims of the access token users-sites' `login` issues (HS256, expiry = expired_at). */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  roles: string[];
  /** is_supper_admin */
  sa: boolean;
  exp: number;
}

export type TokenCheck =
  | { ok: true; user: UserContext; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' };


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

/**
 * Verifies a token (signature, algorithm, expiry, claim shapes) and turns it into the user
 * context subgraphs receive. Never throws: callers decide how to refuse.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array, siteId: string | null): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    const claims = payload as Partial<AccessTokenClaims>;
    if (typeof claims.sub !== 'string' || !Array.isArray(claims.roles) || claims.roles.some((r) => typeof r !== 'string')) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      expiresAt: (claims.exp ?? 0) * 1000,
      user: {
        id: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : '',
        roles: claims.roles,
        isSuperAdmin: claims.sa === true,
        siteId,
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export const TOKEN_MESSAGES = {
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Invalid token. Please sign in again.',
} as const;
