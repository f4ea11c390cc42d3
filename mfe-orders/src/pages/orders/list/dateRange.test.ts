import { describe, expect, it } from 'vitest';
import { DATE_PRESET_LABELS, fromPickerDays, isFilterDay, presetRange, toFilterInstants } from './dateRange';
import dayjs from 'dayjs';

// 2026-03-01 05:30 UTC is still Feb 28 on the -07:00 clock: presets must follow the business day.
const EARLY_UTC = new Date('2026-03-01T05:30:00Z');
// 2026-03-15 18:00 UTC is Mar 15 at -07:00 too.
const MID_MONTH = new Date('2026-03-15T18:00:00Z');

describe('date presets on the fixed -07:00 clock (spec 000 §9)', () => {
  it('has the spec presets in order', () => {
    expect(DATE_PRESET_LABELS).toEqual([
      'Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'This month', 'Last month', 'Last 3 months', 'All time',
    ]);
  });

  it('takes today from -07:00, not from UTC', () => {
    expect(presetRange('Today', EARLY_UTC)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('Yesterday', EARLY_UTC)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(presetRange('This month', EARLY_UTC)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('Last month', EARLY_UTC)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('counts the last N days including today', () => {
    expect(presetRange('Last 7 days', MID_MONTH)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('Last 30 days', MID_MONTH)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetRange('Last 3 months', MID_MONTH)).toEqual({ from: '2025-12-16', to: '2026-03-15' });
    expect(presetRange('Last month', MID_MONTH)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('leaves both ends open for All time', () => {
    expect(presetRange('All time', MID_MONTH)).toEqual({ from: null, to: null });
    expect(toFilterInstants({ from: null, to: null })).toEqual({});
  });
});

describe('filter instants: the -07:00 days, sent as UTC', () => {
  it('sends the first day from its -07:00 midnight and the last day until its final -07:00 millisecond', () => {
    expect(toFilterInstants({ from: '2026-02-28', to: '2026-03-01' })).toEqual({
      from: '2026-02-28T07:00:00.000Z',
      to: '2026-03-02T06:59:59.999Z',
    });
  });

  it('keeps an order created just now inside Today, at any hour', () => {
    for (const now of ['2026-03-01T00:30:00Z', '2026-03-01T06:59:00Z', '2026-03-01T07:00:00Z', '2026-03-01T23:59:00Z']) {
      const { from, to } = toFilterInstants(presetRange('Today', new Date(now)));
      expect(Date.parse(from!)).toBeLessThanOrEqual(Date.parse(now));
      expect(Date.parse(to!)).toBeGreaterThanOrEqual(Date.parse(now));
    }
  });

  it('turns picked calendar days back into the query-string days', () => {
    expect(fromPickerDays([dayjs('2026-01-05'), dayjs('2026-01-09')])).toEqual({ from: '2026-01-05', to: '2026-01-09' });
    expect(fromPickerDays(null)).toEqual({ from: null, to: null });
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isFilterDay('2026-02-28')).toBe(true);
    expect(isFilterDay('2026-02-30')).toBe(false);
    expect(isFilterDay('2026-2-3')).toBe(false);
    expect(isFilterDay('2026-02-28T00:00:00Z')).toBe(false);
  });
});
