import { graphql, type ResultOf } from '@pod/platform';

export const STATS_PERIOD_FIELDS = graphql(`
  fragment DashboardPeriodFields on StatsPeriod @_unmask {
    period
    revenue
    profit
    orders
  }
`);

export const TOP_PRODUCT_FIELDS = graphql(`
  fragment DashboardTopProductFields on TopProduct @_unmask {
    product_id
    title
    other
    quantity
    orders
    revenue
    product { id title }
  }
`);

export const TOP_PRODUCT_TYPE_FIELDS = graphql(`
  fragment DashboardTopProductTypeFields on TopProductType @_unmask {
    product_type_id
    quantity
    orders
    revenue
    product_type { id title }
  }
`);

/** Spec 001 §7 adminStats(filter: from, to, agg_by): the chart's periods and the two tops. */
export const DASHBOARD_STATS_QUERY = graphql(
  `
  query DashboardStats($filter: AdminStatsFilter) {
    adminStats(filter: $filter) {
      agg_by
      revenue
      profit
      orders
      periods { ...DashboardPeriodFields }
      top_products { ...DashboardTopProductFields }
      top_product_types { ...DashboardTopProductTypeFields }
    }
  }
`,
  [STATS_PERIOD_FIELDS, TOP_PRODUCT_FIELDS, TOP_PRODUCT_TYPE_FIELDS],
);

/** Spec 001 §3 "Order (as used on the dashboard)": what the table's columns show. */
export const DASHBOARD_ORDER_FIELDS = graphql(`
  fragment DashboardOrderFields on Order @_unmask {
    id
    origin_id
    title
    quantity
    price
    status
    created_at
    product { id title }
    supplier { id first_name last_name email }
  }
`);

/** The table and the status tabs' counts: the orders list's call, 5 rows a page. */
export const DASHBOARD_ORDERS_QUERY = graphql(
  `
  query DashboardOrders($filter: OrderFilter) {
    orders(filter: $filter) {
      count
      hits { ...DashboardOrderFields }
      aggs { key doc_count }
    }
  }
`,
  [DASHBOARD_ORDER_FIELDS],
);

export type DashboardStats = ResultOf<typeof DASHBOARD_STATS_QUERY>['adminStats'];
export type StatsPeriodRow = ResultOf<typeof STATS_PERIOD_FIELDS>;
export type TopProductRow = ResultOf<typeof TOP_PRODUCT_FIELDS>;
export type TopProductTypeRow = ResultOf<typeof TOP_PRODUCT_TYPE_FIELDS>;
export type DashboardOrderRow = ResultOf<typeof DASHBOARD_ORDER_FIELDS>;
