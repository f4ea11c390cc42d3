import { describe, expect, it } from 'vitest';
import { customerLocation, customerName } from './customerFormat';

describe('customerName', () => {
  it('joins the parts present, and names a customer sent without any', () => {
    expect(customerName({ first_name: 'Emily', last_name: 'Johnson' })).toBe('Emily Johnson');
    expect(customerName({ first_name: null, last_name: 'Johnson' })).toBe('Johnson');
    expect(customerName({ first_name: '', last_name: null })).toBe('(no name)');
  });
});

describe('customerLocation', () => {
  it('lists city, state and country that are present, comma separated', () => {
    expect(customerLocation({ city: 'Austin', state: 'Texas', country: 'United States' })).toBe('Austin, Texas, United States');
    expect(customerLocation({ city: null, state: '', country: 'France' })).toBe('France');
    expect(customerLocation(null)).toBe('');
  });
});
