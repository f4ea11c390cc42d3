import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from './s3-server';
import { loadOrCreateSecrets } from './secrets';
import { loadService, suitePorts } from './suite';

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

  it('names the missing piece when a service cannot be loaded', async () => {
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
