import pRetry, { AbortError } from 'p-retry';
import { fetch } from 'undici';
import { refusedLiteral, STORE_ADDRESS_REFUSED, storeDispatcherFor, StoreAddressRefusedError } from './egress';
import { StoreError, type StoreErrorMessage } from './errors';

/**
 * One HTTP call to a store with the patience stores need, the one retry policy of the suite
 * (p-retry drives the attempts): a 429 waits out the store's Retry-After, a failing server or
 * an unreachable store is retried with exponential backoff, other 4xx answers are final. Every
 * attempt has a timeout, answers are read up to a size limit, redirects are refused (a store
 * API never redirects; following one could send the keys elsewhere), and the connection is
 * opened only to a public address or an allow-listed origin (egress.ts). Anything still failing
 * becomes a StoreError carrying the store's own message.
 */

export interface StoreResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** pino-style: what the call tells about each retry. */
export interface StoreLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface StoreCallPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** A Retry-After longer than this is cut to it (a store asking for minutes would hold a worker). */
  maxRetryAfterMs: number;
  /** When a 429 carries no Retry-After. */
  defaultRetryAfterMs: number;
  /** First backoff after a 5xx / network failure; doubled each time, randomised up to ×2. */
  backoffMs: number;
  /** Per attempt, answer body included. */
  timeoutMs: number;
  /** An answer larger than this is refused (a misbehaving store must not exhaust memory). */
  maxResponseBytes: number;
}

export const DEFAULT_STORE_CALL_POLICY: StoreCallPolicy = {
  maxAttempts: 5,
  maxRetryAfterMs: 30_000,
  defaultRetryAfterMs: 2_000,
  backoffMs: 500,
  timeoutMs: 30_000,
  maxResponseBytes: 16 * 1024 * 1024,
};

export interface StoreCallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  logger?: StoreLogger;
  /** Turns the store's error body into its message. */
  errorMessage: StoreErrorMessage;
  policy?: Partial<StoreCallPolicy>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Answers from a proxy or host in front of the store: the request never reached the shop, safe to repeat even for POST. */
const NOT_PROCESSED = new Set([502, 503, 504]);

/** A failed attempt p-retry may repeat; `waitMs` is the store's Retry-After when it asked for one. */
class RetryableStoreError extends StoreError {
  constructor(
    readonly original: StoreError,
    readonly waitMs: number | null,
  ) {
    super(original.message, original.status, original.body);
  }
}

export async function storeCall<T = unknown>(url: string, options: StoreCallOptions): Promise<StoreResponse<T>> {
  const policy = { ...DEFAULT_STORE_CALL_POLICY, ...options.policy };
  if (refusedLiteral(url)) throw new StoreError(STORE_ADDRESS_REFUSED, 0);
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);

  const notReached = (err: unknown) => {
    // a refused address stays refused: no retry, and no address in the message
    if ((err as Error).cause instanceof StoreAddressRefusedError) return new AbortError(new StoreError(STORE_ADDRESS_REFUSED, 0));
    const reason = (err as Error).name === 'TimeoutError' ? `timed out after ${policy.timeoutMs} ms` : (err as Error).message;
    const error = new StoreError(`The store could not be reached (${reason})`, 0);
    // a POST that timed out may have been done by the store: repeating it could duplicate the product
    return IDEMPOTENT.has(method) ? new RetryableStoreError(error, null) : new AbortError(error);
  };
  const attempt = async (): Promise<StoreResponse<T>> => {
    let res: Awaited<ReturnType<typeof fetch>>;
    let body: unknown;
    try {
      res = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(policy.timeoutMs), redirect: 'error', dispatcher: storeDispatcherFor(url) });
      body = await readBody(res, policy);
    } catch (err) {
      throw err instanceof AbortError ? err : notReached(err);
    }
    if (res.ok) return { status: res.status, headers: res.headers as unknown as Headers, body: body as T };
    const error = new StoreError(options.errorMessage(res.status, body), res.status, body);
    if (res.status === 429) throw new RetryableStoreError(error, retryAfterMs(res.headers.get('retry-after'), policy));
    if (NOT_PROCESSED.has(res.status) || (res.status >= 500 && IDEMPOTENT.has(method))) throw new RetryableStoreError(error, null);
    throw new AbortError(error);
  };

  try {
    return await pRetry(attempt, {
      retries: Math.max(0, policy.maxAttempts - 1),
      minTimeout: policy.backoffMs,
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof RetryableStoreError,
      onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
        if (!(error instanceof RetryableStoreError) || retriesLeft === 0) return;
        if (error.waitMs === null) {
          options.logger?.warn({ url: redact(url), attempt: attemptNumber, status: error.status, reason: error.message }, 'store call failed, retrying with backoff');
          return;
        }
        // the store said how long to wait; p-retry's backoff step follows, spreading out workers throttled together
        options.logger?.warn({ url: redact(url), attempt: attemptNumber, status: error.status, waitMs: error.waitMs }, 'store asked us to wait, retrying');
        await sleep(error.waitMs);
      },
    });
  } catch (err) {
    throw err instanceof RetryableStoreError ? err.original : err;
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

/** The answer as JSON (or text when it is not JSON), refused past `maxResponseBytes`. */
async function readBody(res: Awaited<ReturnType<typeof fetch>>, policy: StoreCallPolicy): Promise<unknown> {
  const tooLarge = () => new AbortError(new StoreError(`The store's answer is larger than ${policy.maxResponseBytes} bytes`, 502));
  if (Number(res.headers.get('content-length') ?? 0) > policy.maxResponseBytes) {
    await res.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > policy.maxResponseBytes) {
      await reader!.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
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
