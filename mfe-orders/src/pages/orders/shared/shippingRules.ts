import type { FormRule } from 'antd';
import { ORDER_MESSAGES, SHIPPING_FIELDS } from '@pod/contracts';

export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingFieldKey = ShippingField['key'];
export type ShippingValues = Partial<Record<ShippingFieldKey, string | null>>;

/**
 * Which fields must be filled: the detail form requires every field `SHIPPING_FIELDS` marks
 * `required`, the orders list's Customer Info drawer only those marked `listRequired` (Last name,
 * Address 1, City, State code, Country code — spec 000 §5; the server's rule on every path).
 */
export type CustomerInfoForm = 'detail' | 'list';

export function isRequired(field: ShippingField, form: CustomerInfoForm): boolean {
  return form === 'list' ? field.listRequired : field.required;
}

/**
 * The form rules of one shipping field, with spec 000 §5's texts: "{field} can't be blank." for a
 * required field left empty (spaces count as empty) and "{field} max N character" past its length.
 */
export function shippingRules(field: ShippingField, form: CustomerInfoForm = 'detail'): FormRule[] {
  const rules: FormRule[] = [];
  if (isRequired(field, form)) rules.push({ required: true, whitespace: true, message: ORDER_MESSAGES.blank(field.label) });
  rules.push({ max: field.max, message: ORDER_MESSAGES.maxChars(field.label, field.max) });
  return rules;
}

function cleaned(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Form values → updateCustomerInfo's input: the address goes in `shipping`; the email belongs to
 * the customer (the address has none), sent with the name and phone the address carries.
 */
export function customerInfoInput(values: ShippingValues) {
  const { email, ...address } = Object.fromEntries(SHIPPING_FIELDS.map((f) => [f.key, cleaned(values[f.key])])) as Record<ShippingFieldKey, string | null>;
  return {
    shipping: address,
    customer: { email, first_name: address.first_name, last_name: address.last_name, phone: address.phone },
  };
}
