import type { Logger } from '@pod/service-kit';
import { storeBaseUrl } from '@pod/contracts';
import { storeCall, type StoreCallPolicy, type StoreResponse } from './store-http';
import { StoreError, type ConnectedSite } from './types';

/**
 * A site's store API: where it lives, how to sign in, how it words errors. Used by the
 * connectors (push, mapping) and by the /rest proxy, so both speak to stores the same way.
 */

/** Shopify Admin API version the suite speaks (spec 001 §7 "Store proxy"). */
export const SHOPIFY_API_VERSION = '2020-01';

export interface StoreApiRequest {
  method?: string;
  /** Path under the platform's API root, e.g. `products/12/variations` or `products.json`. */
  endpoint: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export interface StoreApi {
  platform: ConnectedSite['platform'];
  /** The API root every endpoint is resolved against. */
  root: string;
  call<T = unknown>(request: StoreApiRequest): Promise<StoreResponse<T>>;
}

export function storeApiFor(site: ConnectedSite, options: { logger?: Pick<Logger, 'warn'>; policy?: Partial<StoreCallPolicy> } = {}): StoreApi {
  if (!site.domain) throw new StoreError('This site has no store address', 0);
  const credentials = site.credentials;
  const base = storeBaseUrl(site.domain);
  let root: string;
  let headers: Record<string, string>;
  let errorMessage: (status: number, body: unknown) => string;
  if (site.platform === 'woocommerce') {
    if (credentials?.kind !== 'woocommerce') throw new StoreError('This site is not connected to its store', 0);
    root = `${base}/wp-json/wc/v3`;
    headers = { authorization: `Basic ${Buffer.from(`${credentials.consumer_key}:${credentials.consumer_secret}`).toString('base64')}` };
    errorMessage = wooErrorMessage;
  } else if (site.platform === 'shopify' || site.platform === 'shopbase') {
    if (credentials?.kind !== 'shopify' && credentials?.kind !== 'shopbase') throw new StoreError('This site is not connected to its store', 0);
    // ShopBase's Admin API is Shopify's without the version segment, with its own token header
    root = site.platform === 'shopify' ? `${base}/admin/api/${SHOPIFY_API_VERSION}` : `${base}/admin`;
    headers = site.platform === 'shopify' ? { 'x-shopify-access-token': credentials.access_token } : { 'x-shopbase-access-token': credentials.access_token };
    errorMessage = shopErrorMessage;
  } else {
    throw new StoreError('Import sites have no store to talk to', 0);
  }
  return {
    platform: site.platform,
    root,
    call<T>(request: StoreApiRequest) {
      const url = new URL(`${root}/${request.endpoint.replace(/^\/+/, '')}`);
      for (const [key, value] of Object.entries(request.query ?? {})) {
        if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
      }
      return storeCall<T>(url.toString(), { method: request.method, headers, body: request.body, errorMessage, logger: options.logger, policy: options.policy });
    },
  };
}

/** WP REST errors: `{code, message, data:{status, params}}`; the parameter details say what was wrong. */
export function wooErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const { message, data } = body as { message: string; data?: { params?: Record<string, string> } };
    const details = data?.params ? Object.values(data.params).filter((v) => typeof v === 'string' && v !== message) : [];
    return details.length ? `${message} (${details.join(' ')})` : message;
  }
  return fallbackMessage(status, body);
}

/** Shopify/ShopBase errors: `{"errors": "text"}`, `{"errors": ["text"]}` or `{"errors": {field: ["text"]}}`. */
export function shopErrorMessage(status: number, body: unknown): string {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors ?? (body as { error_description?: unknown }).error_description : undefined;
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.join('; ');
  if (errors && typeof errors === 'object') {
    return Object.entries(errors as Record<string, unknown>)
      .map(([field, value]) => {
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        return field === 'base' ? text : `${field} ${text}`;
      })
      .join('; ');
  }
  return fallbackMessage(status, body);
}

function fallbackMessage(status: number, body: unknown): string {
  return typeof body === 'string' && body.length > 0 && body.length < 200 && !body.trimStart().startsWith('<') ? body : `The store answered ${status}`;
}

/** Woo's list endpoints: every page of `endpoint` (per_page 100) until X-WP-TotalPages is reached. */
export async function wooListAll<T>(api: StoreApi, endpoint: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api.call<T[]>({ endpoint, query: { ...query, per_page: 100, page } });
    all.push(...(res.body ?? []));
    const totalPages = Number(res.headers.get('x-wp-totalpages') ?? 1);
    if (page >= totalPages || (res.body ?? []).length < 100) return all;
  }
}

/** The rel="next" URL of a Shopify Link header. */
export function nextPageUrl(link: string | null): string | null {
  return link?.split(',').map((part) => part.match(/<([^>]+)>;\s*rel="next"/)?.[1]).find(Boolean) ?? null;
}
