import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO_MEDIA, DEMO_USERS } from '@pod/contracts';
import { testUser, testUserHeaders } from '@pod/service-kit/testing';
import { startMediaTestEnv, type MediaTestEnv } from '../testing/media-test-env';

const seller = testUser({ id: DEMO_USERS.seller.id, email: DEMO_USERS.seller.email, roles: ['Seller'] });

let env: MediaTestEnv;
beforeAll(async () => { env = await startMediaTestEnv({ seed: true }); });
afterAll(async () => { await env?.stop(); });

describe('demo seed', () => {
  it('seeds banner categories with generated backgrounds that the image route serves', async () => {
    const res = await env.call(`{ bannerAllCategory { count numberOfBanners hits { title numberOfBanners } } }`, {}, seller);
    expect(res.data.bannerAllCategory).toEqual({
      count: 3,
      numberOfBanners: 3,
      hits: [{ title: 'Christmas', numberOfBanners: 2 }, { title: 'Minimal', numberOfBanners: 0 }, { title: 'Summer sale', numberOfBanners: 1 }],
    });
    const banners = await env.call(`{ banners(pageSize: -1) { hits { imageUrl } } }`, {}, seller);
    const image = await fetch(`${env.baseUrl}/media/img/200/${banners.data.banners.hits[0].imageUrl}`);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 133, format: 'png' });
  });

  it('registers the demo product type pictures as the administrator\'s files, at their fixed ids and sizes', async () => {
    const files = Object.values(DEMO_MEDIA).flatMap((type) => [...type.images, type.mockup]);
    expect(files).toHaveLength(7);
    for (const file of files) {
      const res = await fetch(`${env.baseUrl}/internal/files/${file.id}/image-info`, { headers: testUserHeaders(null, env.secret) });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: file.id, key: file.key, file_name: file.file_name, file_mime: 'image/png', user_id: DEMO_USERS.admin.id,
        width: file.width, height: file.height, preview_key: file.key,
      });
    }
    // a thumbnail through the public image route, as the picker cards ask for it
    const thumb = await fetch(`${env.baseUrl}/media/img/200/${DEMO_MEDIA.tee.images[0].key}`);
    expect(thumb.status).toBe(200);
    const pixels = sharp(Buffer.from(await thumb.arrayBuffer()));
    expect(await pixels.metadata()).toMatchObject({ width: 200, height: 200, format: 'png' });
    // a drawn picture, not a blank: the tee differs from the backdrop in the middle
    const { channels } = await pixels.stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
  });
});

