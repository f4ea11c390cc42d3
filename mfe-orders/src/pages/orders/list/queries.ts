import { graphql, type ResultOf } from '@pod/platform';
import { ORDER_BULK_FIELDS } from './actions/queries';

/** Spec 000 §9: orders are listed 20 per page, with their counts aggregated by status. */
export const ORDERS_PAGE_SIZE = 20;
/** Spec 000 §9: filter lookups of product types are limited to 1000, of sites to 9999. */
export const FILTER_PRODUCT_TYPES_LIMIT = 1000;
export const FILTER_SITES_LIMIT = 9999;

/** One row of the list: what the columns show, what the row actions decide on and what the bulk bar needs. */
export const ORDER_LIST_ROW_FIELDS = graphql(
  `
  fragment OrderListRowFields on Order @_unmask {
    id
    origin_id
    name
    title
    sku
    status
    paused
    paused_from
    paid
    design_status
    created_at
    quantity
    price
    base_cost
    currency
    site_id
    customer { first_name last_name email }
    site { id title type }
    product { id title images }
    variant { id image product_type_variant { attributes { name option } } }
    ...OrderBulkFields
  }
`,
  [ORDER_BULK_FIELDS],
);

export const ORDERS_LIST_QUERY = graphql(
  `
  query OrdersList($filter: OrderFilter) {
    orders(filter: $filter) {
      count
      hits { ...OrderListRowFields }
      aggs { key doc_count }
    }
  }
`,
  [ORDER_LIST_ROW_FIELDS],
);

export const SELLER_MESSAGE_QUERY = graphql(`
  query OrdersSellerMessage($names: [String!]!) {
    getAppSettings(input: $names) { name value }
  }
`);

export const FILTER_PRODUCT_TYPES_QUERY = graphql(`
  query OrdersFilterProductTypes($filter: ProductTypeFilter) {
    productTypes(filter: $filter) { hits { id title } }
  }
`);

export const FILTER_SELLERS_QUERY = graphql(`
  query OrdersFilterSellers {
    usersByRole(role: "Seller", status: true) { id first_name last_name email }
  }
`);

export const FILTER_SITES_QUERY = graphql(`
  query OrdersFilterSites($filter: SiteFilter) {
    sites(filter: $filter) { hits { id title } }
  }
`);

export const SAVED_ORDER_VIEWS_QUERY = graphql(`
  query SavedOrderViews {
    savedOrderViews { id name query created_at }
  }
`);

export const SAVE_ORDER_VIEW = graphql(`
  mutation SaveOrderView($name: String!, $query: String!) {
    saveOrderView(name: $name, query: $query) { id name query created_at }
  }
`);

export const DELETE_ORDER_VIEW = graphql(`
  mutation DeleteOrderView($id: ID!) {
    deleteOrderView(id: $id)
  }
`);

export type OrderListRow = ResultOf<typeof ORDER_LIST_ROW_FIELDS>;
export type OrderStatusCount = ResultOf<typeof ORDERS_LIST_QUERY>['orders']['aggs'][number];
export type SavedOrderView = ResultOf<typeof SAVED_ORDER_VIEWS_QUERY>['savedOrderViews'][number];
