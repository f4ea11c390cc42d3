import { describe, expect, it } from 'vitest';
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
