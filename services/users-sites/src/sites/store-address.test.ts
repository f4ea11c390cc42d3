import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { STORE_ADDRESS_REFUSED } from '@pod/store-client';
import { PRIVATE_STORE_URLS } from '@pod/store-client/testing';
import { as, startTestService, type TestService } from '../testing/test-service';
import { STORE_URL_PRIVATE } from './store-domains';

/**
 * Issue 21 item 4 (SSRF through store URLs): a store address that is or resolves to a
 * non-public address is refused when the site is saved, and again when users-sites connects.
 * Nothing here reaches the network: private literals are refused before any connection, and
 * `localhost` resolves locally.
 */

const CREATE = `mutation ($title: String, $domain: String, $platform: String) { createSite(title: $title, domain: $domain, platform: $platform) { id domain } }`;
const SHOPIFY = `mutation ($title: String!, $shop: String) { initShopifyAuth(title: $title, shop: $shop) { authUrl } }`;
const WEBHOOKS = `mutation ($id: ID!) { updateWebhooks(id: $id) { id } }`;


let t: TestService;
let woo: FakeWooStore;
let demo: FakeWooStore;

beforeAll(async () => {
  [woo, demo] = await Promise.all([startFakeWooStore(), startFakeWooStore()]);
  // production-like: no ALLOW_LOOPBACK_STORES; only the demo store's origin is on the allow-list
  t = await startTestService({ DEMO_STORE_URL: demo.url });
});
afterAll(async () => {
  await t?.stop();
  await Promise.all([woo?.stop(), demo?.stop()]);
});

describe('saving a site', () => {
  it.each(PRIVATE_STORE_URLS)('refuses %s with a message on the domain field', async (domain) => {
    for (const platform of ['woocommerce', 'shopbase']) {
      const res = await t.call(CREATE, { title: 'Probe', domain, platform }, as.seller);
      expect.soft(res.errors?.[0], platform).toMatchObject({ message: STORE_URL_PRIVATE, extensions: { code: 'BAD_USER_INPUT', field: 'domain' } });
    }
  });

  it('refuses a name that resolves to loopback (localhost), though a store listens there', async () => {
    const res = await t.call(CREATE, { title: 'Probe', domain: `https://localhost:${woo.port}`, platform: 'woocommerce' }, as.seller);
    expect(res.errors?.[0]).toMatchObject({ message: STORE_URL_PRIVATE, extensions: { code: 'BAD_USER_INPUT', field: 'domain' } });
  });

  it('keeps the allow-listed demo store origin, and public addresses', async () => {
    const onDemo = await t.call(CREATE, { title: 'Second demo shop', domain: `${demo.url}/s/two`, platform: 'woocommerce' }, as.seller);
    expect(onDemo.data?.createSite).toMatchObject({ domain: `${demo.url}/s/two` });
    const publicIp = await t.call(CREATE, { title: 'By address', domain: 'https://93.184.216.34/shop', platform: 'woocommerce' }, as.seller);
    expect(publicIp.data?.createSite).toMatchObject({ domain: 'https://93.184.216.34/shop' });
  });

  it('an import site names no store to call: its URL is not resolved', async () => {
    const res = await t.call(CREATE, { title: 'CSV', domain: 'https://10.0.0.1', platform: 'import' }, as.seller);
    expect(res.data?.createSite).toMatchObject({ domain: 'https://10.0.0.1' });
  });
});

describe('connecting to a store saved before the check (or re-pointed since)', () => {
  it('updateWebhooks does not reach a store whose name now resolves to loopback', async () => {
    const created = (await t.call(CREATE, { title: 'Later', domain: 'https://later-shop.example.com', platform: 'woocommerce' }, as.seller)).data.createSite;
    // as if the name had been re-pointed: the site now names the fake store through localhost
    await t.service.services.sites.markVerified(created.id, { kind: 'woocommerce', ...woo.keys }, `http://localhost:${woo.port}`);
    const res = await t.call(WEBHOOKS, { id: created.id }, as.seller);
    expect(res.errors?.[0]?.message).toBe(`Webhooks could not be updated: ${STORE_ADDRESS_REFUSED}`);
    expect(woo.received('GET', '/wp-json/wc/v3/webhooks')).toEqual([]);
    expect(woo.received('POST', '/wp-json/wc/v3/webhooks')).toEqual([]);
  });

  it('a Shopify shop is checked too (a loopback shop is not a myshopify.com domain)', async () => {
    const res = await t.call(SHOPIFY, { title: 'Shop', shop: `http://127.0.0.1:${woo.port}` }, as.seller);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'domain' });
  });
});
