import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UserContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { startMediaTestEnv, type MediaTestEnv } from '../testing/media-test-env';

const designer = testUser({ id: '40000000-0000-4000-8000-000000000007', email: 'd@test', roles: ['Designs'] });

const CATEGORIES = `query Cats($search: String, $page: Int, $pageSize: Int) { bannerAllCategory(search: $search, page: $page, pageSize: $pageSize) { count numberOfBanners hits { id title numberOfBanners } } }`;
const CREATE_CAT = `mutation($title: String) { createBannerCategory(title: $title) { id title numberOfBanners } }`;
const UPDATE_CAT = `mutation($id: ID!, $title: String) { updateBannerCategory(id: $id, title: $title) { id title } }`;
const DELETE_CAT = `mutation($id: ID!) { deleteBannerCategory(id: $id) { id title numberOfBanners } }`;
const BANNERS = `query($categoryID: ID, $search: String, $page: Int, $pageSize: Int) { banners(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize) { count hits { id title imageUrl url categoryID } } }`;
const CREATE_BANNER = `mutation($title: String, $imageUrl: String, $categoryID: ID) { createBanner(title: $title, imageUrl: $imageUrl, categoryID: $categoryID) { id title imageUrl categoryID } }`;
const DELETE_BANNER = `mutation($id: ID!) { deleteBanner(id: $id) { id } }`;

let env: MediaTestEnv;
beforeAll(async () => { env = await startMediaTestEnv(); });
afterAll(async () => { await env?.stop(); });

async function createCategory(title: string): Promise<string> {
  const res = await env.call(CREATE_CAT, { title }, designer);
  expect(res.errors).toBeUndefined();
  return res.data.createBannerCategory.id;
}

/** Uploads a real image through the signed-upload path and registers it; returns its key. */
async function uploadImage(name: string, as: UserContext = designer): Promise<string> {
  const body = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffcc00' } }).jpeg().toBuffer();
  const file = await env.upload(as, body, 'image/jpeg', name);
  expect(file.errors).toBeUndefined();
  return file.data.createFile.key;
}

describe('banner categories', () => {
  it('creates, renames, pages and searches categories', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 12; i += 1) ids.push(await createCategory(`Season ${String(i).padStart(2, '0')}`));

    const first = await env.call(CATEGORIES, {}, designer);
    expect(first.data.bannerAllCategory.count).toBe(12);
    expect(first.data.bannerAllCategory.hits).toHaveLength(10);
    expect(first.data.bannerAllCategory.hits[0]).toEqual({ id: ids[0], title: 'Season 01', numberOfBanners: 0 });
    const second = await env.call(CATEGORIES, { page: 2 }, designer);
    expect(second.data.bannerAllCategory.hits.map((h: { title: string }) => h.title)).toEqual(['Season 11', 'Season 12']);
    const bigger = await env.call(CATEGORIES, { pageSize: 20 }, designer);
    expect(bigger.data.bannerAllCategory.hits).toHaveLength(12);

    const renamed = await env.call(UPDATE_CAT, { id: ids[0], title: '  Winter  ' }, designer);
    expect(renamed.data.updateBannerCategory).toEqual({ id: ids[0], title: 'Winter' });
    const found = await env.call(CATEGORIES, { search: 'wint' }, designer);
    expect(found.data.bannerAllCategory.hits.map((h: { id: string }) => h.id)).toEqual([ids[0]]);
  });

  it('requires a title', async () => {
    const created = await env.call(CREATE_CAT, { title: '' }, designer);
    expect(created.errors?.[0]).toMatchObject({ message: 'Please input title!', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
    const id = await createCategory('Needs title');
    const updated = await env.call(UPDATE_CAT, { id, title: '   ' }, designer);
    expect(updated.errors?.[0].message).toBe('Please input title!');
  });

  it('refuses anonymous callers', async () => {
    expect((await env.call(CATEGORIES, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('banner backgrounds', () => {
  it('files uploaded images in a category, pages them by 15 and counts them', async () => {
    const categoryID = await createCategory('Backgrounds test');
    const keys: string[] = [];
    for (let i = 1; i <= 16; i += 1) keys.push(await uploadImage(`bg-${i}.jpg`));
    for (const [i, key] of keys.entries()) {
      const res = await env.call(CREATE_BANNER, { title: i === 0 ? null : `Background ${i + 1}`, imageUrl: key, categoryID }, designer);
      expect(res.errors).toBeUndefined();
      if (i === 0) expect(res.data.createBanner).toMatchObject({ title: 'bg-1.jpg', imageUrl: key, categoryID });
    }
    const page1 = await env.call(BANNERS, { categoryID }, designer);
    expect(page1.data.banners.count).toBe(16);
    expect(page1.data.banners.hits).toHaveLength(15);
    expect(page1.data.banners.hits[0]).toMatchObject({ title: 'Background 16', imageUrl: keys[15], url: `http://media.test/media/img/auto/${keys[15]}` });
    const page2 = await env.call(BANNERS, { categoryID, page: 2 }, designer);
    expect(page2.data.banners.hits.map((h: { title: string }) => h.title)).toEqual(['bg-1.jpg']);

    const cats = await env.call(CATEGORIES, { search: 'Backgrounds test' }, designer);
    expect(cats.data.bannerAllCategory).toMatchObject({ count: 1, numberOfBanners: 16, hits: [{ id: categoryID, numberOfBanners: 16 }] });

    const removed = await env.call(DELETE_BANNER, { id: page2.data.banners.hits[0].id }, designer);
    expect(removed.errors).toBeUndefined();
    expect((await env.call(BANNERS, { categoryID }, designer)).data.banners.count).toBe(15);

    const deleted = await env.call(DELETE_CAT, { id: categoryID }, designer);
    expect(deleted.data.deleteBannerCategory).toMatchObject({ id: categoryID, numberOfBanners: 15 });
    expect((await env.call(BANNERS, { categoryID }, designer)).data.banners.count).toBe(0);
  });

  it('requires a category and a registered image', async () => {
    const categoryID = await createCategory('Validation');
    const noCategory = await env.call(CREATE_BANNER, { imageUrl: 'u/x/y.png' }, designer);
    expect(noCategory.errors?.[0]).toMatchObject({ message: 'Please input category!', extensions: { field: 'categoryID' } });
    const noImage = await env.call(CREATE_BANNER, { categoryID }, designer);
    expect(noImage.errors?.[0]).toMatchObject({ message: 'Please choose files!', extensions: { field: 'imageUrl' } });
    const unregistered = await env.call(CREATE_BANNER, { categoryID, imageUrl: `u/${designer.id}/never-uploaded.png` }, designer);
    expect(unregistered.errors?.[0]).toMatchObject({ message: 'The image was not uploaded; please upload it again', extensions: { field: 'imageUrl' } });
    const othersFile = await uploadImage('theirs.jpg', { ...designer, id: '40000000-0000-4000-8000-000000000008' });
    const someoneElses = await env.call(CREATE_BANNER, { categoryID, imageUrl: othersFile }, designer);
    expect(someoneElses.errors?.[0]).toMatchObject({ message: 'This file does not belong to you', extensions: { code: 'FORBIDDEN' } });
  });
});
