import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO_USERS } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { startMediaTestEnv, type MediaTestEnv } from '../testing/media-test-env';

const seller: UserContext = { id: DEMO_USERS.seller.id, email: DEMO_USERS.seller.email, roles: ['Seller'], isSuperAdmin: false, siteId: null };

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
});
