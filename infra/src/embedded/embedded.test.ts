import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from './s3-server';
import { loadOrCreateSecrets } from './secrets';
import { frontendOrigins, loadService, suitePorts } from './suite';

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

  it('creates the bucket and lets the front ends PUT from the browser (CORS)', async () => {
    const preflight = await fetch(`${s3.endpoint}/pod-files/uploads/a.png`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    // s3rver answers an allowed preflight with "*"; the rule itself names the front ends.
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:3000)$/);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const refused = await fetch(`${s3.endpoint}/pod-files/uploads/a.png`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
