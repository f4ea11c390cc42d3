import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { as, INTERNAL_SECRET, startCatalogTestEnv, type CatalogTestEnv } from '../testing/catalog-test-env';
import { connectWooSite, CREATE_PRODUCT, DEMO_MUG, DEMO_TEE, mugInput, UPDATE_PRODUCT } from './product-test-fixtures';
import { testUser } from '@pod/service-kit/testing';
import type { UserContext } from '@pod/service-kit';

let media: MediaTestEnv;
let env: CatalogTestEnv;
let woo: FakeWooStore;
let seller: UserContext;
const otherSeller = testUser({ ...DEMO_USERS.seller, id: randomUUID(), email: 'other@seller.test' });

beforeAll(async () => {
  media = await startMediaTestEnv({ internalSecret: INTERNAL_SECRET });
  woo = await startFakeWooStore();
  env = await startCatalogTestEnv({ env: { MEDIA_URL: media.service.url } });
  seller = testUser({ ...DEMO_USERS.seller, siteId: await connectWooSite(env, as.seller, woo.url, woo.keys) });
});

afterAll(async () => {
  await env?.stop();
  await woo?.stop();
  await media?.stop();
});

/** A real 2x2 PNG (media decodes what it registers). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEoYIAgBqRQ/x0c3tJgAAAABJRU5ErkJggg==', 'base64');

/** An image registered with media by `owner`; returns its key. */
async function uploaded(owner: { id: string; email: string; roles: string[]; isSuperAdmin: boolean; siteId: string | null }, mime = 'image/png', body?: Buffer): Promise<string> {
  const file = await media.upload(owner, body ?? PNG, mime, mime === 'text/csv' ? 'list.csv' : 'front.png');
  expect(file.errors).toBeUndefined();
  return file.data.createFile.key;
}

describe('product images', () => {
  it("take the seller's own uploads and the product types' pictures", async () => {
    const own = await uploaded(seller);
    const res = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { images: [own, DEMO_MUG.images[0]] }) }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.createProduct.images).toEqual([own, DEMO_MUG.images[0]]);
  });

  it("refuse another seller's upload, a made-up key and a file that is not an image", async () => {
    const theirs = await uploaded(otherSeller);
    const foreign = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { images: [theirs] }) }, seller);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'This file does not belong to you', extensions: { code: 'FORBIDDEN' } });

    const madeUp = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { images: [`u/${seller.id}/2025-01/x/made-up.png`] }) }, seller);
    expect(madeUp.errors?.[0]).toMatchObject({ message: 'The image was not uploaded; please upload it again', extensions: { code: 'BAD_USER_INPUT', field: 'images' } });

    const csv = await uploaded(seller, 'text/csv', Buffer.from('a,b\n'));
    const notImage = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { images: [csv] }) }, seller);
    expect(notImage.errors?.[0]).toMatchObject({ message: 'You can only upload jpg, jpeg or png images', extensions: { field: 'images' } });
  });

  it("refuse on update a picture of a product type the product does not use, and keep the images it had", async () => {
    const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller) }, seller);
    const id = created.data.createProduct.id;
    const teePicture = await env.call(UPDATE_PRODUCT, { id, input: { images: [DEMO_TEE.images[0]] } }, seller);
    expect(teePicture.errors?.[0].extensions?.field).toBe('images');
    const kept = await env.call(UPDATE_PRODUCT, { id, input: { title: 'Renamed mug' } }, seller);
    expect(kept.errors).toBeUndefined();
    expect(kept.data.updateProduct.images).toEqual([DEMO_MUG.images[0]]);
  });
});
