import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_FILTERS, parseListFilters, serialiseListFilters, withFilters, type ListFilters } from './listFilters';

const parse = (query: string) => parseListFilters(new URLSearchParams(query));

describe('orders list filters in the query string', () => {
  it('reads every filter the spec lists, plus seller, site and page', () => {
    expect(
      parse('from=2026-01-01&to=2026-01-31&search=%231001&field=origin_number&product_type_ids=pt1,pt2&status=accepted&seller=u-1&site=s-1&page=3'),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      search: '#1001',
      field: 'origin_number',
      product_type_ids: ['pt1', 'pt2'],
      status: ['accepted'],
      seller: 'u-1',
      site: 's-1',
      page: 3,
    });
  });

  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual(EMPTY_LIST_FILTERS);
  });

  it('drops what is not valid instead of sending it', () => {
    expect(parse('from=2026-02-30&to=2026-03-01')).toMatchObject({ from: null, to: null });
    expect(parse('from=2026-03-02&to=2026-03-01')).toMatchObject({ from: null, to: null });
    expect(parse('from=2026-03-01')).toMatchObject({ from: null, to: null });
    expect(parse('field=email')).toMatchObject({ field: 'all' });
    expect(parse('status=accepted,bogus,accepted,ready')).toMatchObject({ status: ['accepted', 'ready'] });
    expect(parse('page=0')).toMatchObject({ page: 1 });
    expect(parse('page=-4')).toMatchObject({ page: 1 });
    expect(parse('page=2.5')).toMatchObject({ page: 1 });
    expect(parse('seller=<script>')).toMatchObject({ seller: null });
    expect(parse(`search=${'x'.repeat(500)}`).search).toHaveLength(200);
    expect(parse(`product_type_ids=${Array.from({ length: 150 }, (_, i) => `p${i}`).join(',')}`).product_type_ids).toHaveLength(100);
  });

  it('writes the canonical form and reads it back unchanged', () => {
    const filters: ListFilters = {
      from: '2026-01-01',
      to: '2026-01-07',
      search: 'A & B',
      field: 'app_id',
      product_type_ids: ['pt2', 'pt1'],
      status: ['ready', 'in_production'],
      seller: 'u-9',
      site: 's-3',
      page: 4,
    };
    const query = serialiseListFilters(filters).toString();
    expect(query).toBe(
      'from=2026-01-01&to=2026-01-07&search=A+%26+B&field=app_id&product_type_ids=pt2%2Cpt1&status=ready%2Cin_production&seller=u-9&site=s-3&page=4',
    );
    expect(parse(query)).toEqual(filters);
  });

  it('leaves defaults out of the query string', () => {
    expect(serialiseListFilters(EMPTY_LIST_FILTERS).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilters({ ...EMPTY_LIST_FILTERS, page: 7 }, { search: 'x' })).toMatchObject({ search: 'x', page: 1 });
  });
});
