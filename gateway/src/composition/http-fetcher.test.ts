import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraphFetch } from './http-fetcher';

/** A server that drops a kept-alive connection when it is reused, as one closing it at its idle timeout does. */
let server: http.Server;
let url: string;
let received = 0;
const requestsPerSocket = new WeakMap<object, number>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    received++;
    const count = (requestsPerSocket.get(req.socket) ?? 0) + 1;
    requestsPerSocket.set(req.socket, count);
    if (count > 1) {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('subgraph fetcher', () => {
  it('resends once on a fresh socket when a reused one is closed under it', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ok }"}' };
    const first = await subgraphFetch(url, init);
    expect(await first.json()).toEqual({ data: { ok: true } });
    const second = await subgraphFetch(url, init);
    expect(second.ok).toBe(true);
    expect(second.headers.get('Content-Type')).toBe('application/json');
    expect(await second.json()).toEqual({ data: { ok: true } });
    expect(received).toBe(3);
  });

  it('reports a refused connection as an error', async () => {
    await expect(subgraphFetch('http://127.0.0.1:1/graphql', { body: '{}' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
