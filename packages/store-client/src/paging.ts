import type { StoreApi } from './client';

/** WooCommerce's largest page. */
const WOO_PER_PAGE = 100;

/** Woo's list endpoints: every page of `endpoint` (per_page 100) until X-WP-TotalPages is reached. */
export async function wooListAll<T>(api: StoreApi, endpoint: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api.call<T[]>({ endpoint, query: { ...query, per_page: WOO_PER_PAGE, page } });
    all.push(...(res.body ?? []));
    const totalPages = Number(res.headers.get('x-wp-totalpages') ?? 1);
    if (page >= totalPages || (res.body ?? []).length < WOO_PER_PAGE) return all;
  }
}

/** The rel="next" URL of a Shopify / ShopBase Link header (cursor paging with page_info). */
export function nextPageUrl(link: string | null): string | null {
  return link?.split(',').map((part) => part.match(/<([^>]+)>;\s*rel="next"/)?.[1]).find(Boolean) ?? null;
}

/** Shopify's / ShopBase's largest page. */
const SHOP_LIMIT = 250;

/**
 * Shopify / ShopBase list endpoints: every page of `endpoint` (limit 250), following the Link
 * header's rel="next" cursor. The next page is asked for with only its `page_info` and `limit`
 * (the API refuses other filters beside a cursor) through `api.call`, so it stays under the
 * site's API root and its auth.
 */
export async function shopListAll<T>(api: StoreApi, endpoint: string, key: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const all: T[] = [];
  let pageQuery: Record<string, string | number> = { ...query, limit: SHOP_LIMIT };
  for (;;) {
    const res = await api.call<Record<string, T[]> | null>({ endpoint, query: pageQuery });
    all.push(...(res.body?.[key] ?? []));
    const next = nextPageUrl(res.headers.get('link'));
    const pageInfo = next ? new URL(next).searchParams.get('page_info') : null;
    if (!pageInfo) return all;
    pageQuery = { limit: SHOP_LIMIT, page_info: pageInfo };
  }
}
