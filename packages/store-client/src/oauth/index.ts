import { storeBaseUrl } from '@pod/contracts';
import { shopErrorMessage, StoreError } from '../errors';
import { storeCall, type StoreCallPolicy } from '../http';

/**
 * Store authorisation capability: the addresses a seller's browser goes to so the store grants
 * us access, and Shopify's / ShopBase's code-for-token exchange. Checking the grant's signature
 * and state is the caller's (it holds the app secret and issued the state).
 */

/** WooCommerce's key-granting page (wc-auth v1): the store POSTs keys to `callback_url`, then sends the browser to `return_url`. */
export function wooAuthorizeUrl(domain: string, params: { appName: string; scope: string; userId: string; returnUrl: string; callbackUrl: string }): string {
  const query = new URLSearchParams({ app_name: params.appName, scope: params.scope, user_id: params.userId, return_url: params.returnUrl, callback_url: params.callbackUrl });
  return `${storeBaseUrl(domain)}/wc-auth/v1/authorize?${query}`;
}

/** Shopify / ShopBase OAuth: the app's install page at the shop; it redirects to `redirectUri` with code, shop, state, timestamp and hmac. */
export function shopAuthorizeUrl(domain: string, params: { clientId: string; scope: string; redirectUri: string; state: string }): string {
  const query = new URLSearchParams({ client_id: params.clientId, scope: params.scope, redirect_uri: params.redirectUri, state: params.state });
  return `${storeBaseUrl(domain)}/admin/oauth/authorize?${query}`;
}

export interface ShopAccessGrant {
  access_token: string;
  scope?: string;
}

/** Shopify/ShopBase: trades the authorisation code for a permanent access token. */
export async function exchangeShopCode(
  domain: string,
  app: { apiKey: string; apiSecret: string },
  code: string,
  policy?: Partial<StoreCallPolicy>,
): Promise<ShopAccessGrant> {
  const { body } = await storeCall<{ access_token?: string; scope?: string } | null>(`${storeBaseUrl(domain)}/admin/oauth/access_token`, {
    method: 'POST',
    body: { client_id: app.apiKey, client_secret: app.apiSecret, code },
    errorMessage: shopErrorMessage,
    policy,
  });
  if (!body?.access_token) throw new StoreError('The store did not return an access token', 502);
  return { access_token: body.access_token, scope: body.scope };
}
