import type { StoreSite } from '@pod/store-client';
import { storeApiFor, type StoreCallPolicy } from '@pod/store-client';
import { createFulfillment, type StoreTracking } from '@pod/store-client/orders';
import type { Order } from './order.entity';

/** Where a site's store lives and its keys (users-sites holds them; the service is given a lookup). */
export type StoreSiteLookup = (siteId: string) => Promise<StoreSite>;

/** Tells the order's store it shipped; answers what the store created (for the Timeline). */
export type SendTrackingToStore = (order: Pick<Order, 'site_id' | 'origin_id'>, tracking: StoreTracking) => Promise<{ external_id: string }>;

/**
 * The one store call of this capability: a fulfilment (Shopify, ShopBase) or a customer
 * note (WooCommerce) through `@pod/store-client`, against the site the lookup returns.
 */
export function trackingThroughStoreClient(lookup: StoreSiteLookup, policy?: Partial<StoreCallPolicy>): SendTrackingToStore {
  return async (order, tracking) => {
    const site = await lookup(order.site_id);
    return createFulfillment(storeApiFor(site, { policy }), { origin_id: order.origin_id }, tracking);
  };
}
