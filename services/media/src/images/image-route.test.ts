import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createObjectStorage, type ObjectStorage } from '../storage/object-storage';
import { startMediaTestEnv, type MediaTestEnv } from '../testing/media-test-env';
import { cachedImageKey } from './image-route';

let env: MediaTestEnv;
let storage: ObjectStorage;
const key = 'u/30000000-0000-4000-8000-000000000001/2025-01/landscape.jpg';

beforeAll(async () => {
  env = await startMediaTestEnv();
  const endpoint = new URL(env.s3Endpoint);
  storage = createObjectStorage({ endpoint, publicEndpoint: endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'media-test', region: 'us-east-1' });
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#aa3311' } }).jpeg().toBuffer();
  await storage.write(key, jpeg, 'image/jpeg');
});
afterAll(async () => { await env?.stop(); });

async function fetchImage(size: string, k = key) {
  const res = await fetch(`${env.baseUrl}/media/img/${size}/${k}`);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /media/img/:size/*key', () => {
  it('fits the image inside an N x N box and caches the copy in storage', async () => {
    const { res, body } = await fetchImage('300');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(body).metadata()).toMatchObject({ width: 300, height: 200, format: 'jpeg' });
    const cached = await storage.stat(cachedImageKey('300', key));
    expect(cached?.size).toBe(body.length);

    const again = await fetchImage('300');
    expect(again.body.equals(body)).toBe(true);
  });

  it('serves 500xauto at width 500 and auto at the original size', async () => {
    expect(await sharp((await fetchImage('500xauto')).body).metadata()).toMatchObject({ width: 500, height: 333 });
    expect(await sharp((await fetchImage('auto')).body).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp((await fetchImage('100')).body).metadata()).toMatchObject({ width: 100, height: 67 });
  });

  it('answers 404 for a missing image and 400 for an unknown size', async () => {
    expect((await fetchImage('300', 'u/nobody/missing.png')).res.status).toBe(404);
    expect((await fetchImage('123')).res.status).toBe(400);
  });
});
