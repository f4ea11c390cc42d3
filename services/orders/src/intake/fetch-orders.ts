import { badInput, siteForCaller, type Logger, type UserContext } from '@pod/service-kit';
import { storeApiFor, StoreError, type StoreCallPolicy } from '@pod/store-client';
import { fetchStoreOrders, InvalidStoreOrderError, normalizeStoreOrder } from '@pod/store-client/orders';
import type { Order } from '../orders/order.entity';
import type { IntakeDirectory } from './internal-services';
import type { StoreOrderIntake } from './store-order-intake';

export interface FetchOrdersInput {
  site_id: string;
  order_ids: string[];
  range_time?: { from: string; to: string } | null;
}

export interface FetchOrdersResult {
  orders: Order[];
  failed: Array<{ order_id: string; message: string }>;
}

/**
 * "Fetch Orders" (issue 11 item 1): the site's store orders by id and/or creation time, pulled
 * through `@pod/store-client` and taken in by the same path as webhooks. Ids the store could not
 * give, and orders intake refuses, come back in `failed` with the reason.
 */
export class FetchOrdersService {
  constructor(private readonly deps: { directory: IntakeDirectory; intake: StoreOrderIntake; logger: Logger; storePolicy?: Partial<StoreCallPolicy> }) {}

  async fetchMultipleOrders(user: UserContext, input: FetchOrdersInput): Promise<FetchOrdersResult> {
    const ids = [...new Set(input.order_ids.map((id) => id.trim()).filter(Boolean))];
    if (!ids.length && !input.range_time) throw badInput('Give order ids or a date range');
    // another seller's site answers as an unknown one does
    const site = siteForCaller(user, await this.deps.directory.site(input.site_id), 'orders.admin');
    if (site.platform !== 'woocommerce' && site.platform !== 'shopify' && site.platform !== 'shopbase') throw badInput('Offline sites have no store to fetch orders from');

    let fetched;
    try {
      fetched = await fetchStoreOrders(storeApiFor(site, { policy: this.deps.storePolicy }), { ids, range: input.range_time ?? undefined });
    } catch (err) {
      if (err instanceof StoreError) throw badInput(`The store refused: ${err.message}`);
      throw err;
    }
    const orders: Order[] = [];
    const failed = fetched.failed.map((f) => ({ order_id: f.id, message: f.message }));
    for (const raw of fetched.orders) {
      const id = String((raw as { id?: unknown }).id ?? '');
      try {
        const result = await this.deps.intake.take(site, normalizeStoreOrder(site.platform, raw));
        // a deleted order (soft delete) stays out of every read, this answer included
        orders.push(...result.orders.filter((order) => !order.deleted_at));
      } catch (err) {
        if (!(err instanceof InvalidStoreOrderError)) throw err;
        failed.push({ order_id: id, message: err.message });
      }
    }
    return { orders, failed };
  }
}
