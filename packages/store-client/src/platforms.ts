import { storeBaseUrl, type StoreCredentials, type StorePlatform } from '@pod/contracts';
import { shopErrorMessage, StoreError, wooErrorMessage, type StoreErrorMessage } from './errors';

/**
 * The Shopify Admin API version every call names in its URL (REST `/admin/api/{version}/…`,
 * GraphQL `/admin/api/{version}/graphql.json`). The latest stable version: Shopify releases one
 * each quarter (January, April, July, October, 17:00 UTC on the 1st) and supports it 12 months;
 * see README.md for the sources. Moving to the next one is this line plus the release notes.
 */
export const SHOPIFY_ADMIN_API_VERSION = '2026-10';

/** Platforms with a store to call (import sites have none). */
export type OnlineStorePlatform = Exclude<StorePlatform, 'import'>;

/** What a call needs to know about a site: its platform, its store address and the keys it was granted. */
export interface StoreSite {
  platform: StorePlatform;
  domain: string | null;
  credentials: StoreCredentials | null;
}

/** Where a platform's Admin/REST API lives, how requests are signed and how errors are worded. */
export interface StorePlatformApi {
  platform: OnlineStorePlatform;
  /** The API root every endpoint is resolved against. */
  root: string;
  headers: Record<string, string>;
  errorMessage: StoreErrorMessage;
}

/**
 * The one place auth headers and API roots are built:
 * - WooCommerce REST v3: `<site>/wp-json/wc/v3`, HTTP Basic with the consumer key and secret.
 * - Shopify Admin API: `https://<shop>/admin/api/<version>`, `X-Shopify-Access-Token`.
 * - ShopBase Admin API: `<site>/admin` (unversioned), `X-ShopBase-Access-Token` (public apps).
 * Throws StoreError (status 0) when the site has no store, no address or no keys for its platform.
 */
export function platformApi(site: StoreSite): StorePlatformApi {
  if (!site.domain) throw new StoreError('This site has no store address', 0);
  if (site.platform === 'import') throw new StoreError('Import sites have no store to talk to', 0);
  const base = storeBaseUrl(site.domain);
  const credentials = site.credentials;
  if (site.platform === 'woocommerce') {
    if (credentials?.kind !== 'woocommerce') throw new StoreError('This site is not connected to its store', 0);
    const basic = Buffer.from(`${credentials.consumer_key}:${credentials.consumer_secret}`).toString('base64');
    return { platform: 'woocommerce', root: `${base}/wp-json/wc/v3`, headers: { authorization: `Basic ${basic}` }, errorMessage: wooErrorMessage };
  }
  if (credentials?.kind !== 'shopify' && credentials?.kind !== 'shopbase') throw new StoreError('This site is not connected to its store', 0);
  if (site.platform === 'shopify') {
    return { platform: 'shopify', root: `${base}/admin/api/${SHOPIFY_ADMIN_API_VERSION}`, headers: { 'x-shopify-access-token': credentials.access_token }, errorMessage: shopErrorMessage };
  }
  return { platform: 'shopbase', root: `${base}/admin`, headers: { 'x-shopbase-access-token': credentials.access_token }, errorMessage: shopErrorMessage };
}
