import type { UsersSitesConfig } from '../config';
import { signOAuthState } from './oauth-state';
import type { Site } from './site.entity';
import { storeBaseUrl } from './store-domains';

/** Shopify scopes for products, orders, fulfilments, customers, themes, content, shipping, discounts, inventory (spec 000 §9). */
export const SHOPIFY_SCOPES = ['products', 'orders', 'fulfillments', 'customers', 'themes', 'content', 'shipping', 'discounts', 'inventory']
  .flatMap((s) => [`read_${s}`, `write_${s}`])
  .join(',');
/** ShopBase scopes (spec 000 §9). */
export const SHOPBASE_SCOPES = 'write_products,write_orders,write_fulfillments';

type StoreAuthConfig = Pick<UsersSitesConfig, 'jwtSecret' | 'appUrl' | 'publicApiUrl' | 'shopify' | 'shopbase' | 'wooAppName'>;

/**
 * Builds the address the owner's browser goes to so the store grants us access. The store
 * sends the grant back to `<PUBLIC_API_URL>/oauth/<platform>/callback` (oauth.routes.ts).
 */
export function authorisationUrl(site: Site, config: StoreAuthConfig): string | null {
  if (site.type === 'offline' || site.platform === 'import') return null;
  const state = signOAuthState(config.jwtSecret, site.id);
  if (site.platform === 'woocommerce') {
    const params = new URLSearchParams({
      app_name: config.wooAppName,
      scope: 'read_write',
      // WooCommerce echoes user_id in its callback; it carries the site id, signed.
      user_id: state,
      return_url: `${config.appUrl}/sites`,
      callback_url: `${config.publicApiUrl}/oauth/woocommerce/callback`,
    });
    return `${site.domain}/wc-auth/v1/authorize?${params}`;
  }
  if (site.platform === 'shopify' && !site.domain) {
    // Shop not named yet (initShopifyAuth without a shop): ask for it first.
    return `${config.publicApiUrl}/oauth/shopify/install?${new URLSearchParams({ state })}`;
  }
  const app = site.platform === 'shopify' ? config.shopify : config.shopbase;
  const params = new URLSearchParams({
    client_id: app.apiKey,
    scope: site.platform === 'shopify' ? SHOPIFY_SCOPES : SHOPBASE_SCOPES,
    redirect_uri: `${config.publicApiUrl}/oauth/${site.platform}/callback`,
    state,
  });
  return `${storeBaseUrl(site.domain!)}/admin/oauth/authorize?${params}`;
}
