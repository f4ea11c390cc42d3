import { describe, expect, it } from 'vitest';
import { pageArgs, type PageBounds } from './page-args';

const bounds: PageBounds = { size: 20, max: 100 };

function refusal(run: () => unknown): { message: string; code: unknown; field: unknown } {
  try {
    run();
  } catch (error) {
    const e = error as { message: string; extensions: { code: unknown; field: unknown } };
    return { message: e.message, code: e.extensions.code, field: e.extensions.field };
  }
  throw new Error('expected a refusal');
}

describe('pageArgs, offset style', () => {
  it('uses the default size and offset 0 when nothing is asked', () => {
    expect(pageArgs({}, bounds)).toEqual({ offset: 0, limit: 20 });
    expect(pageArgs({ offset: null, limit: null }, bounds)).toEqual({ offset: 0, limit: 20 });
  });

  it('returns the window asked for within the bounds', () => {
    expect(pageArgs({ offset: 40, limit: 1 }, bounds)).toEqual({ offset: 40, limit: 1 });
    expect(pageArgs({ offset: 0, limit: 100 }, bounds)).toEqual({ offset: 0, limit: 100 });
  });

  it('reads -1 as "all", capped at the list bound, from the offset asked', () => {
    expect(pageArgs({ limit: -1 }, bounds)).toEqual({ offset: 0, limit: 100 });
    expect(pageArgs({ offset: 5, limit: -1 }, { ...bounds, all: 10_000 })).toEqual({ offset: 5, limit: 10_000 });
  });

  it.each([0, -2, 1.5, Number.NaN, 101, 2 ** 31])('refuses a limit of %s, naming the argument', (limit) => {
    expect(refusal(() => pageArgs({ limit }, bounds))).toEqual({ message: 'limit must be between 1 and 100', code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it.each([-1, 0.5, Number.NaN])('refuses an offset of %s', (offset) => {
    expect(refusal(() => pageArgs({ offset }, bounds))).toEqual({ message: 'offset must be 0 or more', code: 'BAD_USER_INPUT', field: 'offset' });
  });
});

describe('pageArgs, numbered style', () => {
  it('starts at page 1 with the default size', () => {
    expect(pageArgs({ page: null, pageSize: null }, bounds)).toEqual({ offset: 0, limit: 20 });
    expect(pageArgs({ page: 3 }, bounds)).toEqual({ offset: 40, limit: 20 });
    expect(pageArgs({ page: 2, pageSize: 15 }, bounds)).toEqual({ offset: 15, limit: 15 });
  });

  it('reads pageSize -1 as the whole list from its first row, whatever the page', () => {
    expect(pageArgs({ page: 4, pageSize: -1 }, { ...bounds, all: 5000 })).toEqual({ offset: 0, limit: 5000 });
  });

  it.each([0, -3, 2.5, 101])('refuses a pageSize of %s', (pageSize) => {
    expect(refusal(() => pageArgs({ pageSize }, bounds))).toEqual({ message: 'pageSize must be between 1 and 100', code: 'BAD_USER_INPUT', field: 'pageSize' });
  });

  it.each([0, -1, 1.5])('refuses page %s', (page) => {
    expect(refusal(() => pageArgs({ page }, bounds))).toEqual({ message: 'page must be 1 or more', code: 'BAD_USER_INPUT', field: 'page' });
  });
});
