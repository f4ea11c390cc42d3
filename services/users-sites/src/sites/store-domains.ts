import { badInput } from '@pod/service-kit';
import type { Platform } from './site.entity';

export const STORE_URL_REQUIRED = 'Please enter a store URL!';
export const STORE_URL_INVALID = 'Please enter a valid store URL! HTTPS protocol is required!';
export const SHOPIFY_DOMAIN_INVALID = 'Please enter a valid Shopify store domain (your-store.myshopify.com)!';

const SHOPIFY_SHOP = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.port !== '';
}

/**
 * The stored form of a store address (spec 000 §5): an https URL without trailing slash for
 * WooCommerce, ShopBase and import sites; the shop domain (x.myshopify.com) for Shopify.
 * `http://127.0.0.1:<port>` / `http://localhost:<port>` pass only when loopback stores are
 * allowed (local fake stores in tests), or when they are the one trusted store origin (the
 * embedded default's demo store, `DEMO_STORE_URL`).
 */
export function normaliseStoreDomain(platform: Platform, input: string | null | undefined, allowLoopback: boolean, trustedStoreUrl = ''): string {
  const raw = input?.trim() ?? '';
  if (!raw) throw badInput(STORE_URL_REQUIRED, 'domain');
  if (platform === 'shopify') return normaliseShopifyShop(raw, allowLoopback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput(STORE_URL_INVALID, 'domain');
  }
  const loopbackAllowed = isLoopback(url) && (allowLoopback || url.origin === safeUrl(trustedStoreUrl)?.origin);
  if (!(url.protocol === 'https:' || loopbackAllowed) || !url.hostname.includes('.') && !isLoopback(url) || url.username || url.password) {
    throw badInput(STORE_URL_INVALID, 'domain');
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
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
