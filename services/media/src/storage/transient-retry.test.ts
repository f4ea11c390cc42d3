import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjectStorage, type ObjectStorage } from './object-storage';
import { withTransientRetry } from '@pod/render';

const fast = { retries: 2, baseDelayMs: 1 };

/** A read that fails with each of `errors` in turn, then answers. */
function failing(errors: Array<Record<string, string>>) {
  let calls = 0;
  return {
    calls: () => calls,
    read: async () => {
      const error = errors[calls++];
      if (error) throw Object.assign(new Error(error.message ?? `read failed (${error.code})`), error);
      return 'bytes';
    },
  };
}

describe('withTransientRetry', () => {
  it('reads again after EPIPE, ECONNRESET, ETIMEDOUT or a busy S3 answer', async () => {
    for (const code of ['EPIPE', 'ECONNRESET', 'ETIMEDOUT', 'SlowDown']) {
      const read = failing([{ code }]);
      expect(await withTransientRetry(read.read, fast), code).toBe('bytes');
      expect(read.calls(), code).toBe(2);
    }
  });

  it('gives up after its retries, and never retries what is not transient', async () => {
    const always = failing([{ code: 'EPIPE' }, { code: 'EPIPE' }, { code: 'EPIPE' }, { code: 'EPIPE' }]);
    await expect(withTransientRetry(always.read, fast)).rejects.toMatchObject({ code: 'EPIPE' });
    expect(always.calls()).toBe(3);
    const missing = failing([{ code: 'NoSuchKey' }]);
    await expect(withTransientRetry(missing.read, fast)).rejects.toMatchObject({ code: 'NoSuchKey' });
    expect(missing.calls()).toBe(1);
  });
});

describe('storage reads over a connection that fails once', () => {
  const BODY = Buffer.alloc(256 * 1024, 7);
  let dir: string;
  let s3: S3rver;
  let proxy: Server;
  let storage: ObjectStorage;
  /** How the next request fails (on whichever kept-alive connection carries it); later ones pass through. */
  let failNext: 'cut-body' | 'reset' | null = null;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-retry-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: 'pod-media', configs: [] }] });
    const { port } = (await s3.run()) as AddressInfo;
    proxy = createServer((socket) => {
      const upstream = connect(port, '127.0.0.1');
      let cutting = false;
      let answered = 0;
      socket.on('data', (chunk: Buffer) => {
        if (failNext === 'reset') {
          failNext = null;
          return void socket.resetAndDestroy();
        }
        if (failNext === 'cut-body') {
          failNext = null;
          cutting = true;
          answered = 0;
        }
        upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => {
        // headers and the first bytes of the body arrive, then the connection dies
        if (cutting && (answered += chunk.length) > 4096) return void socket.resetAndDestroy();
        socket.write(chunk);
      });
      upstream.on('end', () => socket.end());
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
      socket.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const endpoint = new URL(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
    storage = createObjectStorage({ endpoint, publicEndpoint: endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'pod-media', region: 'us-east-1' });
    await storage.write('designs/source.png', BODY, 'image/png');
  });

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the whole object again when the body was cut off half-way', async () => {
    failNext = 'cut-body';
    const bytes = await storage.read('designs/source.png');
    expect(failNext).toBeNull();
    expect(bytes.equals(BODY)).toBe(true);
  });

  it('reads again when the connection is reset as the request goes out', async () => {
    failNext = 'reset';
    expect((await storage.readHead('designs/source.png', 16)).equals(BODY.subarray(0, 16))).toBe(true);
    failNext = 'reset';
    expect(await storage.stat('designs/source.png')).toMatchObject({ size: BODY.length });
  });
});
