import type { z } from 'zod';
import type { InternalRoute, RouteResponse } from './route';

/**
 * The route's input checked with the schema its callers use: the parsed value, or `refusal`
 * (the route's one plain-English 400 message) whatever the first issue was.
 */
export function parseRouteInput<R extends InternalRoute>(route: R, value: unknown, refusal: string): { ok: true; input: z.output<NonNullable<R['request']>> } | { ok: false; message: string } {
  if (!route.request) throw new Error(`${route.path} takes no input`);
  const parsed = route.request.safeParse(value, { error: () => refusal });
  return parsed.success ? { ok: true, input: parsed.data as z.output<NonNullable<R['request']>> } : { ok: false, message: refusal };
}

/** The handler's answer checked with the route's response schema before it is sent (a drift is this service's 500, not a caller's surprise). */
export function routeAnswer<R extends InternalRoute>(route: R, value: RouteResponse<R>): RouteResponse<R> {
  return route.response.parse(value) as RouteResponse<R>;
}
