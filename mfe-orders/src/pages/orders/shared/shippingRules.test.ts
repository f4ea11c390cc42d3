import { describe, expect, it } from 'vitest';
import { SHIPPING_FIELDS } from '@pod/contracts';
import { customerInfoInput, isRequired, shippingRules, type CustomerInfoForm } from './shippingRules';

const field = (key: string) => SHIPPING_FIELDS.find((f) => f.key === key)!;

describe('shippingRules', () => {
  it("says \"{field} can't be blank.\" for a required field, blank included", () => {
    expect(shippingRules(field('city'))).toContainEqual({ required: true, whitespace: true, message: "City can't be blank." });
  });

  it('lets optional fields be empty', () => {
    expect(shippingRules(field('address2')).some((r) => 'required' in r)).toBe(false);
  });

  it('limits country code to 5 characters with the spec text', () => {
    expect(shippingRules(field('country_code'))).toContainEqual({ max: 5, message: 'Country code max 5 character' });
  });
});

describe('customerInfoInput', () => {
  it('trims, sends empty fields as null and moves the email to the customer', () => {
    const input = customerInfoInput({ first_name: ' Ann ', last_name: 'Lee', phone: '1', email: ' a@b.co ', address2: '  ', city: 'X' });
    expect(input.shipping).toMatchObject({ first_name: 'Ann', address2: null, city: 'X' });
    expect(input.shipping).not.toHaveProperty('email');
    expect(input.customer).toEqual({ email: 'a@b.co', first_name: 'Ann', last_name: 'Lee', phone: '1' });
  });
});

describe("the list's Customer Info rules", () => {
  const required = (form: CustomerInfoForm) => SHIPPING_FIELDS.filter((f) => isRequired(f, form)).map((f) => f.label);

  it('requires only Last name, Address 1, City, State code and Country code', () => {
    expect(required('list')).toEqual(['Last name', 'Address 1', 'City', 'State code', 'Country code']);
    expect(shippingRules(field('first_name'), 'list').some((r) => 'required' in r)).toBe(false);
    expect(shippingRules(field('phone'), 'list').some((r) => 'required' in r)).toBe(false);
  });

  it("keeps the spec's texts and the country code's 5 characters", () => {
    expect(shippingRules(field('state_code'), 'list')).toContainEqual({ required: true, whitespace: true, message: "State code can't be blank." });
    expect(shippingRules(field('country_code'), 'list')).toContainEqual({ max: 5, message: 'Country code max 5 character' });
  });

  it('still requires every marked field on the detail form', () => {
    expect(required('detail')).toEqual(SHIPPING_FIELDS.filter((f) => f.required).map((f) => f.label));
    expect(required('detail')).toContain('Phone');
  });
});
