import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureStoreEgress } from '../index';
import { shopOAuthHmac, startFakeShopifyStore, type FakeShopStore } from '@pod/store-fakes';
import { StoreError } from '../errors';
import { exchangeShopCode, shopAuthorizeUrl, wooAuthorizeUrl } from './index';

const app = { apiKey: 'app-key', apiSecret: 'app-secret' };
let shopify: FakeShopStore;

beforeAll(async () => {
  shopify = await startFakeShopifyStore({ app });
  // the fakes listen on loopback: allow-listed as a service's config would (STORE_ALLOWED_ORIGINS)
  configureStoreEgress({ allowedOrigins: [shopify.url] });
});
afterAll(async () => {
  await shopify?.stop();
});

describe('store authorisation', () => {
  it('builds the wc-auth address of a WooCommerce store (under its own path too)', () => {
    const url = new URL(wooAuthorizeUrl('https://shop.example/wp/', { appName: 'POD', scope: 'read_write', userId: 'state-1', returnUrl: 'https://app/sites', callbackUrl: 'https://api/oauth/woocommerce/callback' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/wp/wc-auth/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ app_name: 'POD', scope: 'read_write', user_id: 'state-1', return_url: 'https://app/sites', callback_url: 'https://api/oauth/woocommerce/callback' });
  });

  it('Shopify: authorize redirects back with a signed code, which is traded once for an access token', async () => {
    const authorize = shopAuthorizeUrl(shopify.url, { clientId: app.apiKey, scope: 'read_products', redirectUri: 'https://api.example/oauth/shopify/callback', state: 's1' });
    expect(authorize.startsWith(`${shopify.url}/admin/oauth/authorize?`)).toBe(true);
    const redirect = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    const query = Object.fromEntries(redirect.searchParams);
    expect(query).toMatchObject({ shop: shopify.shop, state: 's1' });
    expect(query.hmac).toBe(shopOAuthHmac(query, app.apiSecret));

    const grant = await exchangeShopCode(shopify.url, app, query.code);
    expect(grant).toEqual({ access_token: `shpat_${query.code}`, scope: 'read_products' });
    const again = await exchangeShopCode(shopify.url, app, query.code).catch((e) => e);
    expect(again).toBeInstanceOf(StoreError);
    expect(again).toMatchObject({ status: 400, message: 'The authorization code was not found or was already used' });
  });
});
