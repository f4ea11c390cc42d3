import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createTestDatabase, subgraphClient, type TestDatabase } from '@pod/service-kit/testing';
import type { RunningService } from '@pod/service-kit';
import { startMediaService } from '../index';

export const TEST_SECRET = 'media-test-secret';

/**
 * A real S3-protocol server (s3rver on a random port, temp dir), a fresh database and the
 * media service wired to both: what the tests talk to over HTTP.
 */
export async function startMediaTestEnv(options: { seed?: boolean } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'media-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
  const address = (await s3.run()) as AddressInfo;
  const s3Endpoint = `http://127.0.0.1:${address.port}`;
  const db: TestDatabase = await createTestDatabase();
  const service: RunningService = await startMediaService({
    env: {
      DATABASE_URL: db.url,
      INTERNAL_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: 'media-test',
      PUBLIC_MEDIA_URL: 'http://media.test/media',
      SEED_DEMO_DATA: options.seed ? 'true' : 'false',
    },
    port: 0,
  });
  const baseUrl = service.url.replace(/\/graphql$/, '');
  return {
    s3Endpoint,
    baseUrl,
    service,
    call: subgraphClient(service.url, TEST_SECRET),
    async stop() {
      await service.stop();
      await db.dispose();
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type MediaTestEnv = Awaited<ReturnType<typeof startMediaTestEnv>>;
