import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * The orders list's dates (spec 000 §9: "range sent with fixed -07:00 offset; order filter dates
 * sent at start of day UTC"). The rule, read so that "Today" always holds today's orders:
 *  1. Which calendar days a range means is decided on the business's fixed -07:00 clock (not the
 *     browser's zone): "today" is today's date at -07:00, whoever opens the page and wherever.
 *  2. Those days travel in the query string as YYYY-MM-DD.
 *  3. The server gets instants: `from` = the start (00:00:00.000) of the first day and `to` = the
 *     end (23:59:59.999) of the last day, both at -07:00, written as UTC ISO strings
 *     (2026-03-01 → from 2026-03-01T07:00:00.000Z). Start of day is the -07:00 day's; the wire
 *     form is UTC, which is what the server compares (created_at >= from and <= to).
 * Reading "start of day UTC" as UTC midnight instead would drop, for seven hours of every day,
 * the orders of the -07:00 "today" created after 17:00 at -07:00.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = -7 * 60;

/** Query-string form of a calendar day. */
export const FILTER_DAY_FORMAT = 'YYYY-MM-DD';
/** How the picker shows a day (spec 000 §9 "display MMM DD, YYYY"). */
export const DISPLAY_DAY_FORMAT = 'MMM DD, YYYY';

export const DATE_PRESET_LABELS = [
  'Today',
  'Yesterday',
  'Last 7 days',
  'Last 30 days',
  'This month',
  'Last month',
  'Last 3 months',
  'All time',
] as const;
export type DatePresetLabel = (typeof DATE_PRESET_LABELS)[number];

/** A range of calendar days (YYYY-MM-DD, both ends included); null ends mean unbounded ("All time"). */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/** Today on the business clock, as a dayjs whose calendar fields are the -07:00 date. */
function businessToday(now: Date): Dayjs {
  return dayjs(now).utcOffset(BUSINESS_UTC_OFFSET_MINUTES).startOf('day');
}

const day = (d: Dayjs) => d.format(FILTER_DAY_FORMAT);

/** The calendar days each preset covers at `now` (step 1 of the rule). */
export function presetRange(label: DatePresetLabel, now: Date = new Date()): DayRange {
  const today = businessToday(now);
  switch (label) {
    case 'Today':
      return { from: day(today), to: day(today) };
    case 'Yesterday': {
      const yesterday = today.subtract(1, 'day');
      return { from: day(yesterday), to: day(yesterday) };
    }
    case 'Last 7 days':
      return { from: day(today.subtract(6, 'day')), to: day(today) };
    case 'Last 30 days':
      return { from: day(today.subtract(29, 'day')), to: day(today) };
    case 'This month':
      return { from: day(today.startOf('month')), to: day(today) };
    case 'Last month': {
      const lastMonth = today.subtract(1, 'month');
      return { from: day(lastMonth.startOf('month')), to: day(lastMonth.endOf('month')) };
    }
    case 'Last 3 months':
      return { from: day(today.subtract(3, 'month').add(1, 'day')), to: day(today) };
    case 'All time':
      return { from: null, to: null };
  }
}

/** True for a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isFilterDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayjs.utc(value, FILTER_DAY_FORMAT).format(FILTER_DAY_FORMAT) === value;
}

/** A calendar day at the business offset, as a dayjs at its 00:00 there. */
function businessDay(value: string): Dayjs {
  return dayjs.utc(value).utcOffset(BUSINESS_UTC_OFFSET_MINUTES, true);
}

/** Step 3 of the rule: the instants the `orders(filter)` query receives for a day range. */
export function toFilterInstants(range: DayRange): { from?: string; to?: string } {
  const instants: { from?: string; to?: string } = {};
  if (range.from) instants.from = businessDay(range.from).startOf('day').toISOString();
  if (range.to) instants.to = businessDay(range.to).endOf('day').toISOString();
  return instants;
}

/** The picker's value for a day range: the calendar days as local dayjs dates (what antd shows). */
export function toPickerDays(range: DayRange): [Dayjs, Dayjs] | null {
  if (!range.from || !range.to) return null;
  return [dayjs(range.from), dayjs(range.to)];
}

/** The calendar days the person picked (antd gives local dayjs dates; their date fields are the days). */
export function fromPickerDays(days: readonly [Dayjs | null, Dayjs | null] | null): DayRange {
  if (!days || !days[0] || !days[1]) return { from: null, to: null };
  return { from: day(days[0]), to: day(days[1]) };
}
