import { describe, expect, it } from 'vitest';
import { aggregationFor, rangeDays } from './dashboard';

/** The page's range of `n` calendar days on the -07:00 clock: 00:00:00.000 of the first to 23:59:59.999 of the last. */
const from = '2026-03-01T07:00:00.000Z';
const lastOf = (n: number) => new Date(Date.parse(from) + n * 86_400_000 - 1).toISOString();

describe('aggregationFor (spec 001 §9)', () => {
  it('under 15 days daily, under 61 weekly, otherwise monthly', () => {
    expect(aggregationFor(from, lastOf(1))).toBe('day');
    expect(aggregationFor(from, lastOf(14))).toBe('day');
    expect(aggregationFor(from, lastOf(15))).toBe('week');
    expect(aggregationFor(from, lastOf(60))).toBe('week');
    expect(aggregationFor(from, lastOf(61))).toBe('month');
    expect(aggregationFor(from, lastOf(365))).toBe('month');
  });

  it('a range of exactly N × 24 h is N days too', () => {
    expect(rangeDays(new Date(from), new Date(Date.parse(from) + 14 * 86_400_000))).toBe(14);
    expect(aggregationFor(new Date(from), new Date(Date.parse(from) + 15 * 86_400_000))).toBe('week');
  });

  it('without a range (either end missing) monthly', () => {
    expect(aggregationFor(null, null)).toBe('month');
    expect(aggregationFor(from, null)).toBe('month');
    expect(aggregationFor(undefined, lastOf(3))).toBe('month');
  });
});
