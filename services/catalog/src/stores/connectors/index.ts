import type { Logger } from '@pod/service-kit';
import type { StoreCallPolicy } from '@pod/store-client';
import { pushShopProduct } from './shopify';
import { pushWooProduct } from './woocommerce';
import { StoreError, type ConnectedSite, type PushResult, type StoreProductPayload } from './types';

export { StoreError, type ConnectedSite, type PushResult, type StoreProductPayload, type StoreVariantPayload } from './types';
export { storeApiFor, wooListAll, SHOPIFY_ADMIN_API_VERSION, retryAfterMs, type StoreApi, type StoreCallPolicy } from '@pod/store-client';
export { WOO_META } from './woocommerce';

/**
 * Publishes (creates or updates) a product at the site's store and says where it is.
 * Throws StoreError with the store's own message when the store refuses.
 */
export function pushProductToStore(site: ConnectedSite, product: StoreProductPayload, logger?: Pick<Logger, 'warn'>, policy?: Partial<StoreCallPolicy>): Promise<PushResult> {
  switch (site.platform) {
    case 'woocommerce':
      return pushWooProduct(site, product, logger, policy);
    case 'shopify':
    case 'shopbase':
      return pushShopProduct(site, product, logger, policy);
    default:
      return Promise.reject(new StoreError('Import sites have no store to push to', 0));
  }
}
