import { createHmac, timingSafeEqual } from 'node:crypto';

/** Longest a public file link may live (orders asks for 30 days; a year at most). */
export const MAX_LINK_TTL_SECONDS = 365 * 24 * 3600;

/**
 * A key of its own, derived from the internal secret, so a link signature can never be replayed
 * as a user-context signature (or the other way round).
 */
function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('media.file-link.v1').digest();
}

/** HMAC-SHA256 over the file id and the expiry (unix seconds), base64url. */
export function signFileLink(secret: string, fileId: string, exp: number): string {
  return createHmac('sha256', linkKey(secret)).update(`${fileId}.${exp}`).digest('base64url');
}

/** 'ok', 'expired' (a true signature whose time is over) or 'invalid' (anything tampered). */
export function verifyFileLink(secret: string, fileId: string, exp: number, sig: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
  if (!Number.isInteger(exp) || exp <= 0 || !/^[\w-]{1,64}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(signFileLink(secret, fileId, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 > now ? 'ok' : 'expired';
}
