import { SignJWT, jwtVerify } from 'jose';
import { SESSION_VERSION_CLAIM } from '@pod/contracts';

/** Claims of the sign-in token; the gateway verifies them with the same JWT_SECRET. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  /** Role names. */
  roles: string[];
  /** Super admin. */
  sa: boolean;
  /** Session version the token was issued under; the gateway refuses it once the user's moves on. */
  sv: number;
  exp: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueAccessToken(
  secret: string,
  subject: { id: string; email: string; roles: string[]; isSuperAdmin: boolean; sessionVersion: number },
  ttlHours: number,
  now = Date.now(),
): Promise<IssuedToken> {
  const exp = Math.floor(now / 1000 + ttlHours * 3600);
  const token = await new SignJWT({ email: subject.email, roles: subject.roles, sa: subject.isSuperAdmin, [SESSION_VERSION_CLAIM]: subject.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.id)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Used by tests and tools; the gateway has its own verifier. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
  return payload as unknown as AccessTokenClaims;
}
