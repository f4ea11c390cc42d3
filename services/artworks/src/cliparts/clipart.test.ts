import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { DEMO_USERS } from '@pod/contracts';
import { testUser } from '@pod/service-kit/testing';
import { CREATE_CLIPART, createCategory, createClipart, picture, startClipartTestEnv, upload, type ClipartTestEnv } from './clipart-test-kit';
import { CLIPART_MESSAGES } from './clipart.service';
import { STRONG_CONFIRM_MESSAGE } from '../shared/strong-confirm';

const sellerA = testUser({ id: '60000000-0000-4000-8000-00000000000a', roles: ['Seller'] });
const sellerB = testUser({ id: '60000000-0000-4000-8000-00000000000b', roles: ['Seller'] });
const strongOwner = testUser({ id: '60000000-0000-4000-8000-00000000000c', roles: ['Seller'] });
const admin = testUser({ id: DEMO_USERS.admin.id, roles: ['Administrator'], isSuperAdmin: true });

const LIST = `query($categoryID: [ID!], $search: String, $page: Int, $pageSize: Int, $userID: ID) {
  cliparts(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize, userID: $userID) {
    count hits { id title userID categoryID category { id title } file { id } thumbnail { id } author { id } strongDeleteConfirm createdAt } } }`;
const ONE = `query($id: ID!) { clipart(id: $id) { id title file { id } thumbnail { id } } }`;
const TITLE = `mutation($id: ID!, $title: String) { updateClipartTitle(id: $id, title: $title) { id title } }`;
const THUMB = `mutation($id: ID!, $t: ID!) { updateClipartThumbnail(id: $id, thumbnail_id: $t) { id thumbnail { id } } }`;
const DELETE = `mutation($id: ID!, $confirmTitle: String) { deleteClipart(id: $id, confirmTitle: $confirmTitle) { id } }`;
const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Clipart { id title } } }`;
const MEDIA_FILE = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on File { id key file_name file_mime } } }`;

// Each clipart is an upload through media (sign, post, register, then file): slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

let env: ClipartTestEnv;

beforeAll(async () => {
  env = await startClipartTestEnv({ env: { STRONG_CONFIRM_OWNER_ID: strongOwner.id } });
}, 120_000);
afterAll(async () => {
  await env?.stop();
});

