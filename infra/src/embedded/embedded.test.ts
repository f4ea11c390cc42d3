import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { createTestDatabase, freePort, type TestDatabase } from '@pod/service-kit/testing';
import { graphql, signInAs } from '../smoke/gateway-client';
import { DEMO_STORE_PRODUCTS, loadOrCreateDemoStoreKeys } from './demo-store';
import { startEmbedded, type EmbeddedSuite } from './launch';
import { startS3Server, type S3Server } from './s3-server';
import { loadOrCreateSecrets } from './secrets';
import { frontendOrigins, loadService, serviceEntry, SERVICES, suitePorts } from './suite';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pod-embedded-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('embedded secrets', () => {
  it('are generated once and reused, so tokens survive a restart; env values win', async () => {
    const file = join(dir, 'secrets.json');
    const first = await loadOrCreateSecrets(file, {});
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(40);
    expect(first.INTERNAL_SECRET).not.toBe(first.JWT_SECRET);
    expect(await loadOrCreateSecrets(file, {})).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect((await loadOrCreateSecrets(file, { JWT_SECRET: 'from-env' })).JWT_SECRET).toBe('from-env');
  });
});

describe('suite ports and services', () => {
  it('uses the default ports unless <NAME>_PORT overrides one, and rejects nonsense', () => {
    const ports = suitePorts({ MFE_AI_BANNER_PORT: '5004', S3_PORT: '0' });
    expect(ports).toMatchObject({ shell: 3000, 'mfe-ai-banner': 5004, gateway: 4000, 'users-sites': 4001, media: 4005, s3: 0, mailboxSmtp: 1025, mailboxHttp: 8025 });
    expect(() => suitePorts({ GATEWAY_PORT: 'four thousand' })).toThrow('GATEWAY_PORT must be a port number');
  });

  it('lets the front ends in through both loopback names, or through the public host name alone', () => {
    const ports = suitePorts({});
    const local = frontendOrigins('localhost', ports);
    expect(local).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://127.0.0.1:3004']));
    expect(frontendOrigins('127.0.0.1', ports)).toEqual(local);
    expect(frontendOrigins('pod.example.com', ports)).toEqual([3000, 3001, 3002, 3003, 3004].map((p) => `http://pod.example.com:${p}`));
  });

  it("runs each service from its workspace's main.ts, naming the file when it is missing", () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    expect(SERVICES.map((def) => serviceEntry(def, root))).toEqual(SERVICES.map((def) => `${def.workspace}/src/main.ts`));
    expect(() => serviceEntry({ name: 'orders', workspace: 'services/not-written-yet' }, root)).toThrow(
      'The orders service could not be loaded: services/not-written-yet/src/main.ts is missing',
    );
  });

  it('names the missing piece when a service cannot be loaded in-process (benches)', async () => {
    await expect(loadService({ name: 'orders', workspace: 'services/orders', packageName: '@pod/not-written-yet', startExport: 'startOrdersService' })).rejects.toThrow(
      /The orders service could not be loaded: services\/orders\/src\/index.ts \(@pod\/not-written-yet\)/,
    );
    await expect(loadService({ name: 'orders', workspace: 'services/orders', packageName: '@pod/contracts', startExport: 'startOrdersService' })).rejects.toThrow(
      'does not export startOrdersService()',
    );
  });
});

describe('S3 server', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server({ port: 0, directory: join(dir, 's3'), bucket: 'pod-files', corsOrigins: ['http://localhost:3000'] });
  });
  afterAll(() => s3.stop());

  it('creates the bucket and lets the front ends POST upload forms from the browser (CORS)', async () => {
    const preflight = await fetch(`${s3.endpoint}/pod-files`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    // s3rver answers an allowed preflight with "*"; the rule itself names the front ends.
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:3000)$/);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const refused = await fetch(`${s3.endpoint}/pod-files/uploads/a.png`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses unsigned requests (s3rver alone would take them)', async () => {
    const put = await fetch(`${s3.endpoint}/pod-files/u/x/page.html`, { method: 'PUT', body: '<script>alert(1)</script>', headers: { 'content-type': 'text/html' } });
    expect(put.status).toBe(403);
    expect((await fetch(`${s3.endpoint}/pod-files/u/x/page.html`)).status).toBe(403);
    expect((await fetch(`${s3.endpoint}/pod-files?list-type=2`)).status).toBe(403);
  });
});

const SITE = 'query ($id: ID!) { siteById(id: $id) { domain verified authUrl } }';


let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.dispose());

