import type { StoreApi } from '../client';
import { StoreError } from '../errors';
import { shopListAll, wooListAll } from '../paging';
import type { StoreOrderFailure } from './types';

/**
 * Pulls orders from a store by id and/or by creation time ("Fetch Orders"). Lists are paged
 * (WooCommerce per_page 100 and X-WP-TotalPages, Shopify/ShopBase Link rel="next"); each page's
 * 429 is waited out by the store client's policy. An id the list did not return is asked for
 * on its own, so the failure carries the store's reason ("Invalid ID.", "Not Found").
 */

export interface StoreOrderQuery {
  /** Store order ids. */
  ids?: string[];
  /** Orders created in this window, both ends included (ISO 8601 times; "Fetch Orders" sends 00:00:00 and 23:59:59 UTC). */
  range?: { from: string; to: string };
}

export interface FetchedStoreOrders {
  /** Raw store orders (normalise each with `normalizeStoreOrder`), each once. */
  orders: unknown[];
  failed: StoreOrderFailure[];
}

/** Ids per list request: Woo's page size; Shopify takes up to 250 `ids`, fewer keeps the URL short. */
const IDS_PER_REQUEST = 100;
/** Store order ids are numbers on all three platforms. */
const ORDER_ID = /^\d{1,20}$/;

/** Throws StoreError only when the store cannot be listed at all (keys refused, store down); per-id problems are in `failed`. */
export async function fetchStoreOrders(api: StoreApi, query: StoreOrderQuery): Promise<FetchedStoreOrders> {
  const byId = new Map<string, unknown>();
  const failed: StoreOrderFailure[] = [];
  const ids = [...new Set((query.ids ?? []).map((id) => id.trim()).filter(Boolean))];
  const wellFormed = ids.filter((id) => ORDER_ID.test(id));
  for (const id of ids) if (!ORDER_ID.test(id)) failed.push({ id, message: 'Not an order id (store order ids are numbers)' });

  for (let i = 0; i < wellFormed.length; i += IDS_PER_REQUEST) {
    const chunk = wellFormed.slice(i, i + IDS_PER_REQUEST);
    for (const order of await listOrders(api, { ids: chunk })) byId.set(orderId(order), order);
  }
  for (const id of wellFormed) {
    if (byId.has(id)) continue;
    try {
      byId.set(id, await getOrder(api, id));
    } catch (err) {
      if (!(err instanceof StoreError)) throw err;
      failed.push({ id, message: err.message });
    }
  }
  if (query.range) {
    for (const end of [query.range.from, query.range.to]) if (Number.isNaN(Date.parse(end))) throw new StoreError(`"${end}" is not a date and time`, 0);
    for (const order of await listOrders(api, { range: query.range })) byId.set(orderId(order), order);
  }
  return { orders: [...byId.values()], failed };
}

function orderId(order: unknown): string {
  return String((order as { id?: unknown }).id);
}

function listOrders(api: StoreApi, filter: { ids?: string[]; range?: { from: string; to: string } }): Promise<unknown[]> {
  if (api.platform === 'woocommerce') {
    // status=any: Woo lists every status except trash when asked (its default is `any` too, said for clarity)
    const query: Record<string, string> = { status: 'any', orderby: 'id', order: 'asc' };
    if (filter.ids) query.include = filter.ids.join(',');
    // Woo's after/before are exclusive and to the second: widen by one second so both ends are included
    if (filter.range) Object.assign(query, { after: shiftSeconds(filter.range.from, -1), before: shiftSeconds(filter.range.to, 1), dates_are_gmt: 'true' });
    return wooListAll(api, 'orders', query);
  }
  // status=any: without it Shopify lists only open orders
  const query: Record<string, string> = { status: 'any' };
  if (filter.ids) query.ids = filter.ids.join(',');
  if (filter.range) Object.assign(query, { created_at_min: filter.range.from, created_at_max: filter.range.to });
  return shopListAll(api, 'orders.json', 'orders', query);
}

/** A time moved by whole seconds, as UTC `YYYY-MM-DDTHH:mm:ss` (what Woo compares with `dates_are_gmt`). */
function shiftSeconds(time: string, seconds: number): string {
  return new Date(Math.floor(Date.parse(time) / 1000) * 1000 + seconds * 1000).toISOString().slice(0, 19);
}

async function getOrder(api: StoreApi, id: string): Promise<unknown> {
  if (api.platform === 'woocommerce') return (await api.call({ endpoint: `orders/${id}` })).body;
  const { body } = await api.call<{ order?: unknown } | null>({ endpoint: `orders/${id}.json` });
  if (!body?.order) throw new StoreError('The store did not return the order', 502, body);
  return body.order;
}
