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
 * Deepest bracket nesting (`{`, `[`, `(`) of a GraphQL document, outside strings and
 * comments, in one pass: graphql-js parses and validates literals recursively, so a document
 * nested thousands deep would exhaust the stack before any depth rule could refuse it.
 */
export function documentNestingDepth(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i];
    if (char === '#') {
      while (i < query.length && query[i] !== '\n' && query[i] !== '\r') i += 1;
    } else if (char === '"') {
      if (query.startsWith('"""', i)) {
        const end = query.indexOf('"""', i + 3);
        i = end === -1 ? query.length : end + 2;
      } else {
        for (i += 1; i < query.length && query[i] !== '"' && query[i] !== '\n'; i += 1) if (query[i] === '\\') i += 1;
      }
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === '}' || char === ']' || char === ')') {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * Refuses, with 400 JSON, a parsed body or GraphQL document nested deeper than `maxDepth`,
 * and a POST whose body was not JSON at all (Apollo's middleware would answer that with a 500).
 */
export function bodyShapeGuard(maxDepth = MAX_BODY_DEPTH): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'POST' && (req.body === undefined || req.body === null || typeof req.body !== 'object')) {
      res.status(400).json({ errors: [{ message: 'The request body must be a JSON object (Content-Type: application/json)', extensions: { code: 'BAD_USER_INPUT', reason: 'BAD_REQUEST' } }] });
      return;
    }
    const query = (req.body as { query?: unknown } | undefined)?.query;
    if (nestsDeeperThan(req.body, maxDepth) || (typeof query === 'string' && documentNestingDepth(query) > maxDepth)) {
      res.status(400).json({ errors: [{ message: `The request is nested too deeply (at most ${maxDepth} levels)`, extensions: { code: 'BAD_USER_INPUT', reason: 'BODY_TOO_DEEP' } }] });
      return;
    }
    next();
  };
}
