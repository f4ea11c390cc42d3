import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signed-in user as the gateway passes it to subgraphs. */
export interface UserContext {
  id: string;
  email: string;
  roles: string[];
  isSuperAdmin: boolean;
  /** The seller's current site, sent by the shell as `x-site-id`. */
  siteId: string | null;
}

export const USER_HEADER = 'x-pod-user';
export const SIGNATURE_HEADER = 'x-pod-signature';
export const TIMESTAMP_HEADER = 'x-pod-ts';

/** How old a signed request may be; bounds replay of a captured header set. */
const MAX_AGE_MS = 5 * 60_000;

function hmac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** The browser's address as the gateway saw it; covered by the signature, so nobody on the way can choose it. */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** What the signature covers: time, user and client address. */
function signedPayload(ts: string, encodedUser: string, clientIp: string): string {
  return `${ts}.${encodedUser}.${clientIp}`;
}

/**
 * Headers the gateway adds to every subgraph request (an anonymous request is signed too);
 * with `clientIp`, also `x-client-ip`, bound into the same signature.
 */
export function signUserContext(user: UserContext | null, secret: string, options: { clientIp?: string; now?: number } = {}): Record<string, string> {
  const encoded = Buffer.from(JSON.stringify(user)).toString('base64url');
  const ts = String(options.now ?? Date.now());
  const clientIp = options.clientIp ?? '';
  const headers: Record<string, string> = { [USER_HEADER]: encoded, [TIMESTAMP_HEADER]: ts, [SIGNATURE_HEADER]: hmac(secret, signedPayload(ts, encoded, clientIp)) };
  if (clientIp) headers[CLIENT_IP_HEADER] = clientIp;
  return headers;
}

export type VerifyResult = { ok: true; user: UserContext | null; clientIp: string | null } | { ok: false; reason: string };

/** Checks the gateway's signature; subgraphs refuse any request for which this fails. */
export function verifyUserContext(
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  now = Date.now(),
): VerifyResult {
  const get = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const encoded = get(USER_HEADER);
  const ts = get(TIMESTAMP_HEADER);
  const signature = get(SIGNATURE_HEADER);
  const clientIp = get(CLIENT_IP_HEADER) ?? '';
  if (!encoded || !ts || !signature) return { ok: false, reason: 'request was not signed by the gateway' };
  if (!(Math.abs(now - Number(ts)) <= MAX_AGE_MS)) return { ok: false, reason: 'signature expired' };
  const expected = Buffer.from(hmac(secret, signedPayload(ts, encoded, clientIp)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad signature' };
  }
  try {
    return { ok: true, user: JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as UserContext | null, clientIp: clientIp || null };
  } catch {
    return { ok: false, reason: 'malformed user header' };
  }
}
