/** Store platforms a site can be on (spec 000 §5). */
export const STORE_PLATFORMS = ['woocommerce', 'shopify', 'shopbase', 'import'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];

/**
 * What a store gave us to call its API: WooCommerce REST keys, or a Shopify/ShopBase access
 * token. users-sites keeps them sealed; the catalog receives them to call stores.
 */
export type StoreCredentials =
  | { kind: 'woocommerce'; consumer_key: string; consumer_secret: string; key_permissions?: string }
  | { kind: 'shopify' | 'shopbase'; access_token: string; scope?: string };

/**
 * The base URL a store's own API and OAuth pages live under: the stored domain is an https
 * URL (WooCommerce, ShopBase), a bare shop domain (Shopify), or a loopback http URL (local
 * stores in tests).
 */
export function storeBaseUrl(domain: string): string {
  if (/^https?:\/\//.test(domain)) return domain.replace(/\/+$/, '');
  return `https://${domain}`;
}
