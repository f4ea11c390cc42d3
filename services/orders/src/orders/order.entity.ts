import { EntitySchema } from 'typeorm';
import type { OrderStatus } from '@pod/contracts';

/** A store address as stored on an order (jsonb); names and phone are the recipient's. */
export interface OrderAddress {
  id?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  state_code?: string | null;
  zip?: string | null;
  country?: string | null;
  country_code?: string | null;
  company?: string | null;
}

export interface OrderCustomerInfo {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface OrderTracking {
  carrier: string;
  number: string;
  url: string | null;
}

/** The shopper's personalisation of one print area, as the store line item carried it. */
export interface OrderPersonalization {
  printArea: string;
  personalized: Array<{ name: string; value: string }>;
  artworkId?: string | null;
}

/**
 * One store line item (spec 000 §3: one product, variant and quantity); `name` is the store
 * order number, `origin_id`/`origin_line_id` the store's ids. Money is numeric in the table
 * and read back as numbers (the transformer) so resolvers never see strings.
 */
export interface Order {
  id: string;
  site_id: string;
  /** Owner of the site (users-sites user id), copied at intake; sellers are scoped by it. */
  seller_id: string;
  platform: string;
  origin_id: string;
  origin_line_id: string;
  name: string;
  product_id: string | null;
  product_variant_id: string | null;
  product_type_id: string | null;
  product_type_variant_id: string | null;
  sku: string | null;
  title: string;
  quantity: number;
  price: number;
  base_cost: number;
  shipping_cost: number;
  currency: string;
  status: OrderStatus;
  /** While paused, status is 'pending' and this is the status Resume returns to. */
  paused_from: OrderStatus | null;
  customer_id: string | null;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  customer_info: OrderCustomerInfo | null;
  carrier: string | null;
  tracking: OrderTracking | null;
  personalized_data: OrderPersonalization[];
  store_updated_at: Date | null;
  supplier_id: string | null;
  /** The catalog carrier assigned on the list (assignOrderCarrier) and its price; `carrier` keeps its name. */
  carrier_id: string | null;
  carrier_price: number | null;
  /** enterPayment: when and by whom the seller's payment was entered. */
  paid_at: Date | null;
  paid_by: string | null;
  /** Soft delete (deleteOrder): the row stays for history and exports; every read path skips it. */
  deleted_at: Date | null;
  deleted_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** numeric ↔ number: PostgreSQL returns numeric as a string to keep precision; prices fit a double. */
export const numericColumn = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

export const OrderEntity = new EntitySchema<Order>({
  name: 'Order',
  tableName: 'orders',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    site_id: { type: 'uuid' },
    seller_id: { type: 'uuid' },
    platform: { type: 'text' },
    origin_id: { type: 'text' },
    origin_line_id: { type: 'text' },
    name: { type: 'text' },
    product_id: { type: 'varchar', length: 9, nullable: true },
    product_variant_id: { type: 'uuid', nullable: true },
    product_type_id: { type: 'uuid', nullable: true },
    product_type_variant_id: { type: 'uuid', nullable: true },
    sku: { type: 'text', nullable: true },
    title: { type: 'text' },
    quantity: { type: 'int' },
    price: { type: 'numeric', transformer: numericColumn },
    base_cost: { type: 'numeric', transformer: numericColumn },
    shipping_cost: { type: 'numeric', transformer: numericColumn },
    currency: { type: 'text' },
    status: { type: 'text' },
    paused_from: { type: 'text', nullable: true },
    customer_id: { type: 'uuid', nullable: true },
    shipping_address: { type: 'jsonb', nullable: true },
    billing_address: { type: 'jsonb', nullable: true },
    customer_info: { type: 'jsonb', nullable: true },
    carrier: { type: 'text', nullable: true },
    tracking: { type: 'jsonb', nullable: true },
    personalized_data: { type: 'jsonb', default: () => `'[]'::jsonb` },
    store_updated_at: { type: 'timestamptz', nullable: true },
    supplier_id: { type: 'uuid', nullable: true },
    carrier_id: { type: 'text', nullable: true },
    carrier_price: { type: 'numeric', nullable: true, transformer: numericColumn },
    paid_at: { type: 'timestamptz', nullable: true },
    paid_by: { type: 'uuid', nullable: true },
    deleted_at: { type: 'timestamptz', nullable: true },
    deleted_by: { type: 'uuid', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
