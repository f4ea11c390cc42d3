import type { OnlineStorePlatform } from '../platforms';
import { STORE_ORDER_LIMITS } from '@pod/contracts';
import { boundStoreOrder, InvalidStoreOrderError } from './bound';
import type { StoreAddress, StoreOrder, StoreOrderLine, StorePersonalization } from './types';

export { InvalidStoreOrderError };

/**
 * Store order JSON (WooCommerce REST v3 `orders`, Shopify/ShopBase Admin `orders.json`, and the
 * webhook bodies, which carry the same resource) → `StoreOrder`. Bounded: a store order is
 * untrusted input that ends up in our tables and in print files.
 */

/** More lines than any real order has; each line becomes an order row and print-file work. */
export const MAX_ORDER_LINES = 500;
/** A personalisation value is printed text or an image URL; a longer one is cut to this (see `boundStoreOrder`). */
export const MAX_PERSONALIZATION_CHARS = STORE_ORDER_LIMITS.personalizationValue;

type Json = Record<string, unknown>;

export function normalizeStoreOrder(platform: OnlineStorePlatform, raw: unknown): StoreOrder {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || (raw as Json).id == null) throw new InvalidStoreOrderError('The store sent something that is not an order');
  const order = raw as Json;
  const lineItems = Array.isArray(order.line_items) ? (order.line_items as Json[]) : [];
  if (lineItems.length > MAX_ORDER_LINES) throw new InvalidStoreOrderError(`Order ${String(order.id)} has ${lineItems.length} lines; at most ${MAX_ORDER_LINES} are taken in`);
  // every text within STORE_ORDER_LIMITS: free text cut (and named in `truncated`), oversize ids refused
  return boundStoreOrder(platform === 'woocommerce' ? fromWoo(order, lineItems) : fromShop(platform, order, lineItems));
}

// ---- WooCommerce REST v3 ----

function fromWoo(order: Json, lineItems: Json[]): StoreOrder {
  const billing = obj(order.billing);
  const status = str(order.status);
  return {
    platform: 'woocommerce',
    origin_id: str(order.id),
    name: str(order.number) || str(order.id),
    created_at: wooGmt(order.date_created_gmt, order.date_created),
    updated_at: wooGmt(order.date_modified_gmt, order.date_modified),
    currency: str(order.currency),
    totals: { price: money(order.total), shipping: money(order.shipping_total) },
    customer: { first_name: str(billing.first_name), last_name: str(billing.last_name), email: str(billing.email), phone: str(billing.phone) },
    shipping_address: wooAddress(obj(order.shipping), billing),
    billing_address: wooAddress(billing, billing),
    store_status: status,
    cancelled: status === 'cancelled',
    lines: lineItems.map((line): StoreOrderLine => {
      const quantity = Number(line.quantity) || 0;
      return {
        origin_line_id: str(line.id),
        store_product_id: idOrEmpty(line.product_id),
        store_variant_id: idOrEmpty(line.variation_id),
        sku: str(line.sku),
        title: str(line.name),
        quantity,
        // `price` is the unit price; older stores only give the line total
        price: line.price != null ? money(line.price) : money(quantity ? Number(line.total) / quantity : 0),
        personalization: (Array.isArray(line.meta_data) ? (line.meta_data as Json[]) : [])
          .filter((meta) => typeof meta.key === 'string' && !meta.key.startsWith('_'))
          .map((meta): StorePersonalization => ({ name: meta.key as string, value: text(meta.value) })),
      };
    }),
  };
}

/** Woo sends local and GMT times without a zone (`2026-11-23T10:00:00`); the `_gmt` one is UTC. */
function wooGmt(gmt: unknown, local: unknown): string {
  const value = str(gmt) || str(local);
  if (!value) return '';
  return iso(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
}

/** Woo addresses carry codes only (`state: "CA"`, `country: "US"`); the shipping one has no email, and older stores no phone. */
function wooAddress(address: Json, billing: Json): StoreAddress {
  return {
    first_name: str(address.first_name),
    last_name: str(address.last_name),
    phone: str(address.phone) || str(billing.phone),
    company: str(address.company),
    address1: str(address.address_1),
    address2: str(address.address_2),
    city: str(address.city),
    state: str(address.state),
    state_code: str(address.state),
    zip: str(address.postcode),
    country: str(address.country),
    country_code: str(address.country),
  };
}

// ---- Shopify / ShopBase Admin REST ----

function fromShop(platform: 'shopify' | 'shopbase', order: Json, lineItems: Json[]): StoreOrder {
  const customer = obj(order.customer);
  const billing = obj(order.billing_address);
  const shipping = obj(order.shipping_address);
  const shippingSet = obj(obj(order.total_shipping_price_set).shop_money);
  const shippingLines = Array.isArray(order.shipping_lines) ? (order.shipping_lines as Json[]) : [];
  const shippingTotal = shippingSet.amount != null ? money(shippingSet.amount) : money(shippingLines.reduce((sum, l) => sum + (Number(l.price) || 0), 0));
  return {
    platform,
    origin_id: str(order.id),
    name: str(order.name) || str(order.order_number) || str(order.id),
    created_at: iso(str(order.created_at)),
    updated_at: iso(str(order.updated_at) || str(order.created_at)),
    currency: str(order.currency),
    totals: { price: money(order.total_price), shipping: shippingTotal },
    customer: {
      first_name: str(customer.first_name) || str(billing.first_name),
      last_name: str(customer.last_name) || str(billing.last_name),
      email: str(order.email) || str(customer.email),
      phone: str(order.phone) || str(customer.phone) || str(billing.phone),
    },
    shipping_address: shopAddress(shipping),
    billing_address: shopAddress(billing),
    store_status: str(order.financial_status),
    cancelled: order.cancelled_at != null && order.cancelled_at !== '',
    lines: lineItems.map((line): StoreOrderLine => ({
      origin_line_id: str(line.id),
      store_product_id: idOrEmpty(line.product_id),
      store_variant_id: idOrEmpty(line.variant_id),
      sku: str(line.sku),
      title: str(line.title) || str(line.name),
      quantity: Number(line.quantity) || 0,
      price: money(line.price),
      personalization: (Array.isArray(line.properties) ? (line.properties as Json[]) : [])
        .filter((p) => typeof p.name === 'string' && !p.name.startsWith('_'))
        .map((p): StorePersonalization => ({ name: p.name as string, value: text(p.value) })),
    })),
  };
}

function shopAddress(address: Json): StoreAddress {
  return {
    first_name: str(address.first_name),
    last_name: str(address.last_name),
    phone: str(address.phone),
    company: str(address.company),
    address1: str(address.address1),
    address2: str(address.address2),
    city: str(address.city),
    state: str(address.province) || str(address.province_code),
    state_code: str(address.province_code),
    zip: str(address.zip),
    country: str(address.country) || str(address.country_code),
    country_code: str(address.country_code),
  };
}

// ---- values ----

function obj(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
}

/** 0 and absent ids mean "none" in both APIs (a simple product's `variation_id` is 0). */
function idOrEmpty(value: unknown): string {
  const id = str(value);
  return id === '0' ? '' : id;
}

/** Money as a decimal string with two places; the stores send strings ("21.00") or numbers (Woo line `price`). */
function money(value: unknown): string {
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
}

/** A personalisation value as text: strings as they came, other JSON (add-on plugins store objects) serialised. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value == null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function iso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
