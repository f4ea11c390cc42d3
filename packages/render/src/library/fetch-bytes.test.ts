import { mkdtemp } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from './object-reader';
import { fetchBytes, libraryKey, type ByteSource } from './fetch-bytes';

const library: Extract<ByteSource, { kind: 'media-library' }> = {
  kind: 'media-library',
  s3: { endpoint: 'http://127.0.0.1:4569/', accessKey: 'a', secretKey: 's', bucket: 'pod-media', region: 'us-east-1' },
  publicMediaUrl: 'http://localhost:4000/media',
};

describe('the render byte source', () => {
  it('reads object keys, public media URLs and storage URLs of our bucket as keys', () => {
    expect(libraryKey('users/u1/photo.png', library)).toBe('users/u1/photo.png');
    expect(libraryKey('http://localhost:4000/media/img/auto/users/u1/photo.png', library)).toBe('users/u1/photo.png');
    expect(libraryKey('http://localhost:4000/media/img/200/users/u1/photo.png?v=2', library)).toBe('users/u1/photo.png');
    expect(libraryKey('http://127.0.0.1:4569/pod-media/fonts/Lobster.ttf', library)).toBe('fonts/Lobster.ttf');
  });

  it('refuses anything else: other hosts, other buckets, files, data, unchecked uploads, escapes', async () => {
    for (const url of [
      'https://example.com/cat.png',
      'http://127.0.0.1:4569/other-bucket/cat.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'uploads/staged.png',
      'users/../secrets.png',
    ]) {
      expect(libraryKey(url, library), url).toBeNull();
      await expect(fetchBytes(url, 1_000, 'image', library)).rejects.toThrow(`Image ${url} is not in the media library`);
    }
  });

  it('lets the test-only loader read its fixture server and nothing else', async () => {
    const fixtures: ByteSource = { kind: 'test-fixtures', baseUrl: 'http://127.0.0.1:9' };
    await expect(fetchBytes('https://example.com/a.png', 1_000, 'font file', fixtures)).rejects.toThrow('Font file https://example.com/a.png is not in the media library');
    await expect(fetchBytes('file:///etc/passwd', 1_000, 'image', fixtures)).rejects.toThrow('is not in the media library');
  });
});

describe('reading our storage', () => {
  let s3: S3rver;
  let resetter: Server;
  let connections = 0;
  let source: Extract<ByteSource, { kind: 'media-library' }>;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fetch-bytes-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: 'pod-media', configs: [] }] });
    const { port } = (await s3.run()) as AddressInfo;
    const config = { endpoint: `http://127.0.0.1:${port}`, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'pod-media', region: 'us-east-1' };
    await s3Client(config).putObject('pod-media', 'users/u1/photo.png', Buffer.from('picture'), undefined, { 'Content-Type': 'image/png' });
    // In front of the real server: the first connection is reset as soon as it opens, like a
    // kept-alive socket the server closed while the request went out; the others pass through.
    resetter = createServer((socket) => {
      if (connections++ === 0) return socket.resetAndDestroy();
      const upstream = connect(port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => resetter.listen(0, '127.0.0.1', resolve));
    source = { ...library, s3: { ...config, endpoint: `http://127.0.0.1:${(resetter.address() as AddressInfo).port}` } };
  });

  afterAll(async () => {
    await new Promise((resolve) => resetter?.close(resolve));
    await s3?.close();
  });

  it('reads an object again when the connection was reset under the first request', async () => {
    expect((await fetchBytes('users/u1/photo.png', 5_000, 'image', source)).toString()).toBe('picture');
    expect(connections).toBeGreaterThanOrEqual(2);
  });
});
