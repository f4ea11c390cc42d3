import { describe, expect, it } from 'vitest';
import { changeListParams, formatSize, readListParams, writeListParams } from './listParams';

describe('/artworks query string', () => {
  it('reads search, categoryID and page, page 1 when missing or invalid', () => {
    expect(readListParams(new URLSearchParams('search=mom&categoryID=c1&page=3'))).toEqual({ search: 'mom', categoryID: 'c1', page: 3 });
    for (const page of ['', '0', '-2', '1.5', 'x']) expect(readListParams(new URLSearchParams(`page=${page}`)).page).toBe(1);
    expect(readListParams(new URLSearchParams(''))).toEqual({ search: '', categoryID: null, page: 1 });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const written = writeListParams(new URLSearchParams('other=1&page=4'), { search: 'cat', categoryID: null, page: 1 });
    expect(written.toString()).toBe('other=1&search=cat');
    expect(writeListParams(new URLSearchParams(), { search: '  ', categoryID: 'c2', page: 2 }).toString()).toBe('categoryID=c2&page=2');
  });

  it('goes back to page 1 when the search or the category changes, not when paging', () => {
    const at3 = { search: 'a', categoryID: 'c1', page: 3 };
    expect(changeListParams(at3, { search: 'ab' }).page).toBe(1);
    expect(changeListParams(at3, { categoryID: null }).page).toBe(1);
    expect(changeListParams(at3, { search: 'a' }).page).toBe(3);
    expect(changeListParams(at3, { page: 5 })).toEqual({ search: 'a', categoryID: 'c1', page: 5 });
  });

  it('writes sizes as width x height', () => {
    expect(formatSize(1500, 1800)).toBe('1500 x 1800');
  });
});
