import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
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
