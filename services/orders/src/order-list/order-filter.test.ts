import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, SUPPLIER_VISIBLE_STATUSES } from '@pod/contracts';
import { testUser } from '@pod/service-kit/testing';
import { countersAnswer, orderNumberForms, parseOrderFilter } from './order-filter';

const admin = testUser(['Administrator']);
const supporter = testUser(['Supporter']);
const seller = testUser(['Seller']);
const supplier = testUser(['Supplier']);
const listing = testUser(['Listing']);

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { message: string; extensions: { code: string; field?: string } };
  }
  throw new Error('expected a refusal');
};

describe('parseOrderFilter', () => {
  it('defaults: 20 rows from the first, every status, nothing else', () => {
    const query = parseOrderFilter(admin);
    expect(query).toMatchObject({ statuses: [], from: null, to: null, search: null, productTypeIds: [], page: { offset: 0, limit: 20 }, tabs: ORDER_STATUSES });
    expect(countersAnswer(query)).toBe(true);
  });

  it('pageArgs bounds: -1 is the list bound, 0 / 101 / fractional / negative offset are refused naming the field', () => {
    expect(parseOrderFilter(admin, { limit: -1 }).page).toEqual({ offset: 0, limit: 100 });
    expect(parseOrderFilter(admin, { offset: 40, limit: 20 }).page).toEqual({ offset: 40, limit: 20 });
    for (const limit of [0, 101, 2.5, -2]) expect(errorOf(() => parseOrderFilter(admin, { limit })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    expect(errorOf(() => parseOrderFilter(admin, { offset: -1 })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
  });

  it('statuses: trimmed and de-duplicated; an unknown one is refused', () => {
    expect(parseOrderFilter(admin, { status: ['accepted', ' accepted ', 'exported'] }).statuses).toEqual(['accepted', 'exported']);
    expect(errorOf(() => parseOrderFilter(admin, { status: ['shipped'] }))).toMatchObject({ message: 'Unknown order status: shipped', extensions: { field: 'status' } });
  });

  it('dates: the -07:00 offset and UTC forms the UI sends; garbage and reversed ranges are refused', () => {
    const query = parseOrderFilter(admin, { from: '2026-11-01T00:00:00-07:00', to: '2026-11-30T23:59:59Z' });
    expect(query.from?.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(query.to?.toISOString()).toBe('2026-11-30T23:59:59.000Z');
    expect(countersAnswer(query)).toBe(false);
    expect(parseOrderFilter(admin, { from: '  ' }).from).toBeNull();
    for (const from of ['yesterday', '2026-13-45T00:00:00Z', '1700000000']) {
      expect(errorOf(() => parseOrderFilter(admin, { from })).extensions, from).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
    }
    expect(errorOf(() => parseOrderFilter(admin, { from: '2026-12-01T00:00:00Z', to: '2026-11-01T00:00:00Z' })).message).toBe('from must not be after to');
  });

  it('search: trimmed, blank ignored, field all by default', () => {
    expect(parseOrderFilter(admin, { search: '  #1001 ' }).search).toEqual({ term: '#1001', field: 'all' });
    expect(parseOrderFilter(admin, { search: 'X', field: 'origin_id' }).search).toEqual({ term: 'X', field: 'origin_id' });
    expect(parseOrderFilter(admin, { search: '   ' }).search).toBeNull();
    expect(orderNumberForms('#1001').sort()).toEqual(['#1001', '1001']);
    expect(orderNumberForms('1001').sort()).toEqual(['#1001', '1001']);
  });

  it('ids must be ids', () => {
    expect(errorOf(() => parseOrderFilter(admin, { site_id: 'x' })).extensions).toMatchObject({ field: 'site_id' });
    expect(errorOf(() => parseOrderFilter(admin, { seller_id: '1' })).extensions).toMatchObject({ field: 'seller_id' });
    expect(errorOf(() => parseOrderFilter(admin, { product_type_ids: ['nope'] })).extensions).toMatchObject({ field: 'product_type_ids' });
  });

  it('scope: staff honour seller and site; a Seller is held to themself; a Supplier to their statuses', () => {
    const sellerId = randomUUID();
    const siteId = randomUUID();
    for (const staff of [admin, supporter]) {
      expect(parseOrderFilter(staff, { seller_id: sellerId, site_id: siteId }).scope).toEqual({ sellerId, siteId, supplier: false, none: false });
    }
    expect(parseOrderFilter(seller, { seller_id: sellerId, site_id: siteId }).scope).toEqual({ sellerId: seller.id, siteId, supplier: false, none: false });
    const asSupplier = parseOrderFilter(supplier, { seller_id: sellerId, site_id: siteId });
    expect(asSupplier.scope).toEqual({ sellerId: null, siteId: null, supplier: true, none: false });
    expect(asSupplier.tabs).toEqual([...SUPPLIER_VISIBLE_STATUSES, 'pending']);
    expect(parseOrderFilter(listing).scope.none).toBe(true);
  });
});
