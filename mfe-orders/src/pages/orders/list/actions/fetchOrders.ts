import type { Dayjs } from 'dayjs';

/** fetchMultipleOrders takes at most this many ids (its `@limit` in services/orders intake.graphql). */
export const MAX_FETCH_IDS = 500;

/**
 * The drawer's "comma-separated order ids" box → the ids to fetch: split on commas (new lines and
 * spaces too, which a paste from a spreadsheet brings), trimmed, empties and repeats dropped, in order.
 */
export function parseOrderIds(text: string): string[] {
  const ids = text.split(/[\s,]+/).filter(Boolean);
  return [...new Set(ids)];
}

/**
 * The optional date range as fetchMultipleOrders takes it (spec 000 §9): the chosen calendar days
 * from 00:00:00 to 23:59:59 UTC, whatever the browser's time zone.
 */
export function fetchRange(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): { from: string; to: string } | null {
  const [from, to] = range ?? [null, null];
  if (!from || !to) return null;
  return { from: `${from.format('YYYY-MM-DD')}T00:00:00Z`, to: `${to.format('YYYY-MM-DD')}T23:59:59Z` };
}

/** Fetch Orders is hidden for offline sites (spec 000 §2): import sites have no store to pull from. */
export function canFetchOrders(site: { platform: string; type?: string | null }): boolean {
  return site.type !== 'offline' && site.platform !== 'import';
}
