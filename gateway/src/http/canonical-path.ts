import type { NextFunction, Request, Response } from 'express';

/** Longest request path the gateway takes (the longest real one, a signed image URL, is far shorter). */
export const MAX_PATH_LENGTH = 2048;

/** Where the canonical path of an admitted request is kept for every later decision. */
const CANONICAL = Symbol('canonical path');
type WithCanonicalPath = { [CANONICAL]?: string };

/**
 * The request's path as every routing decision of the gateway sees it, or null when the path is
 * not canonical. Express, http-proxy-middleware (WHATWG/legacy URL parsing) and the services each
 * normalise paths their own way: `\` becomes `/`, `%2F` may or may not split segments, `/./` and
 * `/../` collapse, `//` stays. A path that any of them could read differently is refused, so the
 * token gate and the forwarding can never disagree about which route a request belongs to.
 * One pass over the characters (linear time), then one split.
 */
export function canonicalPath(rawUrl: string): string | null {
  const query = rawUrl.indexOf('?');
  const path = query === -1 ? rawUrl : rawUrl.slice(0, query);
  if (path.length === 0 || path.length > MAX_PATH_LENGTH || path[0] !== '/') return null;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    // Control characters, space, backslash, DEL and anything outside ASCII must arrive percent-encoded.
    if (code <= 0x20 || code === 0x5c || code >= 0x7f) return null;
    if (code === 0x25) {
      const encoded = path.slice(i + 1, i + 3).toLowerCase();
      // An encoded '/', '\' or '.' would be a separator or dot segment to whoever decodes it.
      if (encoded === '2f' || encoded === '5c' || encoded === '2e') return null;
    }
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // Encoded control characters (NUL, CR, LF) are refused as their raw forms are.
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  const segments = path.split('/');
  // segments[0] is the empty string before the leading '/'; '' later means '//' (a trailing '/' is fine).
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '.' || segment === '..') return null;
    if (segment === '' && i !== segments.length - 1) return null;
  }
  return path;
}

/**
 * First middleware of the gateway: a request whose path is not canonical gets 400 before any
 * proxy, token gate or GraphQL code runs; an admitted request carries its canonical path.
 */
export function requireCanonicalPath() {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = canonicalPath(req.url);
    if (path === null) {
      res.status(400).json({ error: 'Bad request path' });
      return;
    }
    (req as WithCanonicalPath)[CANONICAL] = path;
    next();
  };
}

/** The canonical path `requireCanonicalPath` admitted; null for a request it never saw. */
export function admittedPath(req: Request | import('node:http').IncomingMessage): string | null {
  return (req as WithCanonicalPath)[CANONICAL] ?? null;
}

/** True when `path` is `prefix` itself or below it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
