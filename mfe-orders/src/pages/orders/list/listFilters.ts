import { isOrderStatus, type OrderStatus } from '@pod/contracts';
import { isFilterDay } from './dateRange';

/**
 * The orders list's filters as they live in the query string (spec 000 §2: from, to, search,
 * field, product_type_ids, status; plus seller, site and page), so a reload, a shared link and
 * back/forward all give the same list. `parseListFilters` accepts anything a person can type in
 * the address bar and keeps only what is valid; `serialiseListFilters` writes the canonical
 * form (fixed key order, defaults left out), so parse(serialise(f)) == f.
 */

export const SEARCH_FIELDS = ['all', 'origin_number', 'origin_id', 'app_id'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The search field selector's labels (spec 000 §2). */
export const SEARCH_FIELD_LABEL: Readonly<Record<SearchField, string>> = {
  all: 'All Fields',
  origin_number: 'Origin Number',
  origin_id: 'Origin ID',
  app_id: 'App ID',
};

/** Bounds the contract's `@limit`s put on the filter (order-list.graphql). */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_PRODUCT_TYPE_IDS = 100;
const MAX_ID_LENGTH = 64;

export interface ListFilters {
  /** Calendar days YYYY-MM-DD (dateRange.ts says how they reach the server). */
  from: string | null;
  to: string | null;
  search: string;
  field: SearchField;
  product_type_ids: string[];
  /** Empty: the role's default (All for the Administrator, the first tab or the Supplier preset otherwise). */
  status: OrderStatus[];
  seller: string | null;
  site: string | null;
  /** 1-based. */
  page: number;
}

export const EMPTY_LIST_FILTERS: ListFilters = {
  from: null,
  to: null,
  search: '',
  field: 'all',
  product_type_ids: [],
  status: [],
  seller: null,
  site: null,
  page: 1,
};

const isSearchField = (value: string): value is SearchField => (SEARCH_FIELDS as readonly string[]).includes(value);
const isId = (value: string) => value.length > 0 && value.length <= MAX_ID_LENGTH && /^[\w-]+$/.test(value);

/** A comma-separated list, trimmed, deduplicated, in first-seen order. */
function listParam(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [...new Set(raw.split(',').map((part) => part.trim()).filter(Boolean))];
}

export function parseListFilters(params: URLSearchParams): ListFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // A half range or a reversed one is no range: the list shows all time rather than a guess.
  const datesValid = isFilterDay(from) && isFilterDay(to) && from <= to;
  const field = params.get('field') ?? '';
  const page = Number(params.get('page'));
  const seller = params.get('seller') ?? '';
  const site = params.get('site') ?? '';
  return {
    from: datesValid ? from : null,
    to: datesValid ? to : null,
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    field: isSearchField(field) ? field : 'all',
    product_type_ids: listParam(params, 'product_type_ids').filter(isId).slice(0, MAX_PRODUCT_TYPE_IDS),
    status: listParam(params, 'status').filter(isOrderStatus),
    seller: isId(seller) ? seller : null,
    site: isId(site) ? site : null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

export function serialiseListFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.search) params.set('search', filters.search);
  if (filters.field !== 'all') params.set('field', filters.field);
  if (filters.product_type_ids.length) params.set('product_type_ids', filters.product_type_ids.join(','));
  if (filters.status.length) params.set('status', filters.status.join(','));
  if (filters.seller) params.set('seller', filters.seller);
  if (filters.site) params.set('site', filters.site);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of filters starts again on page 1 (the old page may not exist under the new filter). */
export function withFilters(current: ListFilters, change: Partial<Omit<ListFilters, 'page'>>): ListFilters {
  return { ...current, ...change, page: 1 };
}
