import { STORE_ORDER_LIMITS } from '@pod/contracts';
import type { StoreAddress, StoreOrder, StoreOrderLine } from './types';

/** A store order we refuse to take in (too large, not an order); `message` says why, for the ledger and alerts. */
export class InvalidStoreOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidStoreOrderError';
  }
}

const ADDRESS_LABELS: Record<keyof StoreAddress, string> = {
  first_name: 'first name', last_name: 'last name', phone: 'phone', company: 'company', address1: 'address 1', address2: 'address 2',
  city: 'city', state: 'state', state_code: 'state code', zip: 'zip', country: 'country', country_code: 'country code',
};

/**
 * A normalised store order within `STORE_ORDER_LIMITS`: every free text cut to its bound (each
 * cut named in `truncated`, for the order's history), an id longer than ids are refused
 * (`InvalidStoreOrderError`): it is not a store's id, and a cut one would name another order.
 */
export function boundStoreOrder(order: StoreOrder): StoreOrder {
  const truncated: string[] = [];
  const cut = (value: string, max: number, what: string): string => {
    if (value.length <= max) return value;
    truncated.push(`${what} (${value.length} → ${max} characters)`);
    return value.slice(0, max);
  };
  const id = (value: string, what: string): string => {
    if (value.length > STORE_ORDER_LIMITS.id) throw new InvalidStoreOrderError(`The ${what} is ${value.length} characters; a store id has at most ${STORE_ORDER_LIMITS.id}`);
    return value;
  };
  const address = (a: StoreAddress, which: string): StoreAddress => {
    const bounded = { ...a };
    for (const key of Object.keys(ADDRESS_LABELS) as Array<keyof StoreAddress>) bounded[key] = cut(a[key], STORE_ORDER_LIMITS.address[key], `${which} ${ADDRESS_LABELS[key]}`);
    return bounded;
  };
  const originId = id(order.origin_id, 'order id');
  const lines = order.lines.map((line, index): StoreOrderLine => {
    const at = `line ${index + 1}`;
    const fields = line.personalization.slice(0, STORE_ORDER_LIMITS.personalizationFields);
    if (fields.length < line.personalization.length) truncated.push(`${at} personalisation (${line.personalization.length} → ${fields.length} fields)`);
    return {
      ...line,
      origin_line_id: id(line.origin_line_id, `${at} id`),
      store_product_id: id(line.store_product_id, `${at} product id`),
      store_variant_id: id(line.store_variant_id, `${at} variant id`),
      sku: cut(line.sku, STORE_ORDER_LIMITS.sku, `${at} SKU`),
      title: cut(line.title, STORE_ORDER_LIMITS.title, `${at} title`),
      personalization: fields.map((field) => ({
        name: cut(field.name, STORE_ORDER_LIMITS.personalizationName, `${at} personalisation name`),
        value: cut(field.value, STORE_ORDER_LIMITS.personalizationValue, `${at} personalisation "${field.name.slice(0, 50)}"`),
      })),
    };
  });
  const bounded: StoreOrder = {
    ...order,
    origin_id: originId,
    name: cut(order.name, STORE_ORDER_LIMITS.name, 'order number'),
    currency: cut(order.currency, STORE_ORDER_LIMITS.currency, 'currency'),
    store_status: cut(order.store_status, STORE_ORDER_LIMITS.storeStatus, 'store status'),
    customer: {
      first_name: cut(order.customer.first_name, STORE_ORDER_LIMITS.address.first_name, 'customer first name'),
      last_name: cut(order.customer.last_name, STORE_ORDER_LIMITS.address.last_name, 'customer last name'),
      email: cut(order.customer.email, STORE_ORDER_LIMITS.address.email, 'customer email'),
      phone: cut(order.customer.phone, STORE_ORDER_LIMITS.address.phone, 'customer phone'),
    },
    shipping_address: address(order.shipping_address, 'shipping'),
    billing_address: address(order.billing_address, 'billing'),
    lines,
  };
  return truncated.length ? { ...bounded, truncated } : bounded;
}
