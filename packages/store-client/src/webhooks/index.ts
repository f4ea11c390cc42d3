import type { StoreApi } from '../client';
import { StoreError } from '../errors';
import type { OnlineStorePlatform } from '../platforms';

/**
 * Webhooks capability: registering and removing the order webhooks a store delivers to us.
 * WooCommerce: `webhooks` (REST v3, signed with the secret we give); Shopify / ShopBase:
 * `webhooks.json` (signed with the app secret).
 */

/** Order topics each platform notifies us of. */
export const WEBHOOK_TOPICS: Record<OnlineStorePlatform, string[]> = {
  woocommerce: ['order.created', 'order.updated'],
  shopify: ['orders/create', 'orders/updated'],
  shopbase: ['orders/create', 'orders/updated'],
};

export interface RegisteredWebhook {
  topic: string;
  /** The store's id of the webhook (to remove it later). */
  external_id: string;
}

/** Creates one webhook at the store. */
export async function createStoreWebhook(api: StoreApi, topic: string, deliveryUrl: string, secret: string): Promise<RegisteredWebhook> {
  if (api.platform === 'woocommerce') {
    const { body } = await api.call<{ id?: number | string } | null>({
      method: 'POST',
      endpoint: 'webhooks',
      body: { name: `POD ${topic}`, topic, delivery_url: deliveryUrl, secret, status: 'active' },
    });
    if (body?.id == null) throw new StoreError('The store did not return the webhook id', 502, body);
    return { topic, external_id: String(body.id) };
  }
  const { body } = await api.call<{ webhook?: { id?: number | string } } | null>({
    method: 'POST',
    endpoint: 'webhooks.json',
    body: { webhook: { topic, address: deliveryUrl, format: 'json' } },
  });
  if (body?.webhook?.id == null) throw new StoreError('The store did not return the webhook id', 502, body);
  return { topic, external_id: String(body.webhook.id) };
}

/** Removes a webhook registered earlier; one the store no longer knows counts as removed. */
export async function deleteStoreWebhook(api: StoreApi, externalId: string): Promise<void> {
  const id = encodeURIComponent(externalId);
  try {
    if (api.platform === 'woocommerce') await api.call({ method: 'DELETE', endpoint: `webhooks/${id}`, query: { force: 'true' } });
    else await api.call({ method: 'DELETE', endpoint: `webhooks/${id}.json` });
  } catch (err) {
    if (!(err instanceof StoreError && err.status === 404)) throw err;
  }
}