/** The launcher with users-sites and the gateway only (API, no front ends), every port free. */
async function launch(extra: Record<string, string> = {}): Promise<{ suite: EmbeddedSuite; graphqlUrl: string }> {
  const gatewayPort = await freePort();
  const suite = await startEmbedded({
    env: {
      LOG_LEVEL: 'silent',
      POD_DATA_DIR: dir,
      DATABASE_URL: db.url,
      POD_SERVICES: 'users-sites',
      POD_SKIP_FRONTENDS: '1',
      GATEWAY_PORT: String(gatewayPort),
      USERS_SITES_PORT: '0',
      S3_PORT: '0',
      MAILBOX_SMTP_PORT: '0',
      MAILBOX_HTTP_PORT: '0',
      DEMO_STORE_PORT: String(await freePort()),
      ...extra,
    },
  });
  return { suite, graphqlUrl: `http://127.0.0.1:${gatewayPort}/graphql` };
}

describe('demo store ports', () => {
  it('listens on 4800 by default (e2e keeps 4810 for its own fake store); DEMO_STORE_PORT overrides', () => {
    expect(suitePorts({}).demoStore).toBe(4800);
    expect(suitePorts({ DEMO_STORE_PORT: '0' }).demoStore).toBe(0);
  });

  it('grants keys generated once per data dir', async () => {
    const file = join(dir, 'keys-test', 'keys.json');
    const keys = await loadOrCreateDemoStoreKeys(file);
    expect(keys.consumer_key).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(keys.consumer_secret).toMatch(/^cs_[0-9a-f]{40}$/);
    expect(await loadOrCreateDemoStoreKeys(file)).toEqual(keys);
  });
});

describe('npm start with the demo store', () => {
  it("connects the demo seller's WooCommerce site to it through the store's approval, with webhooks, and keeps it across a restart", async () => {
    const { suite, graphqlUrl } = await launch();
    let storeUrl: string;
    try {
      storeUrl = suite.urls.demoStore!;
      expect(storeUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
      expect((await graphql(graphqlUrl, SITE, { id: DEMO_SITES.woo.id }, token)).siteById).toEqual({ domain: storeUrl, verified: true, authUrl: null });

      // the store saw the wc-auth approval and the order webhooks registration with its keys
      const requests = (await (await fetch(`${storeUrl}/__fake/requests`)).json()) as Array<{ method: string; path: string }>;
      expect(requests.some((r) => r.method === 'GET' && r.path === '/wc-auth/v1/authorize')).toBe(true);
      expect(requests.filter((r) => r.method === 'POST' && r.path === '/wp-json/wc/v3/webhooks').length).toBeGreaterThan(0);

      // a catalogue to map: its products, categories and tags behind the granted keys
      const keys = JSON.parse(await readFile(join(dir, 'demo-store', 'keys.json'), 'utf8')) as { consumer_key: string; consumer_secret: string };
      const auth = { authorization: `Basic ${Buffer.from(`${keys.consumer_key}:${keys.consumer_secret}`).toString('base64')}` };
      const products = await fetch(`${storeUrl}/wp-json/wc/v3/products?per_page=100`, { headers: auth });
      expect(products.status).toBe(200);
      expect(((await products.json()) as unknown[]).length).toBe(DEMO_STORE_PRODUCTS);
      expect(((await (await fetch(`${storeUrl}/wp-json/wc/v3/products/categories`, { headers: auth })).json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await suite.stop();
    }

    const again = await launch({ DEMO_STORE_PORT: new URL(storeUrl).port });
    try {
      const token = await signInAs(again.graphqlUrl, DEMO_USERS.seller.email);
      expect((await graphql(again.graphqlUrl, SITE, { id: DEMO_SITES.woo.id }, token)).siteById).toMatchObject({ domain: storeUrl, verified: true });
      const requests = (await (await fetch(`${storeUrl}/__fake/requests`)).json()) as Array<{ path: string }>;
      // still connected with the kept keys: no second approval
      expect(requests.some((r) => r.path === '/wc-auth/v1/authorize')).toBe(false);
    } finally {
      await again.suite.stop();
    }
  }, 120_000);

  it('DEMO_STORE=0 leaves the store out; the demo site then waits as Pending with a reconnect', async () => {
    const fresh = await createTestDatabase();
    const gatewayPort = await freePort();
    const suite = await startEmbedded({
      env: {
        LOG_LEVEL: 'silent', POD_DATA_DIR: join(dir, 'no-store'), DATABASE_URL: fresh.url, POD_SERVICES: 'users-sites', POD_SKIP_FRONTENDS: '1',
        GATEWAY_PORT: String(gatewayPort), USERS_SITES_PORT: '0', S3_PORT: '0', MAILBOX_SMTP_PORT: '0', MAILBOX_HTTP_PORT: '0', DEMO_STORE: '0',
      },
    });
    try {
      expect(suite.urls.demoStore).toBeNull();
      const graphqlUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
      const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
      const site = (await graphql(graphqlUrl, SITE, { id: DEMO_SITES.woo.id }, token)).siteById;
      expect(site).toMatchObject({ domain: DEMO_SITES.woo.domain, verified: false });
      expect(site.authUrl).toContain('/wc-auth/v1/authorize?');
    } finally {
      await suite.stop();
      await fresh.dispose();
    }
  }, 120_000);
});
