import { shopAuthorizeUrl, wooAuthorizeUrl } from '@pod/store-client/oauth';
import type { UsersSitesConfig } from '../config';
import { signOAuthState } from './oauth-state';
import type { Site } from './site.entity';

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
    return wooAuthorizeUrl(site.domain!, {
      appName: config.wooAppName,
      scope: 'read_write',
      // WooCommerce echoes user_id in its callback; it carries the site id, signed.
      userId: state,
      returnUrl: `${config.appUrl}/sites`,
      callbackUrl: `${config.publicApiUrl}/oauth/woocommerce/callback`,
    });
  }
  if (site.platform === 'shopify' && !site.domain) {
    // Shop not named yet (initShopifyAuth without a shop): ask for it first.
    return `${config.publicApiUrl}/oauth/shopify/install?${new URLSearchParams({ state })}`;
  }
  const app = site.platform === 'shopify' ? config.shopify : config.shopbase;
  return shopAuthorizeUrl(site.domain!, {
    clientId: app.apiKey,
    scope: site.platform === 'shopify' ? SHOPIFY_SCOPES : SHOPBASE_SCOPES,
    redirectUri: `${config.publicApiUrl}/oauth/${site.platform}/callback`,
    state,
  });
}
