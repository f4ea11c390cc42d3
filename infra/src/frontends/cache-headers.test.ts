import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontend } from './serve';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Requests whose answer names the current build: a browser must revalidate them on every load. */
const FRESH_PATHS = ['/', '/index.html', '/orders/orders-manager/42', '/main.js', '/remoteEntry.js', '/mf-manifest.json'];
/** Content-hashed files: cached for good. */
const HASHED_PATHS = ['/123.abcdef12.js', '/logo.0a1b2c3d.png'];

describe('embedded static server cache headers', () => {
  let dist: string;
  let served: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pod-dist-cache-'));
    for (const name of ['index.html', 'main.js', 'remoteEntry.js', 'mf-manifest.json', '123.abcdef12.js', 'logo.0a1b2c3d.png']) {
      await writeFile(join(dist, name), name.endsWith('.html') ? '<!doctype html><div id="root"></div>' : 'x');
    }
    served = await serveFrontend({ app: 'mfe-orders', port: 0, host: '127.0.0.1', publicHost: '127.0.0.1', gatewayUrl: 'http://gw/graphql', remotes: {}, distDir: dist });
  });
  afterAll(async () => {
    await served?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(FRESH_PATHS)('sends %s with no-cache', async (path) => {
    const res = await fetch(`${served.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(res.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers a revalidation of an unchanged main.js with 304 and no body', async () => {
    const first = await fetch(`${served.url}/main.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request, which
    // asks the server for the full body.
    const again = await new Promise<{ status: number; body: string }>((done, fail) => {
      get(`${served.url}/main.js`, { headers: { 'if-none-match': etag! } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      }).once('error', fail);
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(HASHED_PATHS)('sends %s as immutable for a year', async (path) => {
    const res = await fetch(`${served.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  });
});

/**
 * nginx is not installed where the tests run, so this reads infra/nginx/frontend.conf and picks the
 * location block nginx would (exact `=` match first, then regexes in file order, then the longest
 * prefix), and reads that block's Cache-Control.
 */
describe('nginx frontend.conf cache headers', () => {
  const conf = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../nginx/frontend.conf'), 'utf8');
  const locations = [...conf.matchAll(/location\s+(=|~\*|~)?\s*(\S+)\s*\{([^}]*)\}/g)].map(([, modifier, pattern, body]) => ({
    modifier: modifier ?? '',
    pattern,
    cacheControl: /add_header\s+Cache-Control\s+"([^"]+)"/.exec(body)?.[1],
  }));

  function cacheControlFor(path: string): string | undefined {
    const exact = locations.find((l) => l.modifier === '=' && l.pattern === path);
    if (exact) return exact.cacheControl;
    const regex = locations.find((l) => l.modifier.startsWith('~') && new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(path));
    if (regex) return regex.cacheControl;
    const prefixes = locations.filter((l) => l.modifier === '' && path.startsWith(l.pattern));
    return prefixes.sort((a, b) => b.pattern.length - a.pattern.length)[0]?.cacheControl;
  }

  it('has the location blocks it is read for', () => {
    expect(locations.length).toBeGreaterThanOrEqual(4);
  });

  it.each(FRESH_PATHS)('sends %s with no-cache', (path) => {
    expect(cacheControlFor(path)).toBe('no-cache');
  });

  it.each(HASHED_PATHS)('sends %s as immutable for a year', (path) => {
    expect(cacheControlFor(path)).toBe(IMMUTABLE);
  });

  it('never caches the files written at container start', () => {
    expect(cacheControlFor('/config.js')).toBe('no-store');
    expect(cacheControlFor('/remotes.json')).toBe('no-store');
  });
});
