import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWooCatalogue, startFakeShopBaseStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { storeApiFor, configureStoreEgress } from '../index';
import { createFulfillment, InvalidStoreOrderError, MAX_ORDER_LINES, MAX_PERSONALIZATION_CHARS, normalizeStoreOrder } from './index';

let woo: FakeWooStore;
let shopbase: FakeShopStore;

beforeAll(async () => {
  [woo, shopbase] = await Promise.all([startFakeWooStore({ seed: (c, url) => seedWooCatalogue(c, url, 3) }), startFakeShopBaseStore()]);
  // the fakes listen on loopback: allow-listed as a service's config would (STORE_ALLOWED_ORIGINS)
  configureStoreEgress({ allowedOrigins: [woo.url, shopbase.url] });
});
afterAll(async () => {
  await Promise.all([woo?.stop(), shopbase?.stop()]);
});

async function shopbaseVariant(): Promise<{ product: number; variant: number }> {
  const api = storeApiFor({ platform: 'shopbase', domain: shopbase.url, credentials: { kind: 'shopbase', access_token: shopbase.accessToken } });
  const res = await api.call<{ product: { id: number; variants: Array<{ id: number }> } }>({ method: 'POST', endpoint: 'products.json', body: { product: { title: 'Mug', options: [{ name: 'Size' }], variants: [{ option1: '11oz', price: '12.50', sku: 'MUG-11' }] } } });
  return { product: res.body.product.id, variant: res.body.product.variants[0].id };
}

