import type { Logger } from '@pod/service-kit';
import { StoreError } from './types';

/**
 * One HTTP call to a store's API with the patience stores need: a 429 waits out the
 * store's Retry-After, a failing server is retried with backoff, every attempt has a
 * timeout. Anything still failing becomes a StoreError carrying the store's own message.
 */

export interface StoreResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface StoreCallPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** A Retry-After longer than this is cut to it (a store asking for minutes would hold a worker). */
  maxRetryAfterMs: number;
  /** When a 429 carries no Retry-After. */
  defaultRetryAfterMs: number;
  /** First backoff after a 5xx / network failure; doubled each time. */
  backoffMs: number;
  timeoutMs: number;
}

export const DEFAULT_STORE_CALL_POLICY: StoreCallPolicy = {
  maxAttempts: 5,
  maxRetryAfterMs: 30_000,
  defaultRetryAfterMs: 2_000,
  backoffMs: 500,
  timeoutMs: 30_000,
};

export interface StoreCallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  logger?: Pick<Logger, 'warn'>;
  /** Turns the store's error body into its message (each platform words errors its own way). */
  errorMessage: (status: number, body: unknown) => string;
  policy?: Partial<StoreCallPolicy>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Answers from a proxy or host in front of the store: the request never reached the shop, safe to repeat even for POST. */
const NOT_PROCESSED = new Set([502, 503, 504]);

export async function storeCall<T = unknown>(url: string, options: StoreCallOptions): Promise<StoreResponse<T>> {
  const policy = { ...DEFAULT_STORE_CALL_POLICY, ...options.policy };
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= policy.maxAttempts;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(policy.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? `timed out after ${policy.timeoutMs} ms` : (err as Error).message;
      // a POST that timed out may have been done by the store: repeating it could duplicate the product
      if (last || !IDEMPOTENT.has(method)) throw new StoreError(`The store could not be reached (${reason})`, 0);
      options.logger?.warn({ url: redact(url), attempt, reason }, 'store not reached, retrying');
      await sleep(backoff(policy, attempt));
      continue;
    }
    const body = await readBody(res);
    if (res.ok) return { status: res.status, headers: res.headers, body: body as T };

    const retryable = res.status === 429 || NOT_PROCESSED.has(res.status) || (res.status >= 500 && IDEMPOTENT.has(method));
    if (!retryable || last) throw new StoreError(options.errorMessage(res.status, body), res.status, body);
    const wait = res.status === 429 ? retryAfterMs(res.headers.get('retry-after'), policy) : backoff(policy, attempt);
    options.logger?.warn({ url: redact(url), attempt, status: res.status, waitMs: wait }, 'store asked us to wait, retrying');
    await sleep(wait);
  }
}

/** Retry-After in seconds (Shopify sends "2.0") or as an HTTP date, capped. */
export function retryAfterMs(header: string | null, policy: Pick<StoreCallPolicy, 'maxRetryAfterMs' | 'defaultRetryAfterMs'> = DEFAULT_STORE_CALL_POLICY): number {
  if (!header) return policy.defaultRetryAfterMs;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  if (!Number.isFinite(ms)) return policy.defaultRetryAfterMs;
  return Math.min(Math.max(0, ms), policy.maxRetryAfterMs);
}

function backoff(policy: StoreCallPolicy, attempt: number): number {
  const base = policy.backoffMs * 2 ** (attempt - 1);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Keys travel in the query string when a Woo store needs them there; never log them. */
function redact(url: string): string {
  return url.replace(/(consumer_(?:key|secret)=)[^&]+/g, '$1…');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
