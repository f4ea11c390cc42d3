import { getGatewayUrl } from '@pod/platform';

/**
 * The store proxy (spec 001 §7 "Store proxy"): `<api base>/rest/<site id>?endpoint=<store
 * API path>`, with the bearer token; the body carries the data. A response holding errors
 * is rejected with the first message.
 */

export interface StoreRestOptions {
  method?: 'GET' | 'PUT' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export class StoreRestError extends Error {
  constructor(message: string, readonly status: number, readonly errors: unknown) {
    super(message);
  }
}

/** The gateway's base (its /graphql URL without the path). */
export function restBase(gatewayUrl = getGatewayUrl()): string {
  return gatewayUrl.replace(/\/graphql\/?$/, '');
}

export async function storeRest<T>(token: string | null, siteId: string, endpoint: string, options: StoreRestOptions = {}): Promise<T> {
  const params = new URLSearchParams({ endpoint });
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const res = await fetch(`${restBase()}/rest/${encodeURIComponent(siteId)}?${params}`, {
    method: options.method ?? 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const errors = body && typeof body === 'object' && !Array.isArray(body) ? (body as { errors?: unknown }).errors : undefined;
  if (!res.ok || errors) throw new StoreRestError(firstMessage(errors) ?? `The store answered ${res.status}`, res.status, errors);
  return body as T;
}

/** `[{message}]`, Shopify's `"text"` or `{field: ["text"]}`: the first readable message. */
export function firstMessage(errors: unknown): string | null {
  if (!errors) return null;
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) {
    const first = errors[0];
    return typeof first === 'string' ? first : typeof first?.message === 'string' ? first.message : null;
  }
  if (typeof errors === 'object') {
    const [field, value] = Object.entries(errors as Record<string, unknown>)[0] ?? [];
    if (!field) return null;
    return `${field} ${Array.isArray(value) ? value.join(', ') : String(value)}`;
  }
  return null;
}

/** WooCommerce lists (spec 001 §7): page by page with per_page 100 until a page holds fewer than 100. */
export async function wooListAll<T>(token: string | null, siteId: string, endpoint: string, query: Record<string, string | number | undefined> = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    let items: T[];
    try {
      items = await storeRest<T[]>(token, siteId, endpoint, { query: { ...query, per_page: WOO_PAGE_SIZE, page } });
    } catch (err) {
      // exactly 100·n items: WordPress answers the page after the last with 400 (invalid page number)
      if (page > 1 && err instanceof StoreRestError && err.status === 400) return all;
      throw err;
    }
    all.push(...items);
    if (items.length < WOO_PAGE_SIZE) return all;
  }
}

export const WOO_PAGE_SIZE = 100;
export const SHOPIFY_PAGE_SIZE = 250;
