import type { StoreApi } from '../client';
import { StoreError } from '../errors';

/**
 * Cancels a whole store order (the list's "cancel in the store" options):
 * - WooCommerce REST v3: `PUT orders/{id}` with `status: cancelled` (WooCommerce restocks and
 *   mails the shopper as it does for a cancellation in its admin).
 * - Shopify Admin API and ShopBase: `POST orders/{id}/cancel.json`; the store refuses (422) an
 *   order already cancelled or fulfilled, and that refusal comes back as a StoreError.
 * A store order holds every line item, so its other lines are cancelled in the store too.
 */

export interface StoreCancelResult {
  /** The store order's status as the store answered it (`cancelled`). */
  status: string;
}

export async function cancelStoreOrder(api: StoreApi, order: { origin_id: string }): Promise<StoreCancelResult> {
  const id = encodeURIComponent(order.origin_id);
  if (api.platform === 'woocommerce') {
    const { body } = await api.call<{ id?: unknown; status?: string } | null>({ method: 'PUT', endpoint: `orders/${id}`, body: { status: 'cancelled' } });
    if (body?.status !== 'cancelled') throw new StoreError(`The store kept the order ${body?.status ?? 'unchanged'}`, 502, body);
    return { status: body.status };
  }
  const { body } = await api.call<{ order?: { cancelled_at?: string | null } } | null>({ method: 'POST', endpoint: `orders/${id}/cancel.json`, body: {} });
  if (!body?.order?.cancelled_at) throw new StoreError('The store did not cancel the order', 502, body);
  return { status: 'cancelled' };
}
