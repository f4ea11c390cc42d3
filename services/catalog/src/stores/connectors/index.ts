import type { Logger } from '@pod/service-kit';
import type { StoreCallPolicy } from './store-http';
import { pushShopProduct } from './shopify';
import { pushWooProduct } from './woocommerce';
import { StoreError, type ConnectedSite, type PushResult, type StoreProductPayload } from './types';

export { StoreError, type ConnectedSite, type PushResult, type StoreProductPayload, type StoreVariantPayload } from './types';
export { storeApiFor, wooListAll, nextPageUrl, SHOPIFY_API_VERSION, type StoreApi, type StoreApiRequest } from './store-api';
export { DEFAULT_STORE_CALL_POLICY, retryAfterMs, type StoreCallPolicy, type StoreResponse } from './store-http';
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
