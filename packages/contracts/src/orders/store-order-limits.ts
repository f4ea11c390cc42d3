import { SHIPPING_FIELDS } from './messages';

/**
 * How long each text of a store order may be when it is taken in (webhooks and "Fetch Orders",
 * issue 21 item 7c). Address and customer fields use the shipping edit's own bounds
 * (`SHIPPING_FIELDS[].max`, what `updateCustomerInfo` accepts), so an order never holds a value
 * a person could not have typed there. Free text longer than its bound is cut to it (the order
 * must not be lost over a long note); only ids, which cannot be cut without meaning another
 * thing, refuse the order when longer than `id`.
 */
export const STORE_ORDER_LIMITS = {
  /** The store's order, line, product and variant ids (Shopify's are 64-bit numbers; Woo's ints). */
  id: 255,
  /** The order number shoppers see (`#1001`). */
  name: 100,
  /** A line's product title. */
  title: 500,
  sku: 255,
  currency: 10,
  /** The store's own status word. */
  storeStatus: 50,
  /** A personalisation field's name (`Front: Name`). */
  personalizationName: 255,
  /** A personalisation value is printed text or an image URL; nothing longer is meant for a print. */
  personalizationValue: 4000,
  /** Personalisation fields per line: real products carry a handful. */
  personalizationFields: 100,
  /** Address and customer fields, by key: the shipping edit's bounds. */
  address: Object.fromEntries(SHIPPING_FIELDS.map((field) => [field.key, field.max])) as Record<(typeof SHIPPING_FIELDS)[number]['key'], number>,
} as const;
