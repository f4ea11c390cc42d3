import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_FILTERS, type ListFilters } from './listFilters';
import { toOrderFilter } from './orderFilter';

const FILTERS: ListFilters = {
  from: '2026-01-01',
  to: '2026-01-31',
  search: '1001',
  field: 'origin_number',
  product_type_ids: ['pt1'],
  status: ['accepted'],
  seller: 'u-1',
  site: 's-1',
  page: 3,
};

describe('the orders(filter) argument per view', () => {
  it('sends every staff filter, the page as offset and the days as UTC instants', () => {
    expect(toOrderFilter('Administrator', FILTERS, null)).toEqual({
      offset: 40,
      limit: 20,
      status: ['accepted'],
      from: '2026-01-01T07:00:00.000Z',
      to: '2026-02-01T06:59:59.999Z',
      search: '1001',
      field: 'origin_number',
      product_type_ids: ['pt1'],
      seller_id: 'u-1',
      site_id: 's-1',
    });
  });

  it('sends no status for the Administrator\'s All tab', () => {
    expect(toOrderFilter('Administrator', EMPTY_LIST_FILTERS, null)).toEqual({ offset: 0, limit: 20 });
  });

  it('keeps a Seller on the current site, never the query string\'s site or seller', () => {
    const filter = toOrderFilter('Seller', FILTERS, 'current-site');
    expect(filter.site_id).toBe('current-site');
    expect(filter.seller_id).toBeUndefined();
  });

  it('gives the Supplier the preset and no site or seller', () => {
    const filter = toOrderFilter('Supplier', { ...FILTERS, status: [] }, 'ignored');
    expect(filter.status).toEqual(['ready', 'in_production', 'fulfilled', 'refunded']);
    expect(filter.site_id).toBeUndefined();
    expect(filter.seller_id).toBeUndefined();
  });
});
