import type { StoreCredentials } from './credentials';
import type { Platform } from './site.entity';
import { storeBaseUrl } from './store-domains';

/** Store API calls this service makes: the OAuth code exchange and webhook registration. */

const TIMEOUT_MS = 15_000;
const SHOP_API_VERSION = '2024-01';

export class StoreApiError extends Error {}

async function call(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (err) {
    throw new StoreApiError(`The store could not be reached (${(err as Error).message})`);
  }
  const body = await res.text();
  if (!res.ok) throw new StoreApiError(`The store answered ${res.status}`);
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    throw new StoreApiError('The store answered with something other than JSON');
  }
}

/** Shopify/ShopBase: trades the authorisation code for a permanent access token. */
export async function exchangeShopCode(domain: string, apiKey: string, apiSecret: string, code: string): Promise<{ access_token: string; scope?: string }> {
  const body = (await call(`${storeBaseUrl(domain)}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: apiKey, client_secret: apiSecret, code }),
  })) as { access_token?: string; scope?: string } | null;
  if (!body?.access_token) throw new StoreApiError('The store did not return an access token');
  return { access_token: body.access_token, scope: body.scope };
}

/** Order topics each platform notifies us of. */
export const WEBHOOK_TOPICS: Record<Exclude<Platform, 'import'>, string[]> = {
  woocommerce: ['order.created', 'order.updated'],
  shopify: ['orders/create', 'orders/updated'],
  shopbase: ['orders/create', 'orders/updated'],
};

export interface RegisteredWebhook {
  topic: string;
  external_id: string;
}

function authHeaders(credentials: StoreCredentials): Record<string, string> {
  if (credentials.kind === 'woocommerce') {
    return { authorization: `Basic ${Buffer.from(`${credentials.consumer_key}:${credentials.consumer_secret}`).toString('base64')}` };
  }
  return { 'x-shopify-access-token': credentials.access_token };
}

/** Creates one webhook at the store. */
export async function createStoreWebhook(
  platform: Exclude<Platform, 'import'>,
  domain: string,
  credentials: StoreCredentials,
  topic: string,
  deliveryUrl: string,
  secret: string,
): Promise<RegisteredWebhook> {
  const base = storeBaseUrl(domain);
  const headers = { 'content-type': 'application/json', ...authHeaders(credentials) };
  if (platform === 'woocommerce') {
    const body = (await call(`${base}/wp-json/wc/v3/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `POD ${topic}`, topic, delivery_url: deliveryUrl, secret, status: 'active' }),
    })) as { id?: number | string } | null;
    if (body?.id == null) throw new StoreApiError('The store did not return the webhook id');
    return { topic, external_id: String(body.id) };
  }
  const body = (await call(`${base}/admin/api/${SHOP_API_VERSION}/webhooks.json`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ webhook: { topic, address: deliveryUrl, format: 'json' } }),
  })) as { webhook?: { id?: number | string } } | null;
  if (body?.webhook?.id == null) throw new StoreApiError('The store did not return the webhook id');
  return { topic, external_id: String(body.webhook.id) };
}

/** Removes a webhook we registered earlier; one the store no longer knows counts as removed. */
export async function deleteStoreWebhook(platform: Exclude<Platform, 'import'>, domain: string, credentials: StoreCredentials, externalId: string): Promise<void> {
  const base = storeBaseUrl(domain);
  const url =
    platform === 'woocommerce'
      ? `${base}/wp-json/wc/v3/webhooks/${encodeURIComponent(externalId)}?force=true`
      : `${base}/admin/api/${SHOP_API_VERSION}/webhooks/${encodeURIComponent(externalId)}.json`;
  try {
    await call(url, { method: 'DELETE', headers: authHeaders(credentials) });
  } catch (err) {
    if (!(err instanceof StoreApiError && /answered 404/.test(err.message))) throw err;
  }
}
