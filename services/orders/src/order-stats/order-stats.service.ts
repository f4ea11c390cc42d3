import type { DataSource, Repository } from 'typeorm';
import { aggregationFor, BUSINESS_UTC_OFFSET_MINUTES, DASHBOARD, STATS_EXCLUDED_STATUSES, type StatsAggregation } from '@pod/contracts';
import { badInput, type UserContext } from '@pod/service-kit';
import type { AdminStatsFilter } from '../generated/resolvers-types';
import { parseOrderFilter, type ListQuery } from '../order-list/order-filter';
import { applyScope } from '../order-list/order-list.service';
import { OrderEntity, type Order } from '../orders/order.entity';

export interface StatsPeriod {
  period: string;
  revenue: number;
  profit: number;
  orders: number;
}

export interface TopProduct {
  product_id: string | null;
  title: string;
  other: boolean;
  quantity: number;
  orders: number;
  revenue: number;
}

export interface TopProductType {
  product_type_id: string | null;
  quantity: number;
  orders: number;
  revenue: number;
}

export interface AdminStats {
  agg_by: StatsAggregation;
  periods: StatsPeriod[];
  revenue: number;
  profit: number;
  orders: number;
  top_products: TopProduct[];
  top_product_types: TopProductType[];
}

/** One row of the grouping-sets query: `kind` says which set it belongs to. */
interface StatsRow {
  kind: 'period' | 'product' | 'type';
  period: string | null;
  product_id: string | null;
  product_type_id: string | null;
  title: string | null;
  orders: string;
  quantity: string;
  revenue: string;
  profit: string;
}

/**
 * The business clock as a PostgreSQL interval ('-07:00'). `AT TIME ZONE INTERVAL` reads the
 * sign the ISO way (a text zone '-07:00' would be POSIX, i.e. UTC+7).
 */
const CLOCK = `INTERVAL '${BUSINESS_UTC_OFFSET_MINUTES < 0 ? '-' : '+'}${String(Math.floor(Math.abs(BUSINESS_UTC_OFFSET_MINUTES) / 60)).padStart(2, '0')}:${String(Math.abs(BUSINESS_UTC_OFFSET_MINUTES) % 60).padStart(2, '0')}'`;

const DAY_MS = 86_400_000;

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

/** The first day (YYYY-MM-DD, business clock) of the period holding `instant`: what date_trunc gives in SQL. */
export function periodStart(instant: Date, unit: StatsAggregation): string {
  const local = new Date(instant.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), unit === 'month' ? 1 : local.getUTCDate()));
  // ISO weeks start on Monday, as date_trunc('week') does.
  if (unit === 'week') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

function nextPeriod(period: string, unit: StatsAggregation): string {
  const day = new Date(`${period}T00:00:00Z`);
  if (unit === 'month') day.setUTCMonth(day.getUTCMonth() + 1);
  else day.setUTCDate(day.getUTCDate() + (unit === 'week' ? 7 : 1));
  return day.toISOString().slice(0, 10);
}

/**
 * The dashboard's statistics (spec 001 §2 "Dashboard", §7 `adminStats`, §9): revenue and profit
 * by period, the ten best-selling products (the rest as "Other Products") and product types.
 *
 * Which orders count: not deleted, and not cancelled, refunded or error (a paused order by the
 * status it was paused from: `STATS_EXCLUDED_STATUSES`). Whose: the caller's orders-list scope
 * (Administrator every order, narrowed by `seller_id` / `site_id`; a Seller their own; a
 * Supplier the orders from accepted onwards) — the resolver lets only `dashboard.stats` in.
 * Money: revenue = price × quantity; profit = revenue − base cost × quantity − shipping cost (the
 * order's shipping sits on its first line, so sums over lines are the orders' totals).
 *
 * One statement either way, GROUP BY GROUPING SETS ((period), (product), (product type)): over the
 * trigger-kept daily rollup `order_stats_daily` for the whole shop in whole days, else over the
 * scoped orders themselves; README "Dashboard statistics".
 */
export class OrderStatsService {
  private readonly orders: Repository<Order>;

  constructor(db: DataSource) {
    this.orders = db.getRepository(OrderEntity);
  }

