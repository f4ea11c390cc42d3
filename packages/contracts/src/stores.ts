/** Store platforms a site can be on (spec 000 §5). */
export const STORE_PLATFORMS = ['woocommerce', 'shopify', 'shopbase', 'import'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];

/**
 * What a seller reads when a site's store cannot be used (the catalog's push log, store proxy
 * and mapping calls; the store mapping page). Not in the specs: our wording, saying what to do.
 */
export const STORE_ACCESS_MESSAGES = {
  notConnected: 'This site is not connected to its store. Reconnect it on the Sites page, then try again.',
  refused: 'The store refused access for this site. Reconnect the site on the Sites page, then try again.',
  importSite: 'Import sites have no store: their products and orders come from files you import.',
} as const;

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
