import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { fetch } from 'undici';
import { exchangeShopCode } from './oauth/index';
import { StoreAddressRefusedError, storeDispatcherFor } from './egress';
import { PRIVATE_STORE_URLS } from './testing/index';
import { configureStoreEgress, isPublicAddress, STORE_ADDRESS_REFUSED, StoreError, storeAddressRefusal, storeApiFor, storeEgressFromEnv, type StoreSite } from './index';

/**
 * Issue 21 item 4 (SSRF): store calls open connections only to public addresses or allow-listed
 * origins. No test here reaches the network: the refused hosts are private literals and names
 * resolving to loopback, refused before any connection.
 */

let woo: FakeWooStore;
let allowed: FakeWooStore;
const keys = { kind: 'woocommerce' as const, consumer_key: 'ck_x', consumer_secret: 'cs_x' };
const once = { maxAttempts: 3, backoffMs: 1, timeoutMs: 5_000 };


beforeAll(async () => {
  [woo, allowed] = await Promise.all([startFakeWooStore(), startFakeWooStore()]);
  // only the second fake is on the allow-list, as DEMO_STORE_URL puts the demo store there
  configureStoreEgress(storeEgressFromEnv({ DEMO_STORE_URL: allowed.url }));
});
afterAll(async () => {
  await Promise.all([woo?.stop(), allowed?.stop()]);
});

function site(domain: string): StoreSite {
  return { platform: 'woocommerce', domain, credentials: keys };
}

describe('addresses a store may have', () => {
  it('only global unicast: loopback, private, link-local, unique-local, unspecified, CGNAT and mapped forms are not', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.31.255.255', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12::3', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', 'not-an-ip']) {
      expect.soft(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect.soft(isPublicAddress(address), address).toBe(true);
  });

  it('when a site is saved: the private literals and a name resolving to loopback are refused; an allow-listed origin and a public name are not', async () => {
    for (const url of PRIVATE_STORE_URLS) expect.soft(await storeAddressRefusal(url), url).toBe(STORE_ADDRESS_REFUSED);
    expect(await storeAddressRefusal(woo.url.replace('127.0.0.1', 'localhost'))).toBe(STORE_ADDRESS_REFUSED);
    expect(await storeAddressRefusal(woo.url)).toBe(STORE_ADDRESS_REFUSED);
    expect(await storeAddressRefusal(allowed.url)).toBeNull();
    expect(await storeAddressRefusal('https://93.184.216.34/shop')).toBeNull();
  });
});

describe('when the connection is opened', () => {
  it('refuses every private literal before connecting, once (not retried), without the address in the message', async () => {
    for (const url of PRIVATE_STORE_URLS) {
      const failure = await storeApiFor(site(url), { policy: once }).call({ endpoint: 'products' }).catch((e: unknown) => e);
      expect.soft(failure, url).toBeInstanceOf(StoreError);
      expect.soft(failure, url).toMatchObject({ status: 0, message: STORE_ADDRESS_REFUSED });
    }
  });

  it('checks the address a name resolves to: localhost reaches no store, though a store listens there', async () => {
    const retries: unknown[] = [];
    const viaName = woo.url.replace('127.0.0.1', 'localhost');
    const failure = await storeApiFor(site(viaName), { policy: once, logger: { warn: (f) => retries.push(f) } }).call({ endpoint: 'products' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, message: STORE_ADDRESS_REFUSED });
    expect(retries).toEqual([]);
    expect(woo.received('GET', '/wp-json/wc/v3/products')).toEqual([]);
  });

  it('the same store by its loopback literal is refused too, and so is the OAuth code exchange', async () => {
    await expect(storeApiFor(site(woo.url), { policy: once }).call({ endpoint: 'products' })).rejects.toMatchObject({ message: STORE_ADDRESS_REFUSED });
    await expect(exchangeShopCode(woo.url, { apiKey: 'k', apiSecret: 's' }, 'code', once)).rejects.toMatchObject({ message: STORE_ADDRESS_REFUSED });
    expect(woo.received('GET', '/wp-json/wc/v3/products')).toEqual([]);
  });

  it('the guarded dispatcher itself refuses a private IP host (the check storeCall makes first is not the only one)', async () => {
    const failure = await fetch(`${woo.url}/wp-json/wc/v3/products`, { dispatcher: storeDispatcherFor(woo.url) }).catch((e: Error) => e);
    expect((failure as Error).cause).toBeInstanceOf(StoreAddressRefusedError);
    expect(woo.received('GET', '/wp-json/wc/v3/products')).toEqual([]);
  });

  it('an allow-listed origin still connects', async () => {
    const api = storeApiFor({ platform: 'woocommerce', domain: allowed.url, credentials: { kind: 'woocommerce', ...allowed.keys } }, { policy: once });
    const answer = await api.call<unknown[]>({ endpoint: 'products' });
    expect(answer.status).toBe(200);
    expect(allowed.received('GET', '/wp-json/wc/v3/products')).toHaveLength(1);
  });
});

describe('the allow-list from the environment', () => {
  it('origins of STORE_ALLOWED_ORIGINS and DEMO_STORE_URL; loopback only with ALLOW_LOOPBACK_STORES=1', () => {
    expect(storeEgressFromEnv({ STORE_ALLOWED_ORIGINS: 'https://shop.lan:8443/, http://10.0.0.5', DEMO_STORE_URL: 'http://127.0.0.1:4800/' })).toEqual({
      allowedOrigins: ['https://shop.lan:8443', 'http://10.0.0.5', 'http://127.0.0.1:4800'],
      allowLoopback: false,
    });
    expect(storeEgressFromEnv({ ALLOW_LOOPBACK_STORES: '1' })).toEqual({ allowedOrigins: [], allowLoopback: true });
    expect(() => storeEgressFromEnv({ STORE_ALLOWED_ORIGINS: 'not a url' })).toThrow('store allow-list: "not a url" is not a URL');
  });
});
