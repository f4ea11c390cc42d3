import type { StoreApi } from '../client';
import { StoreError } from '../errors';

/**
 * "Add tracking": tells the store an order shipped, so the shopper gets the tracking.
 * - WooCommerce core has no shipments: a customer-visible order note
 *   (`POST orders/{id}/notes`, `customer_note: true`, which WooCommerce emails to the shopper).
 * - Shopify (Admin API 2026-10): fulfilments are made against fulfillment orders — read
 *   `orders/{id}/fulfillment_orders.json`, then `POST fulfillments.json` with every open one
 *   and `tracking_info`.
 * - ShopBase: `POST orders/{id}/fulfillments.json` with `tracking_number`, `tracking_company`,
 *   `tracking_url` (its "Manage fulfillments" tutorial).
 */

export interface StoreTracking {
  carrier: string;
  number: string;
  url: string;
}

export interface StoreFulfillmentResult {
  /** The store's id of what was created (fulfilment id, or Woo note id). */
  external_id: string;
}

/** Fulfillment-order statuses Shopify still lets us fulfil. */
const OPEN_FULFILLMENT_ORDER = new Set(['open', 'in_progress', 'scheduled']);

export async function createFulfillment(api: StoreApi, order: { origin_id: string }, tracking: StoreTracking): Promise<StoreFulfillmentResult> {
  const id = encodeURIComponent(order.origin_id);
  if (api.platform === 'woocommerce') {
    const note = [`Shipped with ${tracking.carrier}, tracking number ${tracking.number}.`, tracking.url ? `Track it: ${tracking.url}` : ''].filter(Boolean).join(' ');
    const { body } = await api.call<{ id?: number | string } | null>({ method: 'POST', endpoint: `orders/${id}/notes`, body: { note, customer_note: true } });
    return { external_id: requireId(body?.id, body) };
  }
  if (api.platform === 'shopbase') {
    const { body } = await api.call<{ fulfillment?: { id?: number | string } } | null>({
      method: 'POST',
      endpoint: `orders/${id}/fulfillments.json`,
      body: { fulfillment: { tracking_number: tracking.number, tracking_company: tracking.carrier, tracking_url: tracking.url, notify_customer: true } },
    });
    return { external_id: requireId(body?.fulfillment?.id, body) };
  }
  const { body: listed } = await api.call<{ fulfillment_orders?: Array<{ id: number | string; status: string }> } | null>({ endpoint: `orders/${id}/fulfillment_orders.json` });
  const open = (listed?.fulfillment_orders ?? []).filter((fo) => OPEN_FULFILLMENT_ORDER.has(fo.status));
  if (!open.length) throw new StoreError('The store has nothing left to fulfil on this order', 422, listed);
  const { body } = await api.call<{ fulfillment?: { id?: number | string } } | null>({
    method: 'POST',
    endpoint: 'fulfillments.json',
    body: {
      fulfillment: {
        line_items_by_fulfillment_order: open.map((fo) => ({ fulfillment_order_id: fo.id })),
        tracking_info: { company: tracking.carrier, number: tracking.number, url: tracking.url },
        notify_customer: true,
      },
    },
  });
  return { external_id: requireId(body?.fulfillment?.id, body) };
}

function requireId(id: unknown, body: unknown): string {
  if (id == null) throw new StoreError('The store did not return what it created', 502, body);
  return String(id);
}
