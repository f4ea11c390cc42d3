/**
 * A store order as the suite reads it, whatever the platform: one shape for WooCommerce,
 * Shopify and ShopBase orders, so intake never looks at a platform's raw JSON.
 */

/** An address in spec 000 §3's fields (plus the recipient's name and phone, which the shipping edit needs). */
export interface StoreAddress {
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  /** The state's name when the store sends one, else its code (WooCommerce only sends the code). */
  state: string;
  state_code: string;
  zip: string;
  /** The country's name when the store sends one, else its ISO code (WooCommerce only sends the code). */
  country: string;
  country_code: string;
}

export interface StoreCustomer {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** One field the shopper filled in for a line (a WooCommerce line `meta_data` entry, a Shopify/ShopBase line `property`). */
export interface StorePersonalization {
  name: string;
  value: string;
}

export interface StoreOrderLine {
  /** The store's id of the line item (unique within the order). */
  origin_line_id: string;
  /** The store's product id ('' when the product was deleted from the store). */
  store_product_id: string;
  /** The store's variation / variant id ('' for a simple WooCommerce product). */
  store_variant_id: string;
  sku: string;
  title: string;
  quantity: number;
  /** Unit price as a decimal string, in the order's currency. */
  price: string;
  personalization: StorePersonalization[];
}

/**
 * A store order normalised (`normalizeStoreOrder`). Money is a decimal string with two places
 * (never a float on the way in); times are ISO 8601 in UTC.
 */
export interface StoreOrder {
  platform: 'woocommerce' | 'shopify' | 'shopbase';
  /** The store's order id. */
  origin_id: string;
  /** The order number shoppers and sellers see (`#1001`, Woo's `number`). */
  name: string;
  created_at: string;
  /** When the store last changed the order: what tells a newer webhook delivery from an older one. */
  updated_at: string;
  currency: string;
  totals: { price: string; shipping: string };
  customer: StoreCustomer;
  shipping_address: StoreAddress;
  billing_address: StoreAddress;
  /** The store's own status word (Woo `processing`, `cancelled`…; Shopify `financial_status`). */
  store_status: string;
  cancelled: boolean;
  lines: StoreOrderLine[];
  /** Texts cut to `STORE_ORDER_LIMITS` on the way in ("shipping first name (921600 → 255 characters)"); absent when none was. */
  truncated?: string[];
}

/** One requested order the store could not give, with the store's reason. */
export interface StoreOrderFailure {
  id: string;
  message: string;
}