describe('createClipart', () => {
  it('files jpg and png as they are, and a TIFF as a PNG copy media makes', async () => {
    const category = await createCategory(env, sellerA, 'Formats');
    for (const [name, mime, format] of [['Sun.png', 'image/png', 'png'], ['Moon.jpeg', 'image/jpeg', 'jpeg']] as const) {
      const file = await upload(env, sellerA, name, mime, await picture(format));
      const res = await env.call(CREATE_CLIPART, { file, categoryID: category }, sellerA);
      expect(res.errors).toBeUndefined();
      // The title defaults to the file name without its extension.
      expect(res.data.createClipart).toMatchObject({ title: name.split('.')[0], categoryID: category, userID: sellerA.id });
      expect((await env.call(ONE, { id: res.data.createClipart.id }, sellerA)).data.clipart.file.id).toBe(file);
    }

    const tiff = await upload(env, sellerA, 'Star.tif', 'image/tiff', await picture('tiff', 9));
    const res = await env.call(CREATE_CLIPART, { title: 'Star', file: tiff, categoryID: category }, sellerA);
    expect(res.errors).toBeUndefined();
    const fileId = (await env.call(ONE, { id: res.data.createClipart.id }, sellerA)).data.clipart.file.id;
    expect(fileId).not.toBe(tiff);
    const file = (await env.media.call(MEDIA_FILE, { reps: [{ __typename: 'File', id: fileId }] }, sellerA)).data._entities[0];
    expect(file).toMatchObject({ file_name: 'Star.png', file_mime: 'image/png' });
    const served = await fetch(`${env.media.baseUrl}/media/img/auto/${file.key}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('refuses other types, files of another user, and categories with subcategories', async () => {
    const category = await createCategory(env, sellerA, 'Strict');
    const webp = await upload(env, sellerA, 'Pic.webp', 'image/webp', await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).webp().toBuffer());
    expect((await env.call(CREATE_CLIPART, { file: webp, categoryID: category }, sellerA)).errors?.[0]).toMatchObject({ message: CLIPART_MESSAGES.wrongType, extensions: { code: 'BAD_USER_INPUT' } });
    const othersFile = await upload(env, sellerB, 'Theirs.png', 'image/png', await picture('png'));
    expect((await env.call(CREATE_CLIPART, { file: othersFile, categoryID: category }, sellerA)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await env.call(CREATE_CLIPART, { file: '60000000-0000-4000-8000-0000000000ff', categoryID: category }, sellerA)).errors?.[0]?.message).toBe(CLIPART_MESSAGES.fileNotFound);

    await createCategory(env, sellerA, 'Strict child', category);
    const png = await upload(env, sellerA, 'Ok.png', 'image/png', await picture('png'));
    expect((await env.call(CREATE_CLIPART, { file: png, categoryID: category }, sellerA)).errors?.[0]?.message).toBe(CLIPART_MESSAGES.categoryHasChildren);
  });
});

describe('cliparts list', () => {
  it('pages 20 by default, returns everything for page -1 / pageSize -1, and refuses other sizes', async () => {
    const category = await createCategory(env, sellerA, 'Many');
    // One upload filed 23 times: the list is what is tested here, not the upload.
    const file = await upload(env, sellerA, 'many.png', 'image/png', await picture('png'));
    for (let i = 0; i < 23; i++) {
      const res = await env.call(CREATE_CLIPART, { title: `Many ${String(i).padStart(2, '0')}`, file, categoryID: category }, sellerA);
      expect(res.errors).toBeUndefined();
    }
    const first = await env.call(LIST, { categoryID: [category] }, sellerA);
    expect(first.errors).toBeUndefined();
    expect(first.data.cliparts.count).toBe(23);
    expect(first.data.cliparts.hits).toHaveLength(20);
    // Newest first.
    expect(first.data.cliparts.hits[0].title).toBe('Many 22');
    const second = await env.call(LIST, { categoryID: [category], page: 2 }, sellerA);
    expect(second.data.cliparts.hits).toHaveLength(3);
    const all = await env.call(LIST, { categoryID: [category], page: -1, pageSize: -1 }, sellerA);
    expect(all.data.cliparts.hits).toHaveLength(23);
    expect(all.data.cliparts.hits[0]).toMatchObject({ category: { id: category, title: 'Many' }, author: { id: sellerA.id }, thumbnail: null, strongDeleteConfirm: false });
    for (const [page, pageSize, field] of [[1, 0, 'pageSize'], [-1, 10, 'page'], [1, 201, 'pageSize']] as const) {
      const bad = await env.call(LIST, { page, pageSize }, sellerA);
      expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(bad.errors?.[0]?.message).toContain(field);
    }
  });

  it('filters by several categories including their subcategories, and searches titles literally', async () => {
    const parent = await createCategory(env, sellerA, 'Filter parent');
    const left = await createCategory(env, sellerA, 'Filter left', parent);
    const right = await createCategory(env, sellerA, 'Filter right', parent);
    const other = await createCategory(env, sellerA, 'Filter other');
    await createClipart(env, sellerA, left, 'Red 100% apple');
    await createClipart(env, sellerA, right, 'Red pear');
    await createClipart(env, sellerA, other, 'Red plum');
    const titles = async (vars: Record<string, unknown>) =>
      ((await env.call(LIST, { pageSize: -1, ...vars }, sellerA)).data.cliparts.hits as Array<{ title: string }>).map((h) => h.title).sort();
    expect(await titles({ categoryID: [parent] })).toEqual(['Red 100% apple', 'Red pear']);
    expect(await titles({ categoryID: [left, other] })).toEqual(['Red 100% apple', 'Red plum']);
    expect(await titles({ categoryID: [parent, other], search: 'red p' })).toEqual(['Red pear', 'Red plum']);
    // % and _ are letters in a search, not wildcards.
    expect(await titles({ categoryID: [parent, other], search: '100%' })).toEqual(['Red 100% apple']);
    expect(await titles({ categoryID: [parent, other], search: 'R_d' })).toEqual([]);
  });
});

describe('clipart edits', () => {
  it('updates the title (never to an empty one) and the thumbnail (jpg/png only)', async () => {
    const category = await createCategory(env, sellerA, 'Edits');
    const id = await createClipart(env, sellerA, category, 'Before');
    expect((await env.call(TITLE, { id, title: '  ' }, sellerA)).errors?.[0]?.message).toBe(CLIPART_MESSAGES.titleRequired);
    expect((await env.call(TITLE, { id, title: ' After ' }, sellerA)).data.updateClipartTitle).toEqual({ id, title: 'After' });

    const thumb = await upload(env, sellerA, 'thumb.jpg', 'image/jpeg', await picture('jpeg', 4));
    expect((await env.call(THUMB, { id, t: thumb }, sellerA)).data.updateClipartThumbnail).toEqual({ id, thumbnail: { id: thumb } });
    const tiff = await upload(env, sellerA, 'thumb.tiff', 'image/tiff', await picture('tiff'));
    expect((await env.call(THUMB, { id, t: tiff }, sellerA)).errors?.[0]?.message).toBe(CLIPART_MESSAGES.wrongThumbnailType);
    expect((await env.call(ONE, { id }, sellerA)).data.clipart).toMatchObject({ title: 'After', thumbnail: { id: thumb } });
  });

  it('deletes (the configured owner types the title)', async () => {
    const category = await createCategory(env, sellerA, 'Deletes');
    const id = await createClipart(env, sellerA, category, 'Bye');
    expect((await env.call(DELETE, { id }, sellerA)).data.deleteClipart).toEqual({ id });
    expect((await env.call(ONE, { id }, sellerA)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(LIST, { categoryID: [category] }, sellerA)).data.cliparts.count).toBe(0);

    const strongCategory = await createCategory(env, strongOwner, 'Guarded');
    const guarded = await createClipart(env, strongOwner, strongCategory, 'Guarded One');
    expect((await env.call(LIST, { categoryID: [strongCategory] }, strongOwner)).data.cliparts.hits[0].strongDeleteConfirm).toBe(true);
    expect((await env.call(DELETE, { id: guarded }, strongOwner)).errors?.[0]?.message).toBe(STRONG_CONFIRM_MESSAGE);
    expect((await env.call(DELETE, { id: guarded, confirmTitle: 'guarded one' }, strongOwner)).errors?.[0]?.message).toBe(STRONG_CONFIRM_MESSAGE);
    expect((await env.call(DELETE, { id: guarded, confirmTitle: 'Guarded One' }, strongOwner)).errors).toBeUndefined();
  });
});

describe('clipart scoping', () => {
  it("never shows or lets another seller change a seller's cliparts, on every path", async () => {
    const category = await createCategory(env, sellerA, 'Only A');
    const id = await createClipart(env, sellerA, category, 'A secret');
    const asB = await env.call(LIST, { userID: sellerA.id, pageSize: -1 }, sellerB);
    expect(asB.data.cliparts.hits.map((h: { id: string }) => h.id)).not.toContain(id);
    expect((await env.call(LIST, { categoryID: [category] }, sellerB)).data.cliparts.count).toBe(0);
    expect((await env.call(ONE, { id }, sellerB)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(TITLE, { id, title: 'Mine now' }, sellerB)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(DELETE, { id }, sellerB)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bThumb = await upload(env, sellerB, 'b.png', 'image/png', await picture('png'));
    expect((await env.call(THUMB, { id, t: bThumb }, sellerB)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bFile = await upload(env, sellerB, 'b2.png', 'image/png', await picture('png'));
    expect((await env.call(CREATE_CLIPART, { file: bFile, categoryID: category }, sellerB)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await env.call(ENTITIES, { reps: [{ __typename: 'Clipart', id }] }, sellerB)).data._entities).toEqual([null]);
    expect((await env.call(ENTITIES, { reps: [{ __typename: 'Clipart', id }] }, sellerA)).data._entities).toEqual([{ id, title: 'A secret' }]);

    // Staff see every owner's, or one owner's with userID.
    const forA = await env.call(LIST, { userID: sellerA.id, pageSize: -1 }, admin);
    expect(forA.data.cliparts.hits.map((h: { id: string }) => h.id)).toContain(id);
    expect(forA.data.cliparts.hits.every((h: { userID: string }) => h.userID === sellerA.id)).toBe(true);
    expect((await env.call(LIST, { userID: sellerB.id, pageSize: -1 }, admin)).data.cliparts.hits.map((h: { id: string }) => h.id)).not.toContain(id);
  });
});

describe('clipartsByCategory (a clipart personalisation\'s choices)', () => {
  const BY_CATEGORY = `query($id: ID!) { clipartsByCategory(categoryID: $id) { id title categoryID file { id } } }`;

  it('answers the cliparts of the category and below it, newest first, scoped to the owner', async () => {
    const pets = await createCategory(env, sellerA, 'Pets');
    const cats = await createCategory(env, sellerA, 'Cats', pets);
    const dogs = await createCategory(env, sellerA, 'Dogs', pets);
    const tom = await createClipart(env, sellerA, cats, 'Tom', 3);
    const rex = await createClipart(env, sellerA, dogs, 'Rex', 4);
    const own = await env.call(BY_CATEGORY, { id: pets }, sellerA);
    expect(own.errors).toBeUndefined();
    expect(own.data.clipartsByCategory.map((c: { id: string }) => c.id)).toEqual([rex, tom]);
    expect((await env.call(BY_CATEGORY, { id: cats }, sellerA)).data.clipartsByCategory.map((c: { title: string }) => c.title)).toEqual(['Tom']);
    // Another seller's category reads as not found; staff who read every owner's see it.
    const other = await env.call(BY_CATEGORY, { id: pets }, sellerB);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(BY_CATEGORY, { id: pets }, admin)).data.clipartsByCategory).toHaveLength(2);
    expect((await env.call(BY_CATEGORY, { id: 'not-a-uuid' }, sellerA)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Deleted cliparts are no choice.
    await env.call(DELETE, { id: tom }, sellerA);
    expect((await env.call(BY_CATEGORY, { id: pets }, sellerA)).data.clipartsByCategory.map((c: { id: string }) => c.id)).toEqual([rex]);
  });
});
