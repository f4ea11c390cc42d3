import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopBaseStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { storeApiFor, type StoreApi, configureStoreEgress } from '../index';
import { createStoreWebhook, deleteStoreWebhook, WEBHOOK_TOPICS } from './index';

let woo: FakeWooStore;
let shopbase: FakeShopStore;
let wooApi: StoreApi;
let shopbaseApi: StoreApi;
const fast = { backoffMs: 10, timeoutMs: 5_000 };

beforeAll(async () => {
  [woo, shopbase] = await Promise.all([startFakeWooStore(), startFakeShopBaseStore()]);
  // the fakes listen on loopback: allow-listed as a service's config would (STORE_ALLOWED_ORIGINS)
  configureStoreEgress({ allowedOrigins: [woo.url, shopbase.url] });
  wooApi = storeApiFor({ platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } }, { policy: fast });
  shopbaseApi = storeApiFor({ platform: 'shopbase', domain: shopbase.url, credentials: { kind: 'shopbase', access_token: shopbase.accessToken } }, { policy: fast });
});
afterAll(async () => {
  await Promise.all([woo?.stop(), shopbase?.stop()]);
});

describe('order webhooks', () => {
  it('WooCommerce: registers each order topic with our delivery URL and secret, and removes them', async () => {
    const registered = [];
    for (const topic of WEBHOOK_TOPICS.woocommerce) registered.push(await createStoreWebhook(wooApi, topic, 'https://api.example/webhooks/woocommerce/s1', 'secret-1'));
    expect(registered.map((r) => r.topic)).toEqual(['order.created', 'order.updated']);
    expect(woo.webhooks.map((w) => [w.topic, w.delivery_url])).toEqual([
      ['order.created', 'https://api.example/webhooks/woocommerce/s1'],
      ['order.updated', 'https://api.example/webhooks/woocommerce/s1'],
    ]);
    expect(woo.received('POST', '/webhooks')[0].body).toMatchObject({ secret: 'secret-1', status: 'active' });
    for (const hook of registered) await deleteStoreWebhook(wooApi, hook.external_id);
    expect(woo.webhooks).toHaveLength(0);
    expect(woo.received('DELETE', '/webhooks/').map((r) => r.query.force)).toEqual(['true', 'true']);
  });

  it('ShopBase: webhooks.json on its Admin API; a webhook the store no longer knows counts as removed', async () => {
    const hook = await createStoreWebhook(shopbaseApi, 'orders/create', 'https://api.example/webhooks/shopbase/s2', 'unused');
    expect(shopbase.webhooks).toEqual([expect.objectContaining({ topic: 'orders/create', address: 'https://api.example/webhooks/shopbase/s2', format: 'json' })]);
    expect(shopbase.received('POST', '/admin/webhooks.json')[0].headers['x-shopbase-access-token']).toBe(shopbase.accessToken);
    await deleteStoreWebhook(shopbaseApi, hook.external_id);
    await deleteStoreWebhook(shopbaseApi, hook.external_id);
    expect(shopbase.webhooks).toHaveLength(0);
    expect(shopbase.received('DELETE', '/webhooks/').map((r) => r.status)).toEqual([200, 404]);
  });

  it('passes on other refusals', async () => {
    const wrong = storeApiFor({ platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', consumer_key: 'ck_x', consumer_secret: 'cs_x' } }, { policy: fast });
    await expect(deleteStoreWebhook(wrong, '1')).rejects.toMatchObject({ status: 401 });
  });
});
