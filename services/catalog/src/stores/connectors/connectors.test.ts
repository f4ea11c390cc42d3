import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureStoreEgress } from '@pod/store-client';
import { startFakeShopBaseStore, startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { pushProductToStore, retryAfterMs, SHOPIFY_ADMIN_API_VERSION, storeApiFor, StoreError, wooListAll, type ConnectedSite, type StoreProductPayload } from './index';

let woo: FakeWooStore;
let shopify: FakeShopStore;
let shopbase: FakeShopStore;
let wooSite: ConnectedSite;
let shopifySite: ConnectedSite;
let shopbaseSite: ConnectedSite;
const fast = { backoffMs: 20, timeoutMs: 5_000 };

/** The waits the store call announces before each retry (behaviour, not wall-clock time). */
function waitRecorder() {
  const ms: number[] = [];
  return { ms, logger: { warn: (fields: { waitMs?: number }) => void (fields.waitMs !== undefined && ms.push(fields.waitMs)) } };
}

beforeAll(async () => {
  [woo, shopify, shopbase] = await Promise.all([startFakeWooStore(), startFakeShopifyStore(), startFakeShopBaseStore()]);
  // the fakes (and the unreachable port 9) listen on loopback: allow-listed as the catalog's STORE_ALLOWED_ORIGINS would
  configureStoreEgress({ allowedOrigins: [woo.url, shopify.url, shopbase.url, 'http://127.0.0.1:9'] });
  wooSite = { id: 'site-woo', platform: 'woocommerce', domain: woo.url, credentials: { kind: 'woocommerce', ...woo.keys } };
  shopifySite = { id: 'site-shopify', platform: 'shopify', domain: shopify.url, credentials: { kind: 'shopify', access_token: shopify.accessToken } };
  shopbaseSite = { id: 'site-shopbase', platform: 'shopbase', domain: shopbase.url, credentials: { kind: 'shopbase', access_token: shopbase.accessToken } };
});
afterAll(async () => {
  await Promise.all([woo?.stop(), shopify?.stop(), shopbase?.stop()]);
});

/** SKUs are unique per store (WooCommerce refuses duplicates), so each product's carry its id unless `skuPrefix` says otherwise. */
function tee(overrides: Partial<StoreProductPayload> = {}, skuPrefix = overrides.id ?? 'P12345678'): StoreProductPayload {
  const sizes = ['S', 'M', 'L'];
  const colors = ['Black', 'White'];
  return {
    id: 'P12345678',
    title: 'Sunset Tee',
    description: '<p>Soft.</p>',
    permalink: 'sunset-tee-abc',
    origin_id: null,
    images: ['http://127.0.0.1:9/front.png', 'http://127.0.0.1:9/back.png'],
    attributes: [
      { name: 'Size', slug: 'size', options: sizes },
      { name: 'Color', slug: 'color', options: colors },
    ],
    variants: sizes.flatMap((size, i) =>
      colors.map((color) => ({
        sku: `${skuPrefix}:${size}:${color}`.toUpperCase(),
        attributes: [
          { name: 'Size', slug: 'size', option: size },
          { name: 'Color', slug: 'color', option: color },
        ],
        regular_price: 20 + i,
        sale_price: i === 0 ? 18.5 : null,
        active: !(size === 'L' && color === 'White'),
        product_type_variant_id: `ptv-${size}-${color}`,
        // each colour shows its mockup, one of the product's images
        image: color === 'Black' ? 'http://127.0.0.1:9/back.png' : 'http://127.0.0.1:9/front.png',
      })),
    ),
    ...overrides,
  };
}

describe('WooCommerce push', () => {
  it('creates a variable product with attributes, images, meta and its variations (prices as strings)', async () => {
    const result = await pushProductToStore(wooSite, tee(), undefined, fast);
    const product = woo.catalogue.products.get(Number(result.origin_id))!;
    expect(result.permalink).toBe(product.permalink);
    expect(product).toMatchObject({ name: 'Sunset Tee', type: 'variable', status: 'publish' });
    expect(product.attributes.map((a) => [a.name, a.options, a.variation])).toEqual([
      ['Size', ['S', 'M', 'L'], true],
      ['Color', ['Black', 'White'], true],
    ]);
    expect(product.images.map((i) => i.src)).toEqual(['http://127.0.0.1:9/front.png', 'http://127.0.0.1:9/back.png']);
    expect(product.meta_data).toContainEqual(expect.objectContaining({ key: 'pod_product_id', value: 'P12345678' }));
    const variations = woo.catalogue.variations.get(product.id)!;
    expect(variations).toHaveLength(6);
    const small = variations.find((v) => v.sku === 'P12345678:S:BLACK')!;
    expect(small).toMatchObject({ regular_price: '20.00', sale_price: '18.50', status: 'publish', attributes: [{ name: 'Size', option: 'S' }, { name: 'Color', option: 'Black' }] });
    expect(small.meta_data).toContainEqual(expect.objectContaining({ key: 'pod_product_type_variant_id', value: 'ptv-S-Black' }));
    expect(variations.find((v) => v.sku === 'P12345678:L:WHITE')!.status).toBe('private');
    // A variation's image is the product's image of that mockup, sent by its id (not downloaded again).
    const [front, back] = product.images.map((i) => i.id);
    expect(small.image?.id).toBe(back);
    expect(variations.find((v) => v.sku === 'P12345678:S:WHITE')!.image?.id).toBe(front);
  });

  it('updates the same store product by origin_id: variations matched by SKU, dropped ones set private, images kept', async () => {
    const first = await pushProductToStore(wooSite, tee({ id: 'P00000002', title: 'Two' }), undefined, fast);
    const product = woo.catalogue.products.get(Number(first.origin_id))!;
    const imageIds = product.images.map((i) => i.id);
    const variationIds = woo.catalogue.variations.get(product.id)!.map((v) => v.id).sort();
    const payload = tee({ id: 'P00000002', title: 'Two renamed', origin_id: first.origin_id });
    payload.variants = payload.variants.filter((v) => !v.sku.startsWith('P00000002:M')).map((v) => ({ ...v, regular_price: v.regular_price + 1 }));
    const second = await pushProductToStore(wooSite, payload, undefined, fast);
    expect(second.origin_id).toBe(first.origin_id);
    const updated = woo.catalogue.products.get(product.id)!;
    expect(updated.name).toBe('Two renamed');
    expect(updated.images.map((i) => i.id)).toEqual(imageIds);
    const variations = woo.catalogue.variations.get(product.id)!;
    expect(variations.map((v) => v.id).sort()).toEqual(variationIds);
    expect(variations.filter((v) => v.sku.startsWith('P00000002:M')).map((v) => v.status)).toEqual(['private', 'private']);
    expect(variations.find((v) => v.sku === 'P00000002:S:BLACK')!.regular_price).toBe('21.00');
  });

  it('creates again when the store product was deleted', async () => {
    const result = await pushProductToStore(wooSite, tee({ id: 'P00000003', origin_id: '987654' }), undefined, fast);
    expect(result.origin_id).not.toBe('987654');
    expect(woo.catalogue.products.has(Number(result.origin_id))).toBe(true);
  });

  it('waits out 429 Retry-After before retrying', async () => {
    woo.throttle(2, '0.3', { path: '/wp-json/wc/v3/products' });
    const before = woo.received('POST', /\/products$/).length;
    const waits = waitRecorder();
    const result = await pushProductToStore(wooSite, tee({ id: 'P00000004' }), waits.logger, fast);
    expect(waits.ms).toEqual([300, 300]);
    expect(woo.received('POST', /\/products$/).slice(before).map((r) => r.status)).toEqual([429, 429, 201]);
    expect(woo.catalogue.products.has(Number(result.origin_id))).toBe(true);
  });

  it('gives up after 5 attempts and reports the store message', async () => {
    woo.throttle(5, '0.05', { path: '/wp-json/wc/v3/products' });
    const before = woo.received('POST', /\/products$/).length;
    const error = await pushProductToStore(wooSite, tee({ id: 'P00000005' }), undefined, fast).catch((e) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ status: 429, message: 'Too many requests. Please try again later.' });
    expect(woo.received('POST', /\/products$/).length - before).toBe(5);
  });

  it('retries a failing server with backoff', async () => {
    woo.fail(2, 503, { path: '/variations' });
    const result = await pushProductToStore(wooSite, tee({ id: 'P00000006' }), undefined, fast);
    expect(woo.catalogue.variations.get(Number(result.origin_id))).toHaveLength(6);
  });

  it("reports the store's own message for a refused variation (duplicate SKU)", async () => {
    // same SKUs as the first test's product: WooCommerce refuses duplicated SKUs
    const payload = tee({ id: 'P00000007' }, 'P12345678');
    const error = await pushProductToStore(wooSite, payload, undefined, fast).catch((e) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(error.message).toBe('Invalid or duplicated SKU.');
  });

  it('refuses wrong keys with the store message, without retrying', async () => {
    const wrong: ConnectedSite = { ...wooSite, credentials: { kind: 'woocommerce', consumer_key: 'ck_x', consumer_secret: 'cs_x' } };
    const before = woo.requests.length;
    await expect(pushProductToStore(wrong, tee({ id: 'P00000008' }), undefined, fast)).rejects.toThrow('Sorry, you are not allowed to create resources.');
    expect(woo.requests.length - before).toBe(1);
  });

  it('lists every page of a collection (per_page 100 until X-WP-TotalPages)', async () => {
    for (let n = 0; n < 205; n++) woo.catalogue.addTag(`tag ${n}`);
    const api = storeApiFor(wooSite, { policy: fast });
    const tags = await wooListAll<{ name: string }>(api, 'products/tags');
    expect(tags).toHaveLength(205);
    expect(woo.received('GET', '/products/tags').map((r) => r.query.page)).toEqual(['1', '2', '3']);
  });

  it('reports an unreachable store', async () => {
    const gone: ConnectedSite = { ...wooSite, domain: 'http://127.0.0.1:9' };
    await expect(pushProductToStore(gone, tee(), undefined, { ...fast, maxAttempts: 1 })).rejects.toThrow(/The store could not be reached/);
  });
});

describe('Shopify / ShopBase push', () => {
  it('creates a product with options, variants (sale → price + compare_at_price) and images; inactive variants left out', async () => {
    const result = await pushProductToStore(shopifySite, tee(), undefined, fast);
    const product = shopify.products.get(Number(result.origin_id))!;
    expect(result.permalink).toBe(`${shopify.url}/products/${product.handle}`);
    expect(product.options.map((o) => [o.name, o.values])).toEqual([
      ['Size', ['S', 'M', 'L']],
      ['Color', ['Black', 'White']],
    ]);
    expect(product.variants).toHaveLength(5);
    expect(product.variants.find((v) => v.sku === 'P12345678:S:BLACK')).toMatchObject({ price: '18.50', compare_at_price: '20.00', option1: 'S', option2: 'Black' });
    expect(product.variants.find((v) => v.sku === 'P12345678:M:WHITE')).toMatchObject({ price: '21.00', compare_at_price: null });
    expect(product.images.map((i) => i.src)).toEqual(['http://127.0.0.1:9/front.png', 'http://127.0.0.1:9/back.png']);
    expect(shopify.received('POST', `/admin/api/${SHOPIFY_ADMIN_API_VERSION}/products.json`)[0].headers['x-shopify-access-token']).toBe(shopify.accessToken);
  });

  it('updates by origin_id keeping variant ids', async () => {
    const first = await pushProductToStore(shopifySite, tee({ title: 'Keep ids' }), undefined, fast);
    const ids = shopify.products.get(Number(first.origin_id))!.variants.map((v) => v.id);
    const second = await pushProductToStore(shopifySite, tee({ title: 'Keep ids 2', origin_id: first.origin_id }), undefined, fast);
    expect(second.origin_id).toBe(first.origin_id);
    const product = shopify.products.get(Number(first.origin_id))!;
    expect(product.title).toBe('Keep ids 2');
    expect(product.variants.map((v) => v.id)).toEqual(ids);
  });

  it('waits out Shopify\'s fractional Retry-After and reports errors as the store words them', async () => {
    shopify.throttle(1, '0.2');
    const waits = waitRecorder();
    await pushProductToStore(shopifySite, tee({ title: 'After wait' }), waits.logger, fast);
    expect(waits.ms).toEqual([200]);
    await expect(pushProductToStore(shopifySite, tee({ title: ' ' }), undefined, fast)).rejects.toThrow("title can't be blank");
  });

  it('ShopBase: its token header and unversioned Admin API', async () => {
    const result = await pushProductToStore(shopbaseSite, tee(), undefined, fast);
    expect(shopbase.products.has(Number(result.origin_id))).toBe(true);
    const call = shopbase.received('POST', '/admin/products.json')[0];
    expect(call.headers['x-shopbase-access-token']).toBe(shopbase.accessToken);
  });
});

describe('Retry-After', () => {
  it('reads seconds, fractions and HTTP dates, capped at 30 s', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('2.0')).toBe(2000);
    expect(retryAfterMs('3600')).toBe(30_000);
    expect(retryAfterMs(null)).toBe(2000);
    const inFive = new Date(Date.now() + 5_000).toUTCString();
    expect(retryAfterMs(inFive)).toBeGreaterThan(3_500);
  });
});
