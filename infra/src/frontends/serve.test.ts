import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontend } from './serve';
import { resolveRemotes } from './remotes';

describe('serveFrontend', () => {
  let dist: string;
  let served: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pod-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'mf-manifest.json'), '{"id":"shell"}');
    await writeFile(join(dist, '123.abcdef12.js'), 'chunk');
    await mkdir(join(dist, 'assets'));
    served = await serveFrontend({
      app: 'shell',
      port: 0,
      host: '127.0.0.1',
      publicHost: '127.0.0.1',
      gatewayUrl: 'http://gw.example:4000/graphql',
      remotes: { mfe_orders: 'http://orders.example:3001' },
      distDir: dist,
    });
  });
  afterAll(async () => {
    await served?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('writes the gateway URL into /config.js, uncached', async () => {
    const res = await fetch(`${served.url}/config.js`);
    expect(await res.text()).toBe('window.__POD_CONFIG__ = {"gatewayUrl":"http://gw.example:4000/graphql"};\n');
    expect(res.headers.get('cache-control')).toContain('no-cache');
  });

  it('serves /remotes.json with manifest URLs', async () => {
    const res = await fetch(`${served.url}/remotes.json`);
    expect(await res.json()).toEqual({ mfe_orders: 'http://orders.example:3001/mf-manifest.json' });
    expect(res.headers.get('cache-control')).toContain('no-cache');
  });

  it('allows cross-origin reads (the shell loads remotes from other origins)', async () => {
    const res = await fetch(`${served.url}/mf-manifest.json`, { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toContain('no-cache');
  });

  it('caches hashed chunks for good', async () => {
    const res = await fetch(`${served.url}/123.abcdef12.js`);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('falls back to index.html for deep links but not for missing files', async () => {
    const page = await fetch(`${served.url}/orders/orders-manager/42`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${served.url}/missing.js`)).status).toBe(404);
  });
});

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
function getRaw(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const req = request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.once('error', fail);
    req.end();
  });
}

describe('serveFrontend with precompressed assets', () => {
  const chunk = Buffer.from(`export const chunk = "${'x'.repeat(4000)}";`);
  const entry = Buffer.from(`var remote = "${'y'.repeat(4000)}";`);
  let dist: string;
  let served: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pod-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const [name, body] of [['456.abcdef12.js', chunk], ['remoteEntry.js', entry]] as const) {
      await writeFile(join(dist, name), body);
      await writeFile(join(dist, `${name}.br`), brotliCompressSync(body));
      await writeFile(join(dist, `${name}.gz`), gzipSync(body));
    }
    served = await serveFrontend({ app: 'mfe-orders', port: 0, host: '127.0.0.1', publicHost: '127.0.0.1', gatewayUrl: 'http://gw/graphql', remotes: {}, distDir: dist });
  });
  afterAll(async () => {
    await served?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts br, typed and sized as that copy, cached for good', async () => {
    const res = await getRaw(`${served.url}/456.abcdef12.js`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.body.equals(brotliCompressSync(chunk))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await getRaw(`${served.url}/456.abcdef12.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(gzipSync(chunk))).toBe(true);
    const plain = await getRaw(`${served.url}/456.abcdef12.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(chunk)).toBe(true);
  });

  it('keeps remoteEntry.js uncached when it sends it compressed', async () => {
    const res = await getRaw(`${served.url}/remoteEntry.js`, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.body.equals(brotliCompressSync(entry))).toBe(true);
  });
});

describe('resolveRemotes', () => {
  it('prefers the explicit map, then REMOTES_JSON, then MFE_*_URL, then default ports', () => {
    expect(resolveRemotes({ mfe_orders: 'http://a/mf-manifest.json' }, { REMOTES_JSON: '{"x":"y"}' })).toEqual({
      mfe_orders: 'http://a/mf-manifest.json',
    });
    expect(resolveRemotes(undefined, { REMOTES_JSON: '{"mfe_design":"https://cdn.example/design/"}' })).toEqual({
      mfe_design: 'https://cdn.example/design/mf-manifest.json',
    });
    const fromEnv = resolveRemotes(undefined, { MFE_CATALOG_URL: 'https://catalog.example' });
    expect(fromEnv.mfe_catalog).toBe('https://catalog.example/mf-manifest.json');
    expect(fromEnv.mfe_orders).toBe('http://localhost:3001/mf-manifest.json');
    expect(Object.keys(fromEnv).sort()).toEqual(['mfe_ai_banner', 'mfe_catalog', 'mfe_design', 'mfe_orders']);
  });

  it('names a malformed REMOTES_JSON', () => {
    expect(() => resolveRemotes(undefined, { REMOTES_JSON: 'nope' })).toThrow(/REMOTES_JSON/);
  });
});
