import { badInput } from '@pod/service-kit';
import { ORDER_MESSAGES, SHIPPING_FIELDS } from '@pod/contracts';
import type { OrderAddress, OrderCustomerInfo } from './order.entity';

export interface CustomerInfoInput {
  shipping: Partial<Record<(typeof SHIPPING_FIELDS)[number]['key'], string | null>>;
  customer?: OrderCustomerInfo | null;
}

const ADDRESS_KEYS = ['first_name', 'last_name', 'phone', 'address1', 'address2', 'city', 'state', 'state_code', 'zip', 'country', 'country_code', 'company'] as const;

/**
 * Spec 000 §5: the server requires the list's Customer Info set (`listRequired`: last name,
 * address 1, city, state code, country code — "{field} can't be blank."), the one both forms
 * send; the detail form checks its longer list (first name, phone, state, zip, country too) on
 * the client. Country code at most 5 characters ("{field} max 5 character"); every field has
 * its length bound. The first broken rule is answered, in the form's order, naming the field.
 */
export function validateCustomerInfo(input: CustomerInfoInput): { shipping: OrderAddress; customer: OrderCustomerInfo } {
  const shipping = input.shipping ?? {};
  const email = shipping.email ?? input.customer?.email ?? null;
  const values: Record<string, string | null> = { ...shipping, email };
  for (const field of SHIPPING_FIELDS) {
    const value = values[field.key]?.trim() ?? '';
    if (field.listRequired && !value) throw badInput(ORDER_MESSAGES.blank(field.label), field.key);
    if (value.length > field.max) throw badInput(ORDER_MESSAGES.maxChars(field.label, field.max), field.key);
  }
  const address: OrderAddress = {};
  for (const key of ADDRESS_KEYS) address[key] = values[key]?.trim() || null;
  const customer: OrderCustomerInfo = {
    first_name: (input.customer?.first_name ?? shipping.first_name)?.trim() || null,
    last_name: (input.customer?.last_name ?? shipping.last_name)?.trim() || null,
    email: email?.trim() || null,
    phone: (input.customer?.phone ?? shipping.phone)?.trim() || null,
  };
  return { shipping: address, customer };
}
