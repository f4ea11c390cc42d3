import pRetry, { AbortError } from 'p-retry';
import { signUserContext, type UserContext } from '../auth/user-context';
import { InternalCallError, InternalRefusedError, InternalUnavailableError, MAX_REFUSAL_MESSAGE_CHARS } from './errors';
import { reportInternalCall } from './observe';
import { routePath, type InternalRoute, type RouteRequest, type RouteResponse } from './route';

/** The one time-out policy: a call (retries included) ends by its route's deadline, else by this. */
export const DEFAULT_INTERNAL_TIMEOUT_MS = 10_000;
/** Largest answer read unless the route says otherwise (artwork documents, file lists stay far below). */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Retries of an idempotent read after a network error or a 5xx (writes are never retried). */
const READ_RETRIES = 2;

export interface InternalClientOptions {
  /** The callee, as messages name it ('media'). */
  service: string;
  /** The callee's base URL (no /graphql), from the caller's config. */
  baseUrl: string;
  /** The shared internal secret every internal route checks. */
  secret: string;
  /** Delay before the first retry of a read; tests set 0. */
  retryDelayMs?: number;
}

export interface InternalCallOptions<R extends InternalRoute> {
  /** The path's `:name` parameters. */
  params?: Record<string, string | number>;
  /** The JSON body (POST) or the query (GET), checked against the route's request schema. */
  input?: RouteRequest<R>;
  /** Who the call acts for (signed into the headers); null = the service itself. */
  user?: UserContext | null;
  /** A streamed body sent as is instead of JSON (file uploads), with its extra query. */
  stream?: { body: ReadableStream; contentType: string; query?: Record<string, string> };
}

/** Calls one service's internal routes: signing, deadline, retries of reads, bounded answers, errors mapped once. */
export interface InternalClient {
  /**
   * The route's answer checked against its schema; null when the callee answers 404 (unknown id).
   * Throws InternalRefusedError (other 4xx, with the callee's message) or InternalUnavailableError.
   */
  call<R extends InternalRoute>(route: R, options?: InternalCallOptions<R>): Promise<RouteResponse<R> | null>;
}

export function createInternalClient(options: InternalClientOptions): InternalClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    async call(route, call = {}) {
      const url = new URL(baseUrl + routePath(route, call.params));
      let body: string | ReadableStream | undefined;
      const headers: Record<string, string> = signUserContext(call.user ?? null, options.secret);
      if (call.stream) {
        for (const [key, value] of Object.entries(call.stream.query ?? {})) url.searchParams.set(key, value);
        headers['content-type'] = call.stream.contentType;
        body = call.stream.body;
      } else if (route.request) {
        const input = route.request.parse(call.input) as Record<string, unknown>;
        if (route.method === 'GET') appendQuery(url, input);
        else {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(input);
        }
      }
      const deadline = AbortSignal.timeout(route.timeoutMs ?? DEFAULT_INTERNAL_TIMEOUT_MS);
      const attempt = async () => {
        let status: number | null = null;
        try {
          const res = await fetch(url, { method: route.method, headers, body, signal: deadline, ...(call.stream ? { duplex: 'half' } : {}) } as RequestInit);
          status = res.status;
          return await answerOf(route, res, options.service);
        } catch (error) {
          throw asCallError(error, options.service, route);
        } finally {
          reportInternalCall({ service: options.service, method: route.method, path: route.path, status });
        }
      };
      // A streamed body cannot be sent twice, and writes must not apply twice.
      if (!route.idempotent || call.stream) return attempt();
      return pRetry(
        async () => {
          try {
            return await attempt();
          } catch (error) {
            throw error instanceof InternalRefusedError || deadline.aborted ? new AbortError(error as Error) : error;
          }
        },
        { retries: READ_RETRIES, minTimeout: options.retryDelayMs ?? 100, factor: 3, signal: deadline, unref: true },
      ).catch((error: unknown) => {
        throw error instanceof AbortError ? error.originalError : error;
      });
    },
  };
}

/** GET inputs as a query: arrays joined by commas (`?ids=a,b`), absent values left out. */
function appendQuery(url: URL, input: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
}

async function answerOf<R extends InternalRoute>(route: R, res: Response, service: string): Promise<RouteResponse<R> | null> {
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  const text = await boundedText(res, route.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, service);
  // 401: this caller's signature was refused — a misconfigured secret, never the user's fault.
  if (res.status === 401) throw new InternalUnavailableError(`${service} answered 401 to ${route.path}: the internal signature was refused`, 401);
  if (res.status >= 400 && res.status < 500) throw new InternalRefusedError(refusalMessage(text, `${service} refused the request (${res.status})`), res.status);
  if (!res.ok) throw new InternalUnavailableError(`${service} answered ${res.status} to ${route.path}`, res.status);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InternalUnavailableError(`${service} answered ${route.path} with something other than JSON`, res.status);
  }
  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw new InternalUnavailableError(`${service} answered ${route.path} in an unexpected shape`, res.status);
  return parsed.data as RouteResponse<R>;
}

/** The body as text, refusing (and cancelling) one longer than `max` bytes. */
async function boundedText(res: Response, max: number, service: string): Promise<string> {
  const tooLarge = () => new InternalUnavailableError(`${service} answered more than ${max} bytes`, res.status);
  if (Number(res.headers.get('content-length') ?? 0) > max) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > max) {
      await res.body.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The callee's `{ error }` text, bounded; `fallback` when it sent none. */
function refusalMessage(text: string, fallback: string): string {
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    if (typeof error === 'string' && error.trim()) return error.slice(0, MAX_REFUSAL_MESSAGE_CHARS);
  } catch {
    // not JSON: the fallback says who refused
  }
  return fallback;
}

function asCallError(error: unknown, service: string, route: InternalRoute): InternalCallError {
  if (error instanceof InternalCallError) return error;
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new InternalUnavailableError(timedOut ? `${service} did not answer ${route.path} in time` : `${service} cannot be reached`, null);
}
