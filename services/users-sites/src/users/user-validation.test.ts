import { describe, expect, it } from 'vitest';
import { isEmail, MAX_EMAIL_LENGTH } from './user-validation';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('seller@example.com')).toBe(true);
    expect(isEmail('first.last+tag@mail.example.co.uk')).toBe(true);
  });

  it('refuses addresses without a domain, with spaces or two @', () => {
    for (const bad of ['seller', 'seller@', '@example.com', 'a b@example.com', 'a@b@example.com', 'a@example']) expect(isEmail(bad)).toBe(false);
  });

  it('refuses addresses longer than RFC 5321 allows, before any pattern runs', () => {
    expect(isEmail(`${'a'.repeat(MAX_EMAIL_LENGTH)}@example.com`)).toBe(false);
    // The shape that held the event loop for 649 ms with the old quadratic pattern.
    expect(isEmail(`a@${'a.'.repeat(16_000)}`)).toBe(false);
    expect(isEmail('@'.repeat(32_000))).toBe(false);
  });
});
