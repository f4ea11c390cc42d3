import { toFilterInstants } from './dateRange';
import type { ListFilters } from './listFilters';
import { statusesToShow, type OrdersListView } from './listView';
import { ORDERS_PAGE_SIZE } from './queries';

/** The `orders(filter:)` argument (order-list.graphql OrderFilter). */
export interface OrderFilterInput {
  offset: number;
  limit: number;
  status?: string[];
  from?: string;
  to?: string;
  search?: string;
  field?: ListFilters['field'];
  product_type_ids?: string[];
  seller_id?: string;
  site_id?: string;
}

/**
 * What the page asks the server for. Per view: the Seller's list is the header's current site
 * (whatever the query string says), the Supplier has no site or seller filter, staff may filter
 * by both. The server scopes every caller again; this only decides what the page shows.
 */
export function toOrderFilter(view: OrdersListView, filters: ListFilters, currentSiteId: string | null): OrderFilterInput {
  const statuses = statusesToShow(view, filters.status);
  const staff = view === 'Administrator' || view === 'Supporter';
  const site = view === 'Seller' ? currentSiteId : staff ? filters.site : null;
  return {
    offset: (filters.page - 1) * ORDERS_PAGE_SIZE,
    limit: ORDERS_PAGE_SIZE,
    ...(statuses.length ? { status: statuses } : {}),
    ...toFilterInstants({ from: filters.from, to: filters.to }),
    ...(filters.search ? { search: filters.search, field: filters.field } : {}),
    ...(filters.product_type_ids.length ? { product_type_ids: filters.product_type_ids } : {}),
    ...(staff && filters.seller ? { seller_id: filters.seller } : {}),
    ...(site ? { site_id: site } : {}),
  };
}

/** A saved view keeps the filters, not the page it was on. */
export function savedViewFilters(filters: ListFilters): ListFilters {
  return { ...filters, page: 1 };
}
