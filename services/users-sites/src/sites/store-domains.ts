import { storeBaseUrl } from '@pod/contracts';
import { badInput } from '@pod/service-kit';
import { storeAddressRefusal, type StoreEgressConfig } from '@pod/store-client';
import type { Platform } from './site.entity';

export const STORE_URL_REQUIRED = 'Please enter a store URL!';
export const STORE_URL_INVALID = 'Please enter a valid store URL! HTTPS protocol is required!';
export const SHOPIFY_DOMAIN_INVALID = 'Please enter a valid Shopify store domain (your-store.myshopify.com)!';
/** Not in the spec (issue 21 item 4): a store address on a private or local network. */
export const STORE_URL_PRIVATE = "Please enter your store's public URL! This address points to a private or local network.";

const SHOPIFY_SHOP = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.port !== '';
}

/**
 * The stored form of a store address (spec 000 §5): an https URL without trailing slash for
 * WooCommerce, ShopBase and import sites; the shop domain (x.myshopify.com) for Shopify.
 * Plain http passes only for an origin on the store allow-list (the embedded demo store,
 * `DEMO_STORE_URL`; `STORE_ALLOWED_ORIGINS`) or, with `ALLOW_LOOPBACK_STORES`, a loopback
 * `http://127.0.0.1:<port>` / `http://localhost:<port>` (local fake stores in tests).
 * Whether the host is a name or a public address is `assertStoreHost`'s question.
 */
export function normaliseStoreDomain(platform: Platform, input: string | null | undefined, egress: Required<StoreEgressConfig>): string {
  const raw = input?.trim() ?? '';
  if (!raw) throw badInput(STORE_URL_REQUIRED, 'domain');
  if (platform === 'shopify') return normaliseShopifyShop(raw, egress.allowLoopback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput(STORE_URL_INVALID, 'domain');
  }
  if (!(url.protocol === 'https:' || isAllowed(url, egress)) || url.username || url.password) {
    throw badInput(STORE_URL_INVALID, 'domain');
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
}

/**
 * Refuses a normalised store address whose host is, or resolves to, a loopback, private,
 * link-local, unique-local or unspecified address (issue 21 item 4), unless its origin is
 * allow-listed (store-client checks the resolved address again on every connection); then a
 * bare name such as `https://shop` (no dot: not a public host name).
 */
export async function assertStoreHost(platform: Platform, domain: string, egress: Required<StoreEgressConfig>): Promise<void> {
  const url = new URL(storeBaseUrl(domain));
  // an import site's URL is only a label: nothing ever connects to it
  if (platform !== 'import' && (await storeAddressRefusal(url))) throw badInput(STORE_URL_PRIVATE, 'domain');
  // an IPv6 literal has no dot either; it was judged as an address above
  const bareName = !url.hostname.includes('.') && !url.hostname.startsWith('[');
  if (bareName && !isAllowed(url, egress)) throw badInput(STORE_URL_INVALID, 'domain');
}

function isAllowed(url: URL, egress: Required<StoreEgressConfig>): boolean {
  return egress.allowedOrigins.includes(url.origin) || (egress.allowLoopback && isLoopback(url));
}

/** "my-shop", "my-shop.myshopify.com" or "https://my-shop.myshopify.com/admin" → "my-shop.myshopify.com". */
export function normaliseShopifyShop(raw: string, allowLoopback: boolean): string {
  const value = raw.trim().toLowerCase();
  if (allowLoopback && /^http:\/\//.test(value)) {
    const url = safeUrl(value);
    if (url && isLoopback(url)) return `http://${url.host}`;
  }
  const host = value.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  const shop = host.includes('.') ? host : `${host}.myshopify.com`;
  if (!SHOPIFY_SHOP.test(shop)) throw badInput(SHOPIFY_DOMAIN_INVALID, 'domain');
  return shop;
}

/** The host a store reports itself as (Shopify's and ShopBase's `shop` parameter). */
export function storeHost(domain: string): string {
  return domain.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
