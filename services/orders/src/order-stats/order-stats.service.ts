import type { DataSource, Repository } from 'typeorm';
import { aggregationFor, BUSINESS_UTC_OFFSET_MINUTES, DASHBOARD, STATS_EXCLUDED_STATUSES, type StatsAggregation } from '@pod/contracts';
import { badInput, type UserContext } from '@pod/service-kit';
import type { AdminStatsFilter } from '../generated/resolvers-types';
import { parseOrderFilter } from '../order-list/order-filter';
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

/** created_at on the business clock: the key of `orders_stats_clock_idx` (migration 1764320000000). */
const LOCAL_CREATED = `(o.created_at AT TIME ZONE ${CLOCK})`;

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
 * One statement, one pass: GROUP BY GROUPING SETS ((period), (product), (product type)) over the
 * range of the covering partial index `orders_stats_clock_idx`; README "Dashboard statistics".
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
    const excluded = [...STATS_EXCLUDED_STATUSES];
    const qb = applyScope(this.orders.createQueryBuilder('o'), 'o', query.scope)
      .andWhere('o.deleted_at IS NULL')
      // Spelled as the index predicate so the planner can prove it; then the paused ones by paused_from.
      .andWhere(`o.status NOT IN (${excluded.map((status) => `'${status}'`).join(', ')})`)
      .andWhere(`(o.status <> 'pending' OR o.paused_from IS NULL OR o.paused_from NOT IN (:...excluded))`, { excluded });
    if (query.from) qb.andWhere(`${LOCAL_CREATED} >= (CAST(:from AS timestamptz) AT TIME ZONE ${CLOCK})`, { from: query.from });
    if (query.to) qb.andWhere(`${LOCAL_CREATED} <= (CAST(:to AS timestamptz) AT TIME ZONE ${CLOCK})`, { to: query.to });
    // The unit is one of the enum's three words, written into the text so GROUPING() and GROUP BY
    // see one and the same expression.
    const period = `date_trunc('${unit}', ${LOCAL_CREATED})`;
    const rows = await qb
      .select(`CASE WHEN GROUPING(${period}) = 0 THEN 'period' WHEN GROUPING(o.product_id) = 0 THEN 'product' ELSE 'type' END`, 'kind')
      .addSelect(`to_char(${period}, 'YYYY-MM-DD')`, 'period')
      .addSelect('o.product_id', 'product_id')
      .addSelect('o.product_type_id', 'product_type_id')
      .addSelect('min(o.title)', 'title')
      .addSelect('count(*)', 'orders')
      .addSelect('sum(o.quantity)', 'quantity')
      .addSelect('sum(o.price * o.quantity)', 'revenue')
      .addSelect('sum(o.price * o.quantity - o.base_cost * o.quantity - o.shipping_cost)', 'profit')
      .groupBy(`GROUPING SETS ((${period}), (o.product_id), (o.product_type_id))`)
      .getRawMany<StatsRow>();

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
