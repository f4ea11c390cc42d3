import type { z } from 'zod';

/**
 * One signed `/internal/*` route as both ends see it: the server registers `path` and parses
 * with the same schemas the caller's client checks, so a change on one side fails on the other.
 */
export interface InternalRoute<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Express path with `:name` parameters, e.g. `/internal/files/:id`. */
  path: string;
  /** The JSON body (POST) or the query (GET); absent for routes that take neither. */
  request?: Request;
  response: Response;
  /**
   * Safe to send twice (a read): only these are retried on a network error or a 5xx. Writes are
   * never retried, so a slow answer cannot apply one twice.
   */
  idempotent: boolean;
  /** The whole call's deadline, retries included; DEFAULT_INTERNAL_TIMEOUT_MS when absent. */
  timeoutMs?: number;
  /** Largest answer read; DEFAULT_MAX_RESPONSE_BYTES when absent. */
  maxResponseBytes?: number;
}

export type RouteRequest<R extends InternalRoute> = z.input<NonNullable<R['request']>>;
export type RouteResponse<R extends InternalRoute> = z.output<R['response']>;

/** Declares a route (identity, for inference of the schema types). */
export function internalRoute<Request extends z.ZodType, Response extends z.ZodType>(route: InternalRoute<Request, Response>): InternalRoute<Request, Response> {
  return route;
}

/** The route's path with its `:name` parameters filled in (each URI-encoded). */
export function routePath(route: Pick<InternalRoute, 'path'>, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
