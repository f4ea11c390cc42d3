import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserContext, RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';

const sellerA = testUser({ id: '20000000-0000-4000-8000-00000000000a', roles: ['Seller'] });
const sellerB = testUser({ id: '20000000-0000-4000-8000-00000000000b', roles: ['Seller'] });
const admin = testUser({ id: '20000000-0000-4000-8000-0000000000ad', roles: ['Administrator'], isSuperAdmin: true });
const listing = testUser({ id: '20000000-0000-4000-8000-0000000000a1', roles: ['Listing'] });
const supplier = testUser({ id: '20000000-0000-4000-8000-0000000000a2', roles: ['Supplier'] });

const CREATE_CATEGORY = `mutation($title: String) { createArtworkCategory(title: $title) { id } }`;
const CREATE = `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id title width height lock userID categories { id title } templates sharedLayers } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id title width height templates sharedLayers templateDisplayMode categories { id } } }`;
const DELETE = `mutation($id: ID!) { deleteArtwork(id: $id) { id } }`;
const LIST = `query($categoryID: ID, $search: String, $page: Int, $pageSize: Int, $sortBy: String, $order: String, $userID: ID) {
  artworks(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order, userID: $userID) { count hits { id title userID } } }`;
const GET = `query($id: ID!) { artwork(id: $id) { id title createdAt author { id } } }`;
const TREE = `{ artworkCategories { hits { id title numberOfArtworks } } }`;

let artworks: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
let catA = '';
let catA2 = '';
let catB = '';

async function create(as: UserContext, title: string, categoryIds: string[], size = { width: 100, height: 120 }) {
  const res = await call(CREATE, { input: { title, categoryIds, ...size } }, as);
  expect(res.errors).toBeUndefined();
  return res.data.createArtwork as { id: string; title: string };
}

beforeAll(async () => {
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false' } });
  call = artworks.call;
  catA = (await call(CREATE_CATEGORY, { title: 'A cats' }, sellerA)).data.createArtworkCategory.id;
  catA2 = (await call(CREATE_CATEGORY, { title: 'A dogs' }, sellerA)).data.createArtworkCategory.id;
  catB = (await call(CREATE_CATEGORY, { title: 'B cats' }, sellerB)).data.createArtworkCategory.id;
});
afterAll(async () => {
  await artworks?.stop();
});

