import { Brackets, In, type DataSource, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { SUPPLIER_VISIBLE_STATUSES } from '@pod/contracts';
import { isUuid, type UserContext } from '@pod/service-kit';
import type { OrderFilter } from '../generated/resolvers-types';
import { OrderEntity, type Order } from '../orders/order.entity';
import { countersAnswer, orderNumberForms, parseOrderFilter, type ListQuery, type ListScope } from './order-filter';
import { OrderStatusCountEntity, type OrderStatusCount } from './order-status-count.entity';

export interface OrderStatusTab {
  key: string;
  doc_count: number;
}

export interface OrderListPage {
  count: number;
  hits: Order[];
  aggs: OrderStatusTab[];
}

/**
 * Who may see which rows, as SQL on a table with `site_id`, `seller_id`, `status` and
 * `paused_from` (orders, or its counters): the terms of canSeeOrder (orders/order-visibility.ts).
 */
export function applyScope<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, scope: ListScope): SelectQueryBuilder<T> {
  if (scope.none) qb.andWhere('FALSE');
  if (scope.sellerId) qb.andWhere(`${alias}.seller_id = :scopeSeller`, { scopeSeller: scope.sellerId });
  if (scope.siteId) qb.andWhere(`${alias}.site_id = :scopeSite`, { scopeSite: scope.siteId });
  if (scope.supplier) {
    qb.andWhere(
      new Brackets((or) =>
        or
          .where(`${alias}.status IN (:...supplierStatuses)`)
          .orWhere(`(${alias}.status = 'pending' AND ${alias}.paused_from IN (:...supplierStatuses))`),
      ),
      { supplierStatuses: [...SUPPLIER_VISIBLE_STATUSES] },
    );
  }
  return qb;
}

/**
 * The list's rows for a query, every filter but status, on a query builder over `orders` aliased
 * `o`: the scope, soft delete, dates, product types and search. Order exports select through the
 * same function, so an export is exactly the list its author sees.
 */
export function applyListFilters(root: SelectQueryBuilder<Order>, query: ListQuery): SelectQueryBuilder<Order> {
  // Deleted orders (soft delete) are in no list; the list indexes are partial on this term.
  const qb = applyScope(root, 'o', query.scope).andWhere('o.deleted_at IS NULL');
  if (query.from) qb.andWhere('o.created_at >= :from', { from: query.from });
  if (query.to) qb.andWhere('o.created_at <= :to', { to: query.to });
  if (query.productTypeIds.length) qb.andWhere('o.product_type_id IN (:...productTypeIds)', { productTypeIds: query.productTypeIds });
  if (query.search) {
    const { term, field } = query.search;
    const terms: string[] = [];
    if (field === 'all' || field === 'origin_number') terms.push('o.name IN (:...orderNumbers)');
    if (field === 'all' || field === 'origin_id') terms.push('o.origin_id = :searchTerm');
    if ((field === 'all' || field === 'app_id') && isUuid(term)) terms.push('o.id = :searchId');
    qb.andWhere(terms.length ? `(${terms.join(' OR ')})` : 'FALSE', { orderNumbers: orderNumberForms(term), searchTerm: term, searchId: term });
  }
  return qb;
}

/**
 * The orders list (spec 000 §2, §7 `orders(filter) -> count, hits, aggs`; issue 12): scoped like
 * every order read, newest first, with exact per-status tab counts. Technique and query plans:
 * services/orders/README.md "Orders list".
 */
export class OrderListService {
  private readonly orders: Repository<Order>;
  private readonly counters: Repository<OrderStatusCount>;

  constructor(db: DataSource) {
    this.orders = db.getRepository(OrderEntity);
    this.counters = db.getRepository(OrderStatusCountEntity);
  }

  async list(user: UserContext, filter: OrderFilter = {}): Promise<OrderListPage> {
    const query = parseOrderFilter(user, filter);
    const [hits, tabCounts] = await Promise.all([this.page(query), this.tabCounts(query)]);
    const aggs = query.tabs.map((key) => ({ key, doc_count: tabCounts.get(key) ?? 0 }));
    const shown = query.statuses.length ? aggs.filter((tab) => query.statuses.includes(tab.key as never)) : aggs;
    return { count: shown.reduce((sum, tab) => sum + tab.doc_count, 0), hits, aggs };
  }

  /** Rows of every filter but status (the tabs count over these). */
  private filtered(query: ListQuery): SelectQueryBuilder<Order> {
    return applyListFilters(this.orders.createQueryBuilder('o'), query);
  }

  /**
   * One page, newest first (created_at DESC, id DESC: the order of every list index). The ids come
   * from an index-only scan, so skipping to a deep page reads index entries, not rows; then the
   * page's 20 rows are read by id.
   */
  private async page(query: ListQuery): Promise<Order[]> {
    const qb = this.filtered(query).select('o.id', 'id');
    if (query.statuses.length) qb.andWhere('o.status IN (:...statuses)', { statuses: query.statuses });
    const ids = (await qb.orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC').offset(query.page.offset).limit(query.page.limit).getRawMany<{ id: string }>()).map((row) => row.id);
    if (!ids.length) return [];
    const byId = new Map((await this.orders.findBy({ id: In(ids) })).map((order) => [order.id, order]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Count per status over every filter except status: scope-only lists (no filter, a seller, a
   * site) sum the counters; a date range counts each status's rows in its own index range; a
   * search or product types count the rows they select.
   */
  private async tabCounts(query: ListQuery): Promise<Map<string, number>> {
    const rows = countersAnswer(query)
      ? await applyScope(this.counters.createQueryBuilder('c'), 'c', query.scope)
          .select('c.status', 'status')
          .addSelect('SUM(c.count)', 'count')
          .groupBy('c.status')
          .getRawMany<{ status: string; count: string }>()
      : !query.search && !query.productTypeIds.length
        ? await this.countEachStatus(query)
        : await this.filtered(query).select('o.status', 'status').addSelect('COUNT(*)', 'count').groupBy('o.status').getRawMany<{ status: string; count: string }>();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }

  /**
   * A date range's tabs: one index-only range count per status on the scope's
   * (…, status, created_at) index, so the work is the rows in the range, read from the index.
   * (One GROUP BY over the range would have to walk a created_at index and the planner, which
   * cannot know that old orders are mostly fulfilled, then also prefers it for status pages.)
   */
  private async countEachStatus(query: ListQuery): Promise<Array<{ status: string; count: string }>> {
    const [inner, params] = this.filtered(query).select('COUNT(*)').andWhere('o.status = tab.status').getQueryAndParameters();
    return this.orders.query(`SELECT tab.status, (${inner}) AS count FROM unnest($${params.length + 1}::text[]) AS tab(status)`, [...params, [...query.tabs]]);
  }
}
