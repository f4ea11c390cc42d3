/** Store platforms a site can be on (spec 000 §5). */
export type StorePlatform = 'woocommerce' | 'shopify' | 'shopbase' | 'import';

/**
 * The base URL a store's own API and OAuth pages live under: the stored domain is an https
 * URL (WooCommerce, ShopBase), a bare shop domain (Shopify), or a loopback http URL (local
 * stores in tests).
 */
export function storeBaseUrl(domain: string): string {
  if (/^https?:\/\//.test(domain)) return domain.replace(/\/+$/, '');
  return `https://${domain}`;
}
