import { storeCall, type StoreCallPolicy, type StoreLogger, type StoreResponse } from './http';
import { platformApi, type OnlineStorePlatform, type StoreSite } from './platforms';

/**
 * A site's store API: where it lives, how to sign in, how it words errors, how long to wait.
 * Every capability (products, webhooks, orders…) and the catalog's /rest proxy call stores
 * through it, so they all speak to stores the same way.
 */

export interface StoreApiRequest {
  method?: string;
  /** Path under the platform's API root, e.g. `products/12/variations` or `products.json`. */
  endpoint: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export interface StoreApi {
  platform: OnlineStorePlatform;
  /** The API root every endpoint is resolved against. */
  root: string;
  call<T = unknown>(request: StoreApiRequest): Promise<StoreResponse<T>>;
}

export interface StoreApiOptions {
  logger?: StoreLogger;
  policy?: Partial<StoreCallPolicy>;
}

/** Throws StoreError (status 0) when the site cannot be called: import site, no address, no keys. */
export function storeApiFor(site: StoreSite, options: StoreApiOptions = {}): StoreApi {
  const { platform, root, headers, errorMessage } = platformApi(site);
  return {
    platform,
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
