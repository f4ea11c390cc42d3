/** Resource shapes of the WooCommerce REST API v3 (the fields the suite uses). */

export interface WooMeta {
  id: number;
  key: string;
  value: unknown;
}

export interface WooTerm {
  id: number;
  name: string;
  slug: string;
  count: number;
  parent?: number;
}

export interface WooImage {
  id: number;
  src: string;
  name: string;
  alt: string;
}

export interface WooProductAttribute {
  id: number;
  name: string;
  position: number;
  visible: boolean;
  variation: boolean;
  options: string[];
}

export interface WooProduct {
  id: number;
  name: string;
  slug: string;
  permalink: string;
  date_created: string;
  date_modified: string;
  type: 'simple' | 'variable' | 'grouped' | 'external';
  status: 'publish' | 'draft' | 'pending' | 'private';
  description: string;
  short_description: string;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  categories: Array<{ id: number; name: string; slug: string }>;
  tags: Array<{ id: number; name: string; slug: string }>;
  images: WooImage[];
  attributes: WooProductAttribute[];
  variations: number[];
  meta_data: WooMeta[];
}

export interface WooVariation {
  id: number;
  date_created: string;
  date_modified: string;
  description: string;
  permalink: string;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  status: 'publish' | 'draft' | 'pending' | 'private';
  image: WooImage | null;
  attributes: Array<{ id: number; name: string; option: string }>;
  meta_data: WooMeta[];
}

export interface WooWebhook {
  id: number;
  name: string;
  status: string;
  topic: string;
  delivery_url: string;
  secret: string;
}

/** The error body WooCommerce (WP REST) answers with. */
export interface WooErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

export interface WooAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email?: string;
  phone: string;
}

export interface WooOrderLineItem {
  id: number;
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  tax_class: string;
  subtotal: string;
  total: string;
  sku: string;
  /** Unit price (a number in REST v3). */
  price: number;
  meta_data: Array<WooMeta & { display_key: string; display_value: unknown }>;
}

export interface WooOrder {
  id: number;
  parent_id: number;
  number: string;
  order_key: string;
  created_via: string;
  status: string;
  currency: string;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  discount_total: string;
  shipping_total: string;
  total: string;
  total_tax: string;
  customer_id: number;
  customer_note: string;
  billing: WooAddress;
  shipping: WooAddress;
  payment_method: string;
  line_items: WooOrderLineItem[];
  shipping_lines: Array<{ id: number; method_id: string; method_title: string; total: string }>;
  meta_data: WooMeta[];
}

export interface WooOrderNote {
  id: number;
  author: string;
  date_created: string;
  date_created_gmt: string;
  note: string;
  customer_note: boolean;
}