  async adminStats(user: UserContext, filter: AdminStatsFilter = {}): Promise<AdminStats> {
    // The list's parser: the same scope, ISO instants and refusals (from after to, bad ids).
    const query = parseOrderFilter(user, { from: filter.from, to: filter.to, seller_id: filter.seller_id, site_id: filter.site_id });
    const unit = filter.agg_by ?? aggregationFor(query.from, query.to);
    if (query.from && query.to && this.periodCount(periodStart(query.from, unit), periodStart(query.to, unit), unit) > DASHBOARD.maxPeriods) {
      throw badInput(`At most ${DASHBOARD.maxPeriods} periods: choose a longer aggregation or a shorter range`, 'agg_by');
    }
    const rows = this.rollupAnswers(query) ? await this.fromRollup(query, unit) : await this.fromOrders(query, unit);
    const periods = this.fillPeriods(rows.filter((row) => row.kind === 'period'), unit, query.from, query.to);
    const totals = periods.reduce((sum, p) => ({ revenue: sum.revenue + p.revenue, profit: sum.profit + p.profit, orders: sum.orders + p.orders }), { revenue: 0, profit: 0, orders: 0 });
    return {
      agg_by: unit,
      periods,
      revenue: money(totals.revenue),
      profit: money(totals.profit),
      orders: totals.orders,
      top_products: this.topProducts(rows.filter((row) => row.kind === 'product')),
      top_product_types: bestSelling(rows.filter((row) => row.kind === 'type'))
        .slice(0, DASHBOARD.topProductTypes)
        .map((row) => ({ product_type_id: row.product_type_id, quantity: Number(row.quantity), orders: Number(row.orders), revenue: money(row.revenue) })),
    };
  }

  /**
   * The daily rollup answers when no seller or site narrows the scope (the Administrator's
   * whole shop, a Supplier's orders) and the range is whole business days: 00:00:00.000 of the
   * first to 23:59:59.999 of the last on the -07:00 clock, as the page sends it (or open ends).
   */
  private rollupAnswers(query: ListQuery): boolean {
    const { scope, from, to } = query;
    if (scope.none || scope.sellerId || scope.siteId) return false;
    const local = (instant: Date) => (instant.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000) % DAY_MS;
    return (!from || local(from) === 0) && (!to || local(to) === DAY_MS - 1);
  }

  /** Sums of `order_stats_daily` (a Supplier's from its `sup_` columns) over the range's days. */
  private async fromRollup(query: ListQuery, unit: StatsAggregation): Promise<StatsRow[]> {
    const column = (name: string) => `d.${query.scope.supplier ? 'sup_' : ''}${name}`;
    const period = `date_trunc('${unit}', d.day)`;
    const where: string[] = [`${column('orders')} <> 0`];
    const params: unknown[] = [];
    if (query.from) where.push(`d.day >= $${params.push(periodStart(query.from, 'day'))}::date`);
    if (query.to) where.push(`d.day <= $${params.push(periodStart(query.to, 'day'))}::date`);
    return this.orders.query(
      `SELECT CASE WHEN GROUPING(${period}) = 0 THEN 'period' WHEN GROUPING(d.product_id) = 0 THEN 'product' ELSE 'type' END AS kind,
         to_char(${period}, 'YYYY-MM-DD') AS period, nullif(d.product_id, '') AS product_id, nullif(d.product_type_id, '') AS product_type_id,
         max(d.title) AS title, sum(${column('orders')}) AS orders, sum(${column('quantity')}) AS quantity,
         sum(${column('revenue')}) AS revenue, sum(${column('profit')}) AS profit
       FROM "orders"."order_stats_daily" d WHERE ${where.join(' AND ')}
       GROUP BY GROUPING SETS ((${period}), (d.product_id), (d.product_type_id))`,
      params,
    );
  }

