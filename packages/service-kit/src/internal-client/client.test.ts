import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyUserContext } from '../auth/user-context';
import { createInternalClient, InternalRefusedError, InternalUnavailableError, internalRoute, onInternalCall, type InternalCallRecord } from './index';

const SECRET = 'internal-client-test-secret';
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const handlers = new Map<string, Handler>();
const hits = new Map<string, number>();
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const handler = handlers.get(path);
      if (!handler) return void res.writeHead(404).end();
      handler(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const json = (res: ServerResponse, status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
const client = () => createInternalClient({ service: 'thing', baseUrl, secret: SECRET, retryDelayMs: 0 });
const thing = z.object({ id: z.string(), size: z.number() });
const READ = internalRoute({ method: 'GET', path: '/internal/things/:id', response: thing, idempotent: true });
const LIST = internalRoute({ method: 'GET', path: '/internal/things', request: z.object({ ids: z.array(z.string()) }), response: z.object({ things: z.array(thing) }), idempotent: true });
const WRITE = internalRoute({ method: 'POST', path: '/internal/things/:id/touch', request: z.object({ note: z.string() }), response: thing, idempotent: false });

describe('createInternalClient', () => {
  it('signs the call as the given user, fills the path and sends the checked body', async () => {
    let seen: { user: unknown; body: string; path: string } | null = null;
    handlers.set('/internal/things/a%2Fb/touch', (req, res, body) => {
      const verified = verifyUserContext(req.headers, SECRET);
      seen = { user: verified.ok ? verified.user : 'unsigned', body, path: req.url! };
      json(res, 200, { id: 'a/b', size: 1 });
    });
    const user = { id: 'u1', email: 'u@example.com', roles: [], isSuperAdmin: false, siteId: null };
    await expect(client().call(WRITE, { params: { id: 'a/b' }, input: { note: 'hi' }, user })).resolves.toEqual({ id: 'a/b', size: 1 });
    expect(seen).toEqual({ user, body: '{"note":"hi"}', path: '/internal/things/a%2Fb/touch' });
  });

  it('sends a GET input as its query, arrays joined by commas', async () => {
    let query = '';
    handlers.set('/internal/things', (req, res) => {
      query = new URL(req.url!, 'http://x').search;
      json(res, 200, { things: [] });
    });
    await client().call(LIST, { input: { ids: ['a', 'b'] } });
    expect(decodeURIComponent(query)).toBe('?ids=a,b');
  });

  it('answers null for a 404 (an unknown id)', async () => {
    await expect(client().call(READ, { params: { id: 'missing' } })).resolves.toBeNull();
  });

  it("passes on the callee's message for a 4xx, without retrying", async () => {
    handlers.set('/internal/things/refused', (_req, res) => json(res, 422, { error: 'The file is not a readable image' }));
    const error = await client().call(READ, { params: { id: 'refused' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalRefusedError);
    expect(error).toMatchObject({ message: 'The file is not a readable image', status: 422 });
    expect(hits.get('/internal/things/refused')).toBe(1);
  });

  it("treats a refused signature (401) as this service's fault, not the user's", async () => {
    const unsigned = createInternalClient({ service: 'thing', baseUrl, secret: 'not-the-secret', retryDelayMs: 0 });
    handlers.set('/internal/things/signed', (req, res) => (verifyUserContext(req.headers, SECRET).ok ? json(res, 200, { id: 'signed', size: 0 }) : json(res, 401, { error: 'bad signature' })));
    const error = await unsigned.call(READ, { params: { id: 'signed' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalUnavailableError);
    expect(error).toMatchObject({ status: 401, message: 'thing answered 401 to /internal/things/:id: the internal signature was refused' });
  });

  it('retries an idempotent read after a 5xx', async () => {
    let calls = 0;
    handlers.set('/internal/things/flaky', (_req, res) => (++calls < 2 ? json(res, 503, { error: 'busy' }) : json(res, 200, { id: 'flaky', size: 2 })));
    await expect(client().call(READ, { params: { id: 'flaky' } })).resolves.toEqual({ id: 'flaky', size: 2 });
    expect(calls).toBe(2);
  });

  it('never retries a write, and maps its 5xx to InternalUnavailableError without the callee body', async () => {
    handlers.set('/internal/things/w/touch', (_req, res) => json(res, 500, { error: 'at /srv/app/secret.ts:12' }));
    const error = await client().call(WRITE, { params: { id: 'w' }, input: { note: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalUnavailableError);
    expect((error as Error).message).not.toContain('/srv/app');
    expect(hits.get('/internal/things/w/touch')).toBe(1);
  });

  it('refuses an answer over the size bound and one not of the route shape', async () => {
    const small = internalRoute({ ...READ, maxResponseBytes: 64 });
    handlers.set('/internal/things/big', (_req, res) => json(res, 200, { id: 'x'.repeat(1000), size: 1 }));
    handlers.set('/internal/things/odd', (_req, res) => json(res, 200, { id: 7 }));
    await expect(client().call(small, { params: { id: 'big' } })).rejects.toBeInstanceOf(InternalUnavailableError);
    await expect(client().call(READ, { params: { id: 'odd' } })).rejects.toThrow(/unexpected shape/);
  });

  it('maps an unreachable callee and a missed deadline to InternalUnavailableError', async () => {
    const down = createInternalClient({ service: 'thing', baseUrl: 'http://127.0.0.1:1', secret: SECRET, retryDelayMs: 0 });
    await expect(down.call(READ, { params: { id: 'x' } })).rejects.toThrow('thing cannot be reached');
    handlers.set('/internal/things/slow', () => undefined);
    const hurried = internalRoute({ ...READ, timeoutMs: 200 });
    await expect(client().call(hurried, { params: { id: 'slow' } })).rejects.toThrow('thing did not answer /internal/things/:id in time');
  });

  it('reports every request sent to the listeners (retries included)', async () => {
    const heard: InternalCallRecord[] = [];
    const stop = onInternalCall((call) => heard.push(call));
    let calls = 0;
    handlers.set('/internal/things/twice', (_req, res) => (++calls < 2 ? json(res, 502, {}) : json(res, 200, { id: 'twice', size: 0 })));
    await client().call(READ, { params: { id: 'twice' } });
    stop();
    expect(heard).toEqual([
      { service: 'thing', method: 'GET', path: '/internal/things/:id', status: 502 },
      { service: 'thing', method: 'GET', path: '/internal/things/:id', status: 200 },
    ]);
  });
});

describe('the server half', () => {
  it("parses a route's input with its schema and refuses with the route's one message", async () => {
    const { parseRouteInput, routeAnswer } = await import('./server');
    expect(parseRouteInput(LIST, { ids: ['a'] }, 'ids must be a list')).toEqual({ ok: true, input: { ids: ['a'] } });
    expect(parseRouteInput(LIST, { ids: [1] }, 'ids must be a list')).toEqual({ ok: false, message: 'ids must be a list' });
    expect(() => routeAnswer(READ, { id: 'x' } as never)).toThrow();
  });
});
