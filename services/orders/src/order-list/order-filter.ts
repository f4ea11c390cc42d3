import dayjs from 'dayjs';
import { can, isOrderStatus, ORDER_STATUSES, ROLES, SUPPLIER_VISIBLE_STATUSES, type OrderStatus } from '@pod/contracts';
import { badInput, isUuid, pageArgs, type PageBounds, type PageWindow, type UserContext } from '@pod/service-kit';
import type { OrderFilter, OrderSearchField } from '../generated/resolvers-types';

/** Spec 000 §9: orders 20 per page; `-1` ("all") and explicit sizes stop at 100 rows. */
export const ORDER_LIST_PAGES: PageBounds = { size: 20, max: 100 };

/** The statuses a Supplier's list may hold: theirs (accepted onwards) and `pending` for those paused from them. */
const SUPPLIER_LIST_STATUSES: readonly OrderStatus[] = [...SUPPLIER_VISIBLE_STATUSES, 'pending'];

/**
 * Which orders the caller may list at all (the rule of orders/order-visibility.ts as SQL terms):
 * staff everything; a Seller their own orders (`sellerId`); a Supplier the statuses from
 * accepted onwards, a paused order by `paused_from` (`supplier`).
 */
export interface ListScope {
  sellerId: string | null;
  siteId: string | null;
  supplier: boolean;
  /** True when the caller may see nothing (no role that reads orders). */
  none: boolean;
}

/** A search term and where to look for it. */
export interface ListSearch {
  term: string;
  field: OrderSearchField;
}

/** The list's request, checked: the scope, then the filters the counters cannot answer, then status and page. */
export interface ListQuery {
  scope: ListScope;
  /** Statuses asked for (empty: every status the caller may see). */
  statuses: OrderStatus[];
  from: Date | null;
  to: Date | null;
  search: ListSearch | null;
  productTypeIds: string[];
  page: PageWindow;
  /** Every status the caller may see, the keys of `aggs` in the order tabs show them. */
  tabs: readonly OrderStatus[];
}

/** Only ISO-8601 instants are taken (the UI sends `YYYY-MM-DDTHH:mm:ss-07:00` or `…Z`, spec 000 §9). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function parseInstant(value: string | null | undefined, field: 'from' | 'to'): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const parsed = dayjs(text);
  if (!ISO_INSTANT.test(text) || !parsed.isValid()) throw badInput(`${field} must be an ISO-8601 date`, field);
  return parsed.toDate();
}

function scopeOf(user: UserContext, filter: OrderFilter): ListScope {
  const siteId = filter.site_id ?? null;
  const sellerId = filter.seller_id ?? null;
  for (const [field, id] of [['site_id', siteId], ['seller_id', sellerId]] as const) {
    if (id !== null && !isUuid(id)) throw badInput(`${field} must be an id`, field);
  }
  if (can(user, 'orders.readAll')) return { sellerId, siteId, supplier: false, none: false };
  // A Seller is always held to their own orders; their site filter narrows within them, so
  // another seller's site answers an empty list (ids cannot be probed), and seller_id is ignored.
  if (user.roles.includes(ROLES.Seller)) return { sellerId: user.id, siteId, supplier: false, none: false };
  if (user.roles.includes(ROLES.Supplier)) return { sellerId: null, siteId: null, supplier: true, none: false };
  return { sellerId: null, siteId: null, supplier: false, none: true };
}

/** The filter as the list reads it, or BAD_USER_INPUT naming the field that is wrong. */
export function parseOrderFilter(user: UserContext, filter: OrderFilter = {}): ListQuery {
  const scope = scopeOf(user, filter);
  const tabs = scope.supplier ? SUPPLIER_LIST_STATUSES : ORDER_STATUSES;
  const statuses = [...new Set((filter.status ?? []).map((status) => status.trim()).filter(Boolean))];
  for (const status of statuses) {
    if (!isOrderStatus(status)) throw badInput(`Unknown order status: ${status}`, 'status');
  }
  const from = parseInstant(filter.from, 'from');
  const to = parseInstant(filter.to, 'to');
  if (from && to && from > to) throw badInput('from must not be after to', 'from');
  const term = filter.search?.trim();
  const productTypeIds = [...new Set(filter.product_type_ids ?? [])];
  if (productTypeIds.some((id) => !isUuid(id))) throw badInput('product_type_ids must be ids', 'product_type_ids');
  return {
    scope,
    // A status the caller may not see matches nothing rather than widening the scope.
    statuses: statuses as OrderStatus[],
    from,
    to,
    search: term ? { term, field: filter.field ?? 'all' } : null,
    productTypeIds,
    page: pageArgs({ offset: filter.offset, limit: filter.limit }, ORDER_LIST_PAGES),
    tabs,
  };
}

/** True when the counters table can answer the tab counts (only the scope narrows the list). */
export function countersAnswer(query: ListQuery): boolean {
  return !query.from && !query.to && !query.search && query.productTypeIds.length === 0;
}

/** The store order number as a shopper types it: with or without the store's leading '#'. */
export function orderNumberForms(term: string): string[] {
  const bare = term.replace(/^#/, '');
  return [...new Set([term, bare, `#${bare}`])];
}