  /** The same sums straight from the orders in scope, through the list's indexes (site, seller, created_at). */
  private async fromOrders(query: ListQuery, unit: StatsAggregation): Promise<StatsRow[]> {
    const excluded = [...STATS_EXCLUDED_STATUSES];
    const qb = applyScope(this.orders.createQueryBuilder('o'), 'o', query.scope)
      .andWhere('o.deleted_at IS NULL')
      .andWhere('o.status NOT IN (:...excluded)', { excluded })
      // A paused order counts by the status it was paused from.
      .andWhere(`(o.status <> 'pending' OR o.paused_from IS NULL OR o.paused_from NOT IN (:...excluded))`);
    if (query.from) qb.andWhere('o.created_at >= :from', { from: query.from });
    if (query.to) qb.andWhere('o.created_at <= :to', { to: query.to });
    // The unit is one of the enum's three words, written into the text so GROUPING() and GROUP BY
    // see one and the same expression.
    const period = `date_trunc('${unit}', o.created_at AT TIME ZONE ${CLOCK})`;
    return qb
      .select(`CASE WHEN GROUPING(${period}) = 0 THEN 'period' WHEN GROUPING(o.product_id) = 0 THEN 'product' ELSE 'type' END`, 'kind')
      .addSelect(`to_char(${period}, 'YYYY-MM-DD')`, 'period')
      .addSelect('o.product_id', 'product_id')
      .addSelect('o.product_type_id', 'product_type_id')
      .addSelect('max(o.title)', 'title')
      .addSelect('count(*)', 'orders')
      .addSelect('sum(o.quantity)', 'quantity')
      .addSelect('sum(o.price * o.quantity)', 'revenue')
      .addSelect('sum(o.price * o.quantity - o.base_cost * o.quantity - o.shipping_cost)', 'profit')
      .groupBy(`GROUPING SETS ((${period}), (o.product_id), (o.product_type_id))`)
      .getRawMany<StatsRow>();
  }

  /** The ten best sellers, then the rest summed as "Other Products" (spec 001 §9). */
  private topProducts(rows: StatsRow[]): TopProduct[] {
    const sorted = bestSelling(rows).map((row) => ({
      product_id: row.product_id,
      title: row.title ?? '',
      other: false,
      quantity: Number(row.quantity),
      orders: Number(row.orders),
      revenue: Number(row.revenue),
    }));
    const top = sorted.slice(0, DASHBOARD.topProducts);
    const rest = sorted.slice(DASHBOARD.topProducts);
    if (rest.length) {
      top.push({
        product_id: null,
        title: DASHBOARD.otherProductsLabel,
        other: true,
        quantity: rest.reduce((sum, row) => sum + row.quantity, 0),
        orders: rest.reduce((sum, row) => sum + row.orders, 0),
        revenue: rest.reduce((sum, row) => sum + row.revenue, 0),
      });
    }
    return top.map((row) => ({ ...row, revenue: money(row.revenue) }));
  }

  /** Every period of the range (or of the data, when an end is open), zeros where no order counts. */
  private fillPeriods(rows: StatsRow[], unit: StatsAggregation, from: Date | null, to: Date | null): StatsPeriod[] {
    const byPeriod = new Map(rows.map((row) => [row.period!, row]));
    const known = [...byPeriod.keys()].sort();
    const first = from ? periodStart(from, unit) : known[0];
    const last = to ? periodStart(to, unit) : known.at(-1);
    if (!first || !last) return [];
    const periods: StatsPeriod[] = [];
    for (let period = first; period <= last && periods.length < DASHBOARD.maxPeriods; period = nextPeriod(period, unit)) {
      const row = byPeriod.get(period);
      periods.push({ period, revenue: money(row?.revenue ?? 0), profit: money(row?.profit ?? 0), orders: Number(row?.orders ?? 0) });
    }
    return periods;
  }

  private periodCount(first: string, last: string, unit: StatsAggregation): number {
    let count = 0;
    for (let period = first; period <= last && count <= DASHBOARD.maxPeriods; period = nextPeriod(period, unit)) count += 1;
    return count;
  }
}

/** Most units sold first; ties by revenue, then by id so the order is stable. */
function bestSelling(rows: StatsRow[]): StatsRow[] {
  return [...rows].sort(
    (a, b) => Number(b.quantity) - Number(a.quantity) || Number(b.revenue) - Number(a.revenue) || String(a.product_id ?? a.product_type_id).localeCompare(String(b.product_id ?? b.product_type_id)),
  );
}
