import { badInput } from '../errors/graphql-errors';

/** The page size a client passes to ask for the whole list (up to the list's bound). */
export const ALL_ROWS = -1;

/** A list's paging bounds, set by the service that owns the list (usually from the specs). */
export interface PageBounds {
  /** Rows per page when the client names no size. */
  size: number;
  /** Largest page a client may ask for by number. */
  max: number;
  /** Most rows `-1` ("all") returns; `max` when omitted. */
  all?: number;
}

/** Lists paged by position: `offset` rows skipped, then `limit` rows. */
export interface OffsetPageInput {
  offset?: number | null;
  limit?: number | null;
}

/** Lists paged by number: page `page` (from 1) of `pageSize` rows. */
export interface NumberedPageInput {
  page?: number | null;
  pageSize?: number | null;
}

/** What a query takes: rows to skip and rows to return (always at least 1, never above the bound). */
export interface PageWindow {
  offset: number;
  limit: number;
}

const isNumbered = (input: OffsetPageInput | NumberedPageInput): input is NumberedPageInput => 'page' in input || 'pageSize' in input;

/** The size asked for, checked against the bounds; `field` names the argument in the error. */
function pageSize(asked: number | null | undefined, bounds: PageBounds, field: string): number {
  if (asked == null) return bounds.size;
  if (asked === ALL_ROWS) return bounds.all ?? bounds.max;
  if (!Number.isInteger(asked) || asked < 1 || asked > bounds.max) throw badInput(`${field} must be between 1 and ${bounds.max}`, field);
  return asked;
}

/**
 * The one paging rule of every list in the suite, for both argument styles:
 * - no size → `bounds.size`; a size of 1…`bounds.max` → that many rows;
 * - `-1` → "all": up to `bounds.all` (else `bounds.max`) rows — from `offset` in the offset
 *   style, from the first row in the numbered style (there is only one page of everything);
 * - any other size (0, negative, fractional, NaN, above the bound) → BAD_USER_INPUT naming
 *   the argument, never a silently different page, so a client bug shows where it is;
 * - no offset → 0, no page → 1; a negative or fractional offset, or a page below 1 → BAD_USER_INPUT.
 */
export function pageArgs(input: OffsetPageInput | NumberedPageInput, bounds: PageBounds): PageWindow {
  if (isNumbered(input)) {
    const limit = pageSize(input.pageSize, bounds, 'pageSize');
    const page = input.page ?? 1;
    if (!Number.isInteger(page) || page < 1) throw badInput('page must be 1 or more', 'page');
    return { offset: input.pageSize === ALL_ROWS ? 0 : (page - 1) * limit, limit };
  }
  const limit = pageSize(input.limit, bounds, 'limit');
  const offset = input.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
  return { offset, limit };
}
