import type { RequestHandler } from 'express';

/**
 * Deepest request body accepted, in nested arrays and objects. Generous next to the deepest
 * JSON argument (32 levels) plus the GraphQL envelope, and far from where recursive code
 * (JSON.stringify when the gateway forwards variables, graphql-js) runs out of stack.
 */
export const MAX_BODY_DEPTH = 64;

/** True when the parsed value nests deeper than `maxDepth`; one pass, no recursion. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return true;
    for (const child of Array.isArray(next.value) ? next.value : Object.values(next.value)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}

/**
 * Refuses, with 400 JSON, a parsed body nested deeper than `maxDepth`, and a POST whose body
 * was not JSON at all (Apollo's middleware would answer that with a 500).
 */
export function bodyShapeGuard(maxDepth = MAX_BODY_DEPTH): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'POST' && (req.body === undefined || req.body === null || typeof req.body !== 'object')) {
      res.status(400).json({ errors: [{ message: 'The request body must be a JSON object (Content-Type: application/json)', extensions: { code: 'BAD_USER_INPUT', reason: 'BAD_REQUEST' } }] });
      return;
    }
    if (nestsDeeperThan(req.body, maxDepth)) {
      res.status(400).json({ errors: [{ message: `The request is nested too deeply (at most ${maxDepth} levels)`, extensions: { code: 'BAD_USER_INPUT', reason: 'BODY_TOO_DEEP' } }] });
      return;
    }
    next();
  };
}
