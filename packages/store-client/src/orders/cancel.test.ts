import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWooCatalogue, startFakeShopBaseStore, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { StoreError, storeApiFor, type StoreApi, configureStoreEgress } from '../index';
import { cancelStoreOrder } from './index';

let woo: FakeWooStore;
let shops: FakeShopStore[];
const fast = { backoffMs: 10, timeoutMs: 5_000 };

beforeAll(async () => {
  [woo, ...shops] = await Promise.all([startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 1) }), startFakeShopifyStore(), startFakeShopBaseStore()]);
  // the fakes listen on loopback: allow-listed as a service's config would (STORE_ALLOWED_ORIGINS)
  configureStoreEgress({ allowedOrigins: [woo.url, ...shops.map((s) => s.url)] });
});
afterAll(async () => {
  await Promise.all([woo?.stop(), ...(shops ?? []).map((shop) => shop.stop())]);
});

const shopApi = (shop: FakeShopStore): StoreApi =>
  storeApiFor({ platform: shop.platform, domain: shop.url, credentials: { kind: shop.platform, access_token: shop.accessToken } }, { policy: fast });

async function shopOrder(shop: FakeShopStore): Promise<number> {
  const res = await shopApi(shop).call<{ product: { variants: Array<{ id: number }> } }>({ method: 'POST', endpoint: 'products.json', body: { product: { title: 'Tee', variants: [{ price: '20.00', sku: 'TEE' }] } } });
  return shop.orders.create({ line_items: [{ variant_id: res.body.product.variants[0].id }] }).id;
}

describe('cancelStoreOrder', () => {
  it('WooCommerce: PUT orders/{id} status cancelled; an unknown order is the store\'s "Invalid ID."', async () => {
    const api = storeApiFor({ platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } }, { policy: fast });
    const product = [...woo.catalogue.products.values()][0];
    const order = woo.orders.create({ line_items: [{ product_id: product.id }] });
    expect(await cancelStoreOrder(api, { origin_id: String(order.id) })).toEqual({ status: 'cancelled' });
    expect(woo.orders.orders.get(order.id)?.status).toBe('cancelled');
    const missing = await cancelStoreOrder(api, { origin_id: '999999' }).catch((err: unknown) => err);
    expect(missing).toBeInstanceOf(StoreError);
    expect(missing).toMatchObject({ message: 'Invalid ID.', status: 404 });
  });

  it.each([0, 1])('Shopify and ShopBase (%i): POST orders/{id}/cancel.json; a second cancel is refused with the store\'s reason', async (index) => {
    const shop = shops[index];
    const id = await shopOrder(shop);
    expect(await cancelStoreOrder(shopApi(shop), { origin_id: String(id) })).toEqual({ status: 'cancelled' });
    expect(shop.orders.orders.get(id)?.cancelled_at).toBeTruthy();
    const again = await cancelStoreOrder(shopApi(shop), { origin_id: String(id) }).catch((err: unknown) => err);
    expect(again).toBeInstanceOf(StoreError);
    expect(again).toMatchObject({ status: 422 });
    expect((again as StoreError).message).toContain('Order has already been cancelled');
  });
});