describe('createArtwork', () => {
  it('checks the add form as spec 002 §5 words it', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: ' ', categoryIds: [catA], width: 1, height: 1 }, 'Please enter title!', 'title'],
      [{ title: 'x', categoryIds: [], width: 1, height: 1 }, 'Please select product category!', 'categoryIds'],
      [{ title: 'x', categoryIds: [catA], height: 1 }, 'Please enter width!', 'width'],
      [{ title: 'x', categoryIds: [catA], width: 1 }, 'Please enter height!', 'height'],
      [{ title: 'x', categoryIds: [catA], width: 0, height: 1 }, 'Width must be at least 1', 'width'],
      // Another seller's category is not one of yours.
      [{ title: 'x', categoryIds: [catB], width: 1, height: 1 }, 'Category not found', 'categoryIds'],
    ];
    for (const [input, message, field] of cases) {
      const res = await call(CREATE, { input }, sellerA);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
  });

  it('creates an empty design (one empty default template) owned by the caller, filed in its categories', async () => {
    const res = await call(CREATE, { input: { title: '  Cat mug ', categoryIds: [catA, catA2], width: 1500, height: 1800 } }, sellerA);
    expect(res.errors).toBeUndefined();
    expect(res.data.createArtwork).toMatchObject({ title: 'Cat mug', width: 1500, height: 1800, lock: false, userID: sellerA.id, templates: [{ title: 'Default', isDefault: true, layers: [] }], sharedLayers: [] });
    expect(res.data.createArtwork.categories.map((c: { title: string }) => c.title).sort()).toEqual(['A cats', 'A dogs']);
  });

  it('is refused to roles without artworks.write', async () => {
    const res = await call(CREATE, { input: { title: 'x', categoryIds: [catA], width: 1, height: 1 } }, listing);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const read = await call(LIST, {}, supplier);
    expect(read.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('artworks list', () => {
  it('scopes sellers to their own, lets staff see everyone or one user', async () => {
    await create(sellerB, 'B only', [catB]);
    const mine = await call(LIST, { pageSize: -1, userID: sellerB.id }, sellerA);
    // A seller's userID filter is ignored: always their own.
    expect(mine.data.artworks.hits.every((h: { userID: string }) => h.userID === sellerA.id)).toBe(true);
    const all = await call(LIST, { pageSize: -1 }, listing);
    expect(new Set(all.data.artworks.hits.map((h: { userID: string }) => h.userID))).toEqual(new Set([sellerA.id, sellerB.id]));
    const onlyB = await call(LIST, { pageSize: -1, userID: sellerB.id }, admin);
    expect(onlyB.data.artworks.hits.map((h: { title: string }) => h.title)).toEqual(['B only']);
  });

  it('pages, sorts, searches and filters by category', async () => {
    for (const t of ['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']) await create(sellerA, t, [catA2]);
    const byTitle = (page: number) => call(LIST, { categoryID: catA2, search: 'page', sortBy: 'title', order: 'asc', page, pageSize: 2 }, sellerA);
    const pages = await Promise.all([1, 2, 3].map(byTitle));
    expect(pages.map((p) => p.data.artworks.count)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.data.artworks.hits.map((h: { title: string }) => h.title))).toEqual([['Page 1', 'Page 2'], ['Page 3', 'Page 4'], ['Page 5']]);
    const newest = await call(LIST, { categoryID: catA2, pageSize: 1 }, sellerA);
    expect(newest.data.artworks.hits[0].title).toBe('Page 5');
    const literal = await call(LIST, { search: '%' }, sellerA);
    expect(literal.data.artworks.count).toBe(0);
    const cats = await call(LIST, { categoryID: catA, pageSize: -1 }, sellerA);
    expect(cats.data.artworks.hits.map((h: { title: string }) => h.title)).toEqual(['Cat mug']);
  });

  it('counts live artworks per category in the tree', async () => {
    const tree = await call(TREE, {}, sellerA);
    const counts = Object.fromEntries(tree.data.artworkCategories.hits.map((c: { title: string; numberOfArtworks: number }) => [c.title, c.numberOfArtworks]));
    expect(counts).toEqual({ 'A cats': 1, 'A dogs': 6 });
  });
});

describe('updateArtwork', () => {
  const validTemplates = [
    {
      title: 'Main',
      isDefault: true,
      layers: [
        { id: 'name', type: 'Text', title: 'Name', x: 10, y: 10, width: 80, values: [{ active: true, text: 'Hi' }], personalized: { enable: true, label: 'Name' } },
        { id: 'echo', type: 'Text', title: 'Echo', hidden: true, dependOnLayer: 'name' },
      ],
    },
  ];

  it('saves a valid document and keeps fields left out', async () => {
    const art = await create(sellerA, 'Doc', [catA]);
    const res = await call(UPDATE, { id: art.id, input: { templates: validTemplates, templateDisplayMode: 'dropdown' } }, sellerA);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateArtwork).toMatchObject({ title: 'Doc', width: 100, templateDisplayMode: 'dropdown', sharedLayers: [] });
    expect(res.data.updateArtwork.templates).toEqual(validTemplates);
  });

  it('refuses an invalid document, naming every path and reason', async () => {
    const art = await create(sellerA, 'Bad doc', [catA]);
    const templates = [
      {
        title: 'Main',
        layers: [
          { id: 'a', type: 'Text', title: 'A', fontSize: 'big' },
          { id: 'b', type: 'Sticker', title: 'B' },
          { id: 'c', type: 'Text', title: 'C', dependOnLayer: 'nowhere' },
        ],
      },
    ];
    const res = await call(UPDATE, { id: art.id, input: { templates } }, sellerA);
    const error = res.errors?.[0];
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'templates' });
    const paths = ((error?.extensions as { errors?: { path: string; reason: string }[] })?.errors ?? []).map((e) => e.path);
    expect(paths).toContain('templates[0].layers[0].fontSize');
    expect(paths.some((p) => p.startsWith('templates[0].layers[1]'))).toBe(true);
    expect(error?.message).toMatch(/^The artwork is not valid: templates\[0\]\.layers\[0\]\.fontSize: must be number/);
    // Nothing was written.
    const after = await call(`query($id: ID!) { artwork(id: $id) { templates } }`, { id: art.id }, sellerA);
    expect(after.data.artwork.templates).toEqual([{ title: 'Default', isDefault: true, layers: [] }]);
  });

  it('uses the edit form messages and keeps categories in the owner\'s tree', async () => {
    const art = await create(sellerA, 'Edit me', [catA]);
    const noTitle = await call(UPDATE, { id: art.id, input: { title: '' } }, sellerA);
    expect(noTitle.errors?.[0]).toMatchObject({ message: 'Artwork title is requried', extensions: { field: 'title' } });
    const noWidth = await call(UPDATE, { id: art.id, input: { width: null } }, sellerA);
    expect(noWidth.errors?.[0].message).toBe('Artwork with is required');
    const noHeight = await call(UPDATE, { id: art.id, input: { height: null } }, sellerA);
    expect(noHeight.errors?.[0].message).toBe('Artwork height is required');
    const foreign = await call(UPDATE, { id: art.id, input: { categoryIds: [catB] } }, admin);
    expect(foreign.errors?.[0].message).toBe('Category not found');
    const moved = await call(UPDATE, { id: art.id, input: { categoryIds: [catA2] } }, admin);
    expect(moved.data.updateArtwork.categories).toEqual([{ id: catA2 }]);
    // The editor sends the same categories with every save: they stay, and the save still lands.
    const two = await call(UPDATE, { id: art.id, input: { categoryIds: [catA, catA2] } }, sellerA);
    expect(two.data.updateArtwork.categories.map((c: { id: string }) => c.id).sort()).toEqual([catA, catA2].sort());
    const before = await call(`query($id: ID!) { artwork(id: $id) { updatedAt } }`, { id: art.id }, sellerA);
    const same = await call(UPDATE, { id: art.id, input: { title: 'Edited', categoryIds: [catA2, catA] } }, sellerA);
    expect(same.data.updateArtwork).toMatchObject({ title: 'Edited' });
    expect(same.data.updateArtwork.categories.map((c: { id: string }) => c.id).sort()).toEqual([catA, catA2].sort());
    const after = await call(`query($id: ID!) { artwork(id: $id) { title updatedAt categories { id } } }`, { id: art.id }, sellerA);
    expect(after.data.artwork.title).toBe('Edited');
    expect(after.data.artwork.categories.map((c: { id: string }) => c.id).sort()).toEqual([catA, catA2].sort());
    expect(new Date(after.data.artwork.updatedAt).getTime()).toBeGreaterThan(new Date(before.data.artwork.updatedAt).getTime());
  });

  it('hides another seller\'s artwork as not found, for reads and writes', async () => {
    const art = await create(sellerA, 'Private', [catA]);
    for (const [query, vars] of [[GET, { id: art.id }], [UPDATE, { id: art.id, input: { title: 'mine now' } }], [DELETE, { id: art.id }]] as const) {
      const res = await call(query, vars, sellerB);
      expect(res.errors?.[0]).toMatchObject({ message: 'Artwork not found', extensions: { code: 'NOT_FOUND' } });
    }
    const staff = await call(GET, { id: art.id }, listing);
    expect(staff.data.artwork).toMatchObject({ title: 'Private', author: { id: sellerA.id } });
  });
});

describe('deleteArtwork', () => {
  it('soft-deletes: gone from lists, counts and reads; locked artworks stay', async () => {
    const art = await create(sellerA, 'Short lived', [catA]);
    expect((await call(DELETE, { id: art.id }, sellerA)).errors).toBeUndefined();
    expect((await call(GET, { id: art.id }, sellerA)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await call(LIST, { search: 'Short lived' }, sellerA);
    expect(list.data.artworks.count).toBe(0);

    const locked = await create(sellerA, 'Locked one', [catA]);
    expect((await call(`mutation($id: ID!) { changeLockStatus(id: $id, status: true) { lock } }`, { id: locked.id }, sellerA)).data.changeLockStatus.lock).toBe(true);
    const res = await call(DELETE, { id: locked.id }, sellerA);
    expect(res.errors?.[0]).toMatchObject({ message: 'This artwork is locked', extensions: { code: 'BAD_USER_INPUT' } });
    const edit = await call(UPDATE, { id: locked.id, input: { title: 'changed' } }, sellerA);
    expect(edit.errors?.[0].message).toBe('This artwork is locked');
  });
});
