import type { OrderStatus } from './status';

/**
 * The dashboard's rules (spec 001 §2 "Dashboard", §6, §9): shared by the orders service, which
 * computes `adminStats`, and the page, which picks the default aggregation and draws the charts.
 */

export const STATS_AGGREGATIONS = ['day', 'week', 'month'] as const;
export type StatsAggregation = (typeof STATS_AGGREGATIONS)[number];

export const DASHBOARD = {
  /** Spec 001 §9: dashboard orders 5 per page. */
  ordersPageSize: 5,
  /** Spec 001 §9: top 10 products in the pie (the rest as "Other Products"), top 10 product types. */
  topProducts: 10,
  topProductTypes: 10,
  otherProductsLabel: 'Other Products',
  /** Spec 001 §9 "Order count badge overflow 9999999". */
  countOverflow: 9_999_999,
  /** The chart's value axis title (spec 001 §2). */
  axisTitle: 'Dollar ($)',
  pieTitle: 'Top 10 Best Selling Products',
  /** A range shorter than this many days is shown by day, shorter than `weeklyUnderDays` by week. */
  dailyUnderDays: 15,
  weeklyUnderDays: 61,
  /** Bound on the buckets one answer carries (a day chart of a few years is unreadable anyway). */
  maxPeriods: 1000,
} as const;

/**
 * The business's fixed clock (spec 000 §9: ranges are sent with a fixed -07:00 offset): the
 * dashboard's days, weeks and months start at midnight there.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = -7 * 60;

const DAY_MS = 86_400_000;

/**
 * How many days a range spans: whole days, rounded up, so the UI's range of N calendar days
 * (00:00:00.000 of the first to 23:59:59.999 of the last) is N, and so is N × 24 h exactly.
 */
export function rangeDays(from: Date, to: Date): number {
  return Math.max(0, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}

/**
 * Spec 001 §9: a range under 15 days is shown daily, under 61 days weekly, otherwise monthly;
 * without a range (either end missing) monthly.
 */
export function aggregationFor(from: Date | string | null | undefined, to: Date | string | null | undefined): StatsAggregation {
  if (!from || !to) return 'month';
  const days = rangeDays(new Date(from), new Date(to));
  if (days < DASHBOARD.dailyUnderDays) return 'day';
  if (days < DASHBOARD.weeklyUnderDays) return 'week';
  return 'month';
}

/**
 * Orders that do not count in revenue, profit or the tops: the sale was undone (cancelled,
 * refunded) or never became one we can make (error: no product matched, print files failed).
 * A paused order counts by the status it was paused from; a deleted order never counts.
 */
export const STATS_EXCLUDED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded', 'error'];
