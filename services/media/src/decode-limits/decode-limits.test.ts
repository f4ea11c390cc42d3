import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import type { FileRow } from '../files/file.entity';
import { DEFAULT_PIXEL_BOUND, imageInfo, previewKeyOf } from '@pod/render';
import { cachedImageKey } from '../images/image-route';
import { createObjectStorage, type ObjectStorage } from '../storage/object-storage';
import { pngDeclaringSize, psdDeclaringSize, tiffDeclaringSize } from '@pod/render/testing';
import { startMediaTestEnv, type MediaTestEnv } from '../testing/media-test-env';

/**
 * Every decode path refuses a file whose header declares more than the pixel bound (default
 * 100 MP), before decoding it. The bombs are 12000×12000 (144 MP): within an artwork's 20000 px
 * sides and sharp's own default limit (268 MP), so only the bound stops them.
 */
const seller = testUser({ id: '20000000-0000-4000-8000-0000000000b0', roles: ['Seller'] });
const BOMB_SIDE = 12_000;
const tooLarge = (what: string) => `${what} is too large (12000×12000 px; at most 20000 px a side and 100 megapixels)`;

let env: MediaTestEnv;
let storage: ObjectStorage;
beforeAll(async () => {
  env = await startMediaTestEnv();
  const endpoint = new URL(env.s3Endpoint);
  storage = createObjectStorage({ endpoint, publicEndpoint: endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: env.bucket, region: 'us-east-1' });
});
afterAll(async () => {
  await env?.stop();
});

/** Stores the bytes and registers them directly, as a file accepted before the bound existed. */
async function registeredBefore(name: string, body: Buffer, mime: string): Promise<FileRow> {
  const key = `u/${seller.id}/2026-01/${name}`;
  await storage.write(key, body, mime);
  const client = new pg.Client({ connectionString: env.db.url });
  await client.connect();
  try {
    const rows = await client.query(
      `INSERT INTO "media"."files" ("key", "file_name", "file_mime", "file_size", "source", "user_id") VALUES ($1, $2, $3, $4, 'aws', $5) RETURNING *`,
      [key, name, mime, body.length, seller.id],
    );
    return rows.rows[0] as FileRow;
  } finally {
    await client.end();
  }
}

const internal = (path: string, method = 'GET') => fetch(`${env.baseUrl}${path}`, { method, headers: signUserContext(null, env.secret) });

describe('the pixel bound, on every decode path', () => {
  it('createFile refuses a PNG, a TIFF and a PSD whose header declares too many pixels, with the bound in the message', async () => {
    const cases = [
      { body: await pngDeclaringSize(BOMB_SIDE, BOMB_SIDE), mime: 'image/png', name: 'bomb.png', what: 'The image' },
      { body: await tiffDeclaringSize(BOMB_SIDE, BOMB_SIDE), mime: 'image/tiff', name: 'bomb.tiff', what: 'The image' },
      { body: psdDeclaringSize(BOMB_SIDE, BOMB_SIDE), mime: 'image/vnd.adobe.photoshop', name: 'bomb.psd', what: 'The PSD' },
    ];
    for (const { body, mime, name, what } of cases) {
      const res = await env.upload(seller, body, mime, name);
      expect(res.errors?.[0], name).toMatchObject({ message: tooLarge(what), extensions: { code: 'BAD_USER_INPUT', field: 'file_size' } });
    }
    // an image within the bound is still accepted
    expect((await env.upload(seller, await pngDeclaringSize(1, 1), 'image/png', 'fine.png')).errors).toBeUndefined();
  });

  it('image info refuses a PSD from its 26-byte header: the file is never read whole, no preview is made', async () => {
    const bomb = psdDeclaringSize(20_000, 20_000);
    const file = { id: 'f1', key: 'u/x/bomb.psd', file_name: 'bomb.psd', file_mime: 'image/vnd.adobe.photoshop', user_id: seller.id } as FileRow;
    const reads: string[] = [];
    const recording = {
      stat: async () => null,
      readHead: async (_key: string, length: number) => bomb.subarray(0, length),
      read: async (key: string) => {
        reads.push(key);
        return bomb;
      },
      write: async (key: string) => void reads.push(`write ${key}`),
    } as unknown as ObjectStorage;
    await expect(imageInfo(recording, file, DEFAULT_PIXEL_BOUND)).rejects.toThrow('The PSD is too large (20000×20000 px; at most 20000 px a side and 100 megapixels)');
    expect(reads).toEqual([]);
  });

  it('the image-info route answers 422 with the reason for a PSD or PNG registered before the bound', async () => {
    const psd = await registeredBefore('old-bomb.psd', psdDeclaringSize(BOMB_SIDE, BOMB_SIDE), 'image/vnd.adobe.photoshop');
    const res = await internal(`/internal/files/${psd.id}/image-info`);
    expect([res.status, await res.json()]).toEqual([422, { error: tooLarge('The PSD') }]);
    expect(await storage.stat(previewKeyOf(psd.key))).toBeNull();

    const png = await registeredBefore('old-bomb.png', await pngDeclaringSize(BOMB_SIDE, BOMB_SIDE), 'image/png');
    const info = await internal(`/internal/files/${png.id}/image-info`);
    expect([info.status, await info.json()]).toEqual([422, { error: tooLarge('The image') }]);
  });

  it('the image route refuses to resize a bomb (422, nothing cached) and the TIFF copy refuses to convert one', async () => {
    const png = await registeredBefore('route-bomb.png', await pngDeclaringSize(BOMB_SIDE, BOMB_SIDE), 'image/png');
    const res = await fetch(`${env.baseUrl}/media/img/300/${png.key}`);
    expect([res.status, await res.json()]).toEqual([422, { error: tooLarge('The image') }]);
    expect(await storage.stat(cachedImageKey('300', png.key))).toBeNull();

    const tiff = await registeredBefore('clip-bomb.tiff', await tiffDeclaringSize(BOMB_SIDE, BOMB_SIDE), 'image/tiff');
    const copy = await internal(`/internal/files/${tiff.id}/web-image`, 'POST');
    expect([copy.status, await copy.json()]).toEqual([422, { error: tooLarge('The image') }]);
    expect(await storage.stat(`png-copies/${tiff.key}.png`)).toBeNull();
  });
});
