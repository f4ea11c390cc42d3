import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { OnlineStorePlatform } from '../platforms';

/**
 * Order webhook deliveries: is it the store's (signature), which delivery is it (event id,
 * for de-duplication), what happened (topic). Headers are read case-insensitively; pass the
 * request's headers as Node gives them (`req.headers`) or any record.
 *
 * - WooCommerce: `X-WC-Webhook-Signature` = base64 HMAC-SHA256 of the raw body with the secret
 *   given when the webhook was created; `X-WC-Webhook-Delivery-ID`, `X-WC-Webhook-Topic`.
 * - Shopify: `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw body with the app secret);
 *   `X-Shopify-Webhook-Id` (one per delivery, the same on every retry of it), else
 *   `X-Shopify-Event-Id`; `X-Shopify-Topic`.
 * - ShopBase: its own `X-ShopBase-Hmac-SHA256` / `X-ShopBase-Topic` (see README for the
 *   sources); the Shopify names are accepted too, ShopBase's API being Shopify-compatible.
 */

export type WebhookHeaders = Record<string, string | string[] | undefined>;

const SIGNATURE_HEADERS: Record<OnlineStorePlatform, string[]> = {
  woocommerce: ['x-wc-webhook-signature'],
  shopify: ['x-shopify-hmac-sha256'],
  shopbase: ['x-shopbase-hmac-sha256', 'x-shopify-hmac-sha256'],
};

const TOPIC_HEADERS: Record<OnlineStorePlatform, string[]> = {
  woocommerce: ['x-wc-webhook-topic'],
  shopify: ['x-shopify-topic'],
  shopbase: ['x-shopbase-topic', 'x-shopify-topic'],
};

const EVENT_ID_HEADERS: Record<OnlineStorePlatform, string[]> = {
  woocommerce: ['x-wc-webhook-delivery-id'],
  shopify: ['x-shopify-webhook-id', 'x-shopify-event-id'],
  shopbase: ['x-shopbase-webhook-id', 'x-shopify-webhook-id', 'x-shopify-event-id'],
};

/** The first present header of `names` (lower-case), whatever case the request used. */
export function headerValue(headers: WebhookHeaders, names: string[]): string | undefined {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]));
  for (const name of names) {
    const value = lower.get(name);
    if (value) return value;
  }
  return undefined;
}

/** base64 HMAC-SHA256 of the raw body: the signature all three platforms send. */
export function webhookSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/**
 * True when the delivery carries the platform's signature header and it is the HMAC of exactly
 * these bytes with `secret`. Compared in constant time; an empty secret never verifies.
 */
export function verifyStoreWebhook(platform: OnlineStorePlatform, rawBody: Buffer, headers: WebhookHeaders, secret: string): boolean {
  const sent = headerValue(headers, SIGNATURE_HEADERS[platform]);
  if (!sent || !secret) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret), 'base64');
  const given = Buffer.from(sent.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The delivery's topic (`order.created`, `orders/updated`…), or '' when the header is missing. */
export function webhookTopic(platform: OnlineStorePlatform, headers: WebhookHeaders): string {
  return headerValue(headers, TOPIC_HEADERS[platform]) ?? '';
}

/**
 * The store's id of this delivery, the same each time the store retries it: the ledger's
 * de-duplication key. When the store sent none, one is derived from the order's id and its
 * modification time (an update of the same order at the same moment is the same event).
 */
export function webhookEventId(platform: OnlineStorePlatform, headers: WebhookHeaders, body: unknown): string {
  const sent = headerValue(headers, EVENT_ID_HEADERS[platform]);
  if (sent) return sent;
  const order = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const modified = platform === 'woocommerce' ? (order.date_modified_gmt ?? order.date_modified) : order.updated_at;
  const basis = `${platform}:${webhookTopic(platform, headers)}:${String(order.id ?? '')}:${String(modified ?? '')}`;
  return `derived-${createHash('sha256').update(basis).digest('hex').slice(0, 32)}`;
}
