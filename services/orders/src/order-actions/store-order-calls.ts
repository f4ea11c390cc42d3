import { storeApiFor, StoreError, type StoreCallPolicy, type StoreSite } from '@pod/store-client';
import { cancelStoreOrder, fetchStoreOrders } from '@pod/store-client/orders';
import type { Order } from '../orders/order.entity';
import type { StoreSiteLookup } from '../orders/store-fulfillment';

/** The list actions' store calls (cancel in the store, refresh), through the one store client. */
export interface StoreOrderCalls {
  /** Cancels the whole store order; throws StoreError with the store's reason. */
  cancel(order: Pick<Order, 'site_id' | 'origin_id'>): Promise<void>;
  /** The store order as the store has it now (raw, for `normalizeStoreOrder`) and the site it came from; throws StoreError. */
  fetch(order: Pick<Order, 'site_id' | 'origin_id'>): Promise<{ site: StoreSite; raw: unknown }>;
}

/** Against the site `lookup` returns (users-sites' signed credentials route; a test's fake store). */
export function storeOrderCalls(lookup: StoreSiteLookup, policy?: Partial<StoreCallPolicy>): StoreOrderCalls {
  return {
    async cancel(order) {
      await cancelStoreOrder(storeApiFor(await lookup(order.site_id), { policy }), order);
    },
    async fetch(order) {
      const site = await lookup(order.site_id);
      const fetched = await fetchStoreOrders(storeApiFor(site, { policy }), { ids: [order.origin_id] });
      const raw = fetched.orders[0];
      if (!raw) throw new StoreError(fetched.failed[0]?.message ?? 'The store did not return the order', 404);
      return { site, raw };
    },
  };
}
