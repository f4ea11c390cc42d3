import { describe, expect, it } from 'vitest';
import { canReadOrder } from './visibility';

const person = (id: string, roles: string[], isSuperAdmin = false) => ({ id, roles, isSuperAdmin });
const order = (status: string, pausedFrom: string | null = null) => ({ sellerId: 'seller-1', status, pausedFrom });

describe('canReadOrder', () => {
  it('lets staff read every order and a Seller only the orders of their own sites', () => {
    expect(canReadOrder(person('a', ['Administrator']), order('processing'))).toBe(true);
    expect(canReadOrder(person('s', ['Supporter']), order('processing'))).toBe(true);
    expect(canReadOrder(person('x', [], true), order('processing'))).toBe(true);
    expect(canReadOrder(person('seller-1', ['Seller']), order('processing'))).toBe(true);
    expect(canReadOrder(person('seller-2', ['Seller']), order('processing'))).toBe(false);
  });

  it('lets a Supplier read from accepted on, a paused order by the status it resumes to', () => {
    const supplier = person('p', ['Supplier']);
    expect(canReadOrder(supplier, order('pending_review'))).toBe(false);
    expect(canReadOrder(supplier, order('accepted'))).toBe(true);
    expect(canReadOrder(supplier, order('pending', 'exported'))).toBe(true);
    expect(canReadOrder(supplier, order('pending', 'pending_review'))).toBe(false);
  });

  it('gives nobody else anything', () => {
    expect(canReadOrder(null, order('accepted'))).toBe(false);
    expect(canReadOrder(person('d', ['Designer']), order('accepted'))).toBe(false);
    expect(canReadOrder(person('l', ['Listing']), order('accepted'))).toBe(false);
  });
});
