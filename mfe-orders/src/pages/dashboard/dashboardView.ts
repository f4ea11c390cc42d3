import dayjs from 'dayjs';
import { can, DASHBOARD, ORDER_STATUS_LABEL, ROLES, STATS_EXCLUDED_STATUSES, orderStatusTag, type OrderTagColor, type StatsAggregation, type Subject } from '@pod/contracts';
import type { StatsPeriodRow, TopProductRow, TopProductTypeRow } from './queries';

/**
 * What each role's dashboard holds (spec 001 §6, services/orders/README.md "Dashboard
 * statistics"): the charts and tops for `dashboard.stats` (Administrator, Seller, Supplier);
 * the seller and site filters for the Administrator, the seller select hidden when they are also
 * a Seller; the supplier column for Administrator and Supporter. The server applies the same
 * rules whatever the page sends.
 */
export interface DashboardAccess {
  stats: boolean;
  filters: boolean;
  sellerSelect: boolean;
  supplierColumn: boolean;
  /** A Seller's dashboard follows the header's current site, as their orders list does. */
  currentSite: boolean;
}

export function dashboardAccess(user: Subject & { roles: readonly string[] }): DashboardAccess {
  const admin = user.roles.includes(ROLES.Administrator);
  const seller = user.roles.includes(ROLES.Seller);
  return {
    stats: can(user, 'dashboard.stats'),
    filters: admin,
    sellerSelect: admin && !seller,
    supplierColumn: admin || user.roles.includes(ROLES.Supporter),
    currentSite: seller && !admin && !user.roles.includes(ROLES.Supporter),
  };
}

export const AGGREGATION_LABEL: Readonly<Record<StatsAggregation, string>> = { day: 'Day', week: 'Week', month: 'Month' };

/** The chart's x-axis label of a period (YYYY-MM-DD of its first day). */
export function periodLabel(period: string, unit: StatsAggregation): string {
  const day = dayjs(period);
  return unit === 'month' ? day.format('MMM YYYY') : day.format('MMM DD');
}

export interface ChartPoint {
  label: string;
  revenue: number;
  profit: number;
}

export function chartPoints(periods: readonly StatsPeriodRow[], unit: StatsAggregation): ChartPoint[] {
  return periods.map((p) => ({ label: periodLabel(p.period, unit), revenue: p.revenue, profit: p.profit }));
}

/** A top product's name: the catalog's title when readable, else the order lines'; the rest is "Other Products". */
export function productName(row: TopProductRow): string {
  if (row.other) return DASHBOARD.otherProductsLabel;
  return row.product?.title || row.title || row.product_id || 'Unknown product';
}

export function productTypeName(row: TopProductTypeRow): string {
  return row.product_type?.title || row.product_type_id || 'No product type';
}

export interface PieSlice {
  name: string;
  value: number;
}

/** The pie "Top 10 Best Selling Products": units sold per product, "Other Products" last. */
export function pieSlices(rows: readonly TopProductRow[]): PieSlice[] {
  return rows.filter((row) => row.quantity > 0).map((row) => ({ name: productName(row), value: row.quantity }));
}

/** Status tab labels and colours: @pod/contracts' one table, as every orders table shows them. */
export function statusLabel(status: string): string {
  return orderStatusTag(status).label;
}

export function statusColor(status: string): OrderTagColor | undefined {
  return orderStatusTag(status).color;
}

/**
 * What the two order figures count, said on the page: the statistics' "Orders sold" leaves out
 * the orders that are no sale (STATS_EXCLUDED_STATUSES), the tabs' All counts every order of the
 * range; without the words 37 beside 558 reads as a bug.
 */
export const ORDER_FIGURES = {
  soldTitle: 'Orders sold',
  soldCaption: `Excludes ${listInWords(STATS_EXCLUDED_STATUSES.map((s) => ORDER_STATUS_LABEL[s]))} orders`,
  tableTitle: 'Orders by status',
  allTabHint: 'All: every order in this range, whatever its status',
} as const;

function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
