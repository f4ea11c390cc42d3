import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an authorisation started from the back office may take to come back. */
const STATE_TTL_SECONDS = 3600;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `oauth-state:${secret}`).update(payload).digest('base64url');
}

/**
 * The value carried through a store's authorisation (Shopify/ShopBase `state`, WooCommerce
 * `user_id`): the site id, a nonce and an expiry, signed, so a callback can only complete an
 * authorisation this service started, for the site it started it for.
 */
export function signOAuthState(secret: string, siteId: string, now = Date.now()): string {
  const payload = `${siteId}.${randomBytes(9).toString('base64url')}.${Math.floor(now / 1000) + STATE_TTL_SECONDS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The site id of a valid, unexpired state, else null. */
export function verifyOAuthState(secret: string, state: string | undefined | null, now = Date.now()): string | null {
  const parts = (state ?? '').split('.');
  if (parts.length !== 4) return null;
  const [siteId, nonce, exp, signature] = parts;
  const expected = Buffer.from(sign(secret, `${siteId}.${nonce}.${exp}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(Number(exp) * 1000 > now)) return null;
  return siteId;
}

/**
 * Shopify's (and ShopBase's) callback signature: HMAC-SHA256 (hex) with the app secret over
 * the query parameters other than `hmac`/`signature`, sorted, as `key=value` joined by `&`.
 */
export function verifyShopHmac(query: Record<string, string>, appSecret: string): boolean {
  if (!appSecret || !query.hmac) return false;
  const message = Object.keys(query)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  const expected = Buffer.from(createHmac('sha256', appSecret).update(message).digest('hex'));
  const given = Buffer.from(query.hmac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