describe('normalizeStoreOrder', () => {
  it('WooCommerce: totals, customer, addresses by code, lines with meta_data personalisation (keys starting with _ skipped)', () => {
    const product = [...woo.catalogue.products.values()].find((p) => p.type === 'variable')!;
    const variation = woo.catalogue.variations.get(product.id)![2];
    const raw = woo.orders.create({
      billing: { first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com', phone: '+1 555 0101', state: 'CA', country: 'US', postcode: '94103', city: 'San Francisco', address_1: '5 Market St' },
      shipping: { company: 'Acme' },
      line_items: [{ product_id: product.id, variation_id: variation.id, quantity: 2, meta_data: [{ key: 'Name', value: 'Alex' }, { key: '_reduced_stock', value: '2' }, { key: 'Photo', value: { url: 'https://img.example/a.png' } }] }],
      shipping_lines: [{ total: '5.00' }],
    });
    const order = normalizeStoreOrder('woocommerce', raw);
    expect(order).toMatchObject({
      platform: 'woocommerce',
      origin_id: String(raw.id),
      name: raw.number,
      currency: 'USD',
      totals: { price: (Number(variation.regular_price) * 2 + 5).toFixed(2), shipping: '5.00' },
      customer: { first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com', phone: '+1 555 0101' },
      shipping_address: { first_name: 'Ana', company: 'Acme', address1: '5 Market St', city: 'San Francisco', state: 'CA', state_code: 'CA', zip: '94103', country: 'US', country_code: 'US', phone: '+1 555 0101' },
      billing_address: { company: '', address1: '5 Market St' },
      store_status: 'processing',
      cancelled: false,
    });
    expect(order.created_at).toBe(`${raw.date_created_gmt}.000Z`);
    expect(order.lines).toEqual([
      {
        origin_line_id: String(raw.line_items[0].id),
        store_product_id: String(product.id),
        store_variant_id: String(variation.id),
        sku: variation.sku,
        title: raw.line_items[0].name,
        quantity: 2,
        price: Number(variation.regular_price).toFixed(2),
        personalization: [
          { name: 'Name', value: 'Alex' },
          { name: 'Photo', value: '{"url":"https://img.example/a.png"}' },
        ],
      },
    ]);
  });

  it('WooCommerce: a simple product has no variant; a cancelled order says so', () => {
    const simple = [...woo.catalogue.products.values()].find((p) => p.type === 'simple')!;
    const raw = woo.orders.create({ status: 'cancelled', line_items: [{ product_id: simple.id }] });
    const order = normalizeStoreOrder('woocommerce', raw);
    expect(order.cancelled).toBe(true);
    expect(order.lines[0]).toMatchObject({ store_product_id: String(simple.id), store_variant_id: '', sku: simple.sku, personalization: [] });
  });

  it('ShopBase (Shopify shape): name, shipping from the price set, province names and codes, properties (names starting with _ skipped), cancellation', async () => {
    const { product, variant } = await shopbaseVariant();
    const { order: raw } = await shopbase.placeOrder({
      email: 'sam@example.com',
      line_items: [{ variant_id: variant, quantity: 3, properties: [{ name: 'Name', value: 'Sam' }, { name: '_design_id', value: 'x1' }, { name: 'Year', value: 2026 }] }],
      shipping_address: { first_name: 'Sam', last_name: 'Ng', province: 'Ontario', province_code: 'ON', country: 'Canada', country_code: 'CA', zip: 'M5V 2T6', city: 'Toronto', address1: '1 King St', company: 'Home' },
      shipping_price: '7.25',
    });
    const order = normalizeStoreOrder('shopbase', raw);
    expect(order).toMatchObject({
      platform: 'shopbase',
      origin_id: String(raw.id),
      name: '#1001',
      totals: { price: (12.5 * 3 + 7.25).toFixed(2), shipping: '7.25' },
      customer: { first_name: 'Sam', last_name: 'Ng', email: 'sam@example.com' },
      shipping_address: { first_name: 'Sam', last_name: 'Ng', company: 'Home', address1: '1 King St', address2: '', city: 'Toronto', state: 'Ontario', state_code: 'ON', zip: 'M5V 2T6', country: 'Canada', country_code: 'CA' },
      store_status: 'paid',
      cancelled: false,
      created_at: raw.created_at.replace('Z', '.000Z'),
    });
    expect(order.lines).toEqual([
      { origin_line_id: String(raw.line_items[0].id), store_product_id: String(product), store_variant_id: String(variant), sku: 'MUG-11', title: 'Mug', quantity: 3, price: '12.50', personalization: [{ name: 'Name', value: 'Sam' }, { name: 'Year', value: '2026' }] },
    ]);
    const { order: cancelled } = await shopbase.cancelOrder(raw.id);
    expect(normalizeStoreOrder('shopbase', cancelled).cancelled).toBe(true);
  });

  it(`refuses orders over ${MAX_ORDER_LINES} lines and personalisation over ${MAX_PERSONALIZATION_CHARS} characters, and what is not an order`, () => {
    const line = (value: string) => ({ id: 1, product_id: 2, variant_id: 3, quantity: 1, price: '1.00', properties: [{ name: 'Text', value }] });
    const big = { id: 42, line_items: Array.from({ length: MAX_ORDER_LINES + 1 }, () => line('a')) };
    expect(() => normalizeStoreOrder('shopify', big)).toThrow(new InvalidStoreOrderError(`Order 42 has ${MAX_ORDER_LINES + 1} lines; at most ${MAX_ORDER_LINES} are taken in`));
    expect(() => normalizeStoreOrder('shopify', { id: 42, line_items: Array.from({ length: MAX_ORDER_LINES }, () => line('a')) })).not.toThrow();
    expect(() => normalizeStoreOrder('shopify', { id: 43, line_items: [line('x'.repeat(MAX_PERSONALIZATION_CHARS + 1))] })).toThrow(`Order 43, line 1: personalisation "Text" is ${MAX_PERSONALIZATION_CHARS + 1} characters`);
    expect(() => normalizeStoreOrder('woocommerce', { id: 44, line_items: [{ id: 9, meta_data: [{ key: 'Text', value: 'y'.repeat(MAX_PERSONALIZATION_CHARS + 1) }] }] })).toThrow(InvalidStoreOrderError);
    expect(() => normalizeStoreOrder('woocommerce', [])).toThrow('The store sent something that is not an order');
  });
});

describe('createFulfillment on ShopBase', () => {
  it('POSTs orders/{id}/fulfillments.json with the tracking fields', async () => {
    const { variant } = await shopbaseVariant();
    const { order } = await shopbase.placeOrder({ line_items: [{ variant_id: variant }] });
    const api = storeApiFor({ platform: 'shopbase', domain: shopbase.url, credentials: { kind: 'shopbase', access_token: shopbase.accessToken } });
    const result = await createFulfillment(api, { origin_id: String(order.id) }, { carrier: 'DHL', number: 'JD0123', url: 'https://dhl.example/JD0123' });
    expect(shopbase.orders.orders.get(order.id)!.fulfillments).toEqual([{ id: Number(result.external_id), status: 'success', tracking_company: 'DHL', tracking_number: 'JD0123', tracking_url: 'https://dhl.example/JD0123' }]);
  });
});
