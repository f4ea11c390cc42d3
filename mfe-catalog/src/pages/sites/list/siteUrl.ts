/**
 * Store address rules of spec 000 §5 "Add site": a store URL must be an https URL, except
 * for Shopify where the shop domain (your-shop.myshopify.com) is entered. Trailing slashes
 * are removed before the address is sent.
 */
export const INVALID_STORE_URL = 'Please enter a valid store URL! HTTPS protocol is required!';

export function stripTrailingSlash(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

export function isHttpsStoreUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** "https://shop.myshopify.com/" or "shop.myshopify.com" → "shop.myshopify.com". */
export function shopifyShopDomain(value: string): string {
  return stripTrailingSlash(value).replace(/^https?:\/\//i, '').split('/')[0].toLowerCase();
}

/** The domain to send for a platform. */
export function domainForPlatform(platform: string, value: string): string {
  return platform === 'shopify' ? shopifyShopDomain(value) : stripTrailingSlash(value);
}

/** A clickable address for the list (Shopify domains are stored without a protocol). */
export function siteHref(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}
