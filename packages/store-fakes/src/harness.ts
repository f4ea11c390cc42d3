import http from 'node:http';
import express from 'express';

/** One request as the fake store received it, for assertions in tests. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/wp-json/wc/v3/products/12`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  /** The status the fake answered with. */
  status?: number;
  at: number;
}

/** The fault "status" of a request left unanswered (the connection stays open until the client gives up or the fake stops). */
const STALLED = 0;

/** A fault the next matching requests get instead of a normal answer. */
interface InjectedFault {
  remaining: number;
  status: number;
  retryAfter?: string;
  matches: (req: express.Request) => boolean;
}

export interface FaultOptions {
  /** Only requests whose path contains this (or matches the RegExp) are affected. */
  path?: string | RegExp;
  method?: string;
  /** Only requests with these query parameters (`true`: present with any value), e.g. `{ page: '2' }` for a fault between pages. */
  query?: Record<string, string | true>;
}

/**
 * What every fake store offers a test: the requests it received, and switches to make it
 * throttle (429 + Retry-After) or fail (5xx) like a busy host does.
 */
export class StoreControls {
  readonly requests: RecordedRequest[] = [];
  private readonly faults: InjectedFault[] = [];

  constructor(private readonly faultBody: (status: number) => unknown) {}

  /** The next `times` matching requests answer 429 with `Retry-After: retryAfter` (seconds, may be fractional). */
  throttle(times: number, retryAfter: number | string = 1, options: FaultOptions = {}): void {
    this.faults.push({ remaining: times, status: 429, retryAfter: String(retryAfter), matches: matcher(options) });
  }

  /** The next `times` matching requests answer `status` (default 503). */
  fail(times: number, status = 503, options: FaultOptions = {}): void {
    this.faults.push({ remaining: times, status, matches: matcher(options) });
  }

  /** The next `times` matching requests get no answer at all (a hung host), for clients' timeouts. */
  stall(times: number, options: FaultOptions = {}): void {
    this.faults.push({ remaining: times, status: STALLED, matches: matcher(options) });
  }

  /** Recorded requests, optionally only those of one method and whose path matches. */
  received(method?: string, path?: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => (!method || r.method === method.toUpperCase()) && (!path || (typeof path === 'string' ? r.path.includes(path) : path.test(r.path))));
  }

  clearRequests(): void {
    this.requests.length = 0;
  }

  /** Express middleware: records the request, then answers an injected fault if one matches. */
  middleware(): express.RequestHandler {
    return (req, res, next) => {
      if (req.path.startsWith('/__fake/')) return next();
      const record: RecordedRequest = {
        method: req.method,
        path: req.path,
        query: Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(v)])),
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')])),
        body: req.body,
        at: Date.now(),
      };
      this.requests.push(record);
      res.on('finish', () => {
        record.status = res.statusCode;
      });
      const fault = this.faults.find((f) => f.remaining > 0 && f.matches(req));
      if (!fault) return next();
      fault.remaining -= 1;
      if (fault.status === STALLED) return;
      if (fault.retryAfter) res.setHeader('Retry-After', fault.retryAfter);
      res.status(fault.status).json(this.faultBody(fault.status));
    };
  }

  /**
   * The same switches over HTTP (`/__fake/requests`, `/__fake/throttle`, `/__fake/fail`), for
   * a fake running in another process (the e2e bin).
   */
  routes(app: express.Express): void {
    app.get('/__fake/requests', (_req, res) => {
      res.json(this.requests);
    });
    app.delete('/__fake/requests', (_req, res) => {
      this.clearRequests();
      res.status(204).end();
    });
    app.post('/__fake/throttle', (req, res) => {
      const { times = 1, retry_after = 1, path } = req.body ?? {};
      this.throttle(Number(times), retry_after, { path });
      res.status(204).end();
    });
    app.post('/__fake/fail', (req, res) => {
      const { times = 1, status = 503, path } = req.body ?? {};
      this.fail(Number(times), Number(status), { path });
      res.status(204).end();
    });
  }
}

function matcher(options: FaultOptions): (req: express.Request) => boolean {
  return (req) =>
    (!options.method || req.method === options.method.toUpperCase()) &&
    (!options.path || (typeof options.path === 'string' ? req.path.includes(options.path) : options.path.test(req.path))) &&
    Object.entries(options.query ?? {}).every(([key, value]) => req.query[key] !== undefined && (value === true || String(req.query[key]) === value));
}

export interface RunningServer {
  server: http.Server;
  port: number;
  /** `http://127.0.0.1:<port>`: the store's address (its "domain" as a site stores it). */
  url: string;
  stop: () => Promise<void>;
}

/** Listens on 127.0.0.1 (port 0 = any free port). */
export async function listen(app: express.Express, port = 0): Promise<RunningServer> {
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as { port: number }).port;
  return {
    server,
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Page/limit arguments of a list request, clamped like the platforms do. */
export function pageArgs(query: Record<string, unknown>, defaults: { perPage: number; max: number }, names = { perPage: 'per_page', page: 'page' }) {
  const rawPer = Number(query[names.perPage] ?? defaults.perPage);
  const rawPage = Number(query[names.page] ?? 1);
  const perPage = Number.isFinite(rawPer) && rawPer > 0 ? Math.min(Math.floor(rawPer), defaults.max) : defaults.perPage;
  const page = Number.isFinite(rawPage) && rawPage > 0 ? Math.floor(rawPage) : 1;
  return { perPage, page };
}

/** A 1×1 PNG, served as every product image of the fakes. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
