import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, TOPICS } from '@pod/contracts';
import type { RunningService, UserContext } from '@pod/service-kit';
import { InProcessEventBus, type ReceivedEvent } from '@pod/service-kit/events';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';

const sellerA = testUser({ id: '10000000-0000-4000-8000-00000000000a', roles: ['Seller'] });
const sellerB = testUser({ id: '10000000-0000-4000-8000-00000000000b', roles: ['Seller'] });
const admin = testUser({ id: DEMO_USERS.admin.id, roles: ['Administrator'], isSuperAdmin: true });
const supplier = testUser({ id: '10000000-0000-4000-8000-00000000000c', roles: ['Supplier'] });
/** The configured owner whose deletes need the typed title (STRONG_CONFIRM_OWNER_ID). */
const strongOwner = testUser({ id: '10000000-0000-4000-8000-0000000000e1', roles: ['Seller'] });


const TREE = `query Tree($userID: ID, $parentID: ID) { artworkCategories(userID: $userID, parentID: $parentID) {
  count hits { id title parentID hasChild numberOfArtworks userID children { id title hasChild children { id title children { id } } } } } }`;
const CREATE = `mutation Create($parentID: ID, $title: String) { createArtworkCategory(parentID: $parentID, title: $title) { id title parentID userID } }`;
const UPDATE = `mutation Update($id: ID!, $parentID: ID, $title: String) { updateArtworkCategory(id: $id, parentID: $parentID, title: $title) { id title parentID } }`;
const DELETE = `mutation Delete($id: ID!) { deleteArtworkCategory(id: $id) { id deletedAt } }`;
const DUPLICATE = `mutation Dup($id: ID!) { duplicateArtworkCategory(id: $id) { id title parentID hasChild children { id title children { id title } } } }`;

let artworks: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
const bus = new InProcessEventBus();
/** What a consumer of the category topic (the gateway's live updates) receives. */
const received: ReceivedEvent[] = [];
const receivedFor = (key: string) => received.filter((e) => e.envelope.key === key);

async function create(as: UserContext, title: string, parentID: string | null = null): Promise<string> {
  const res = await call(CREATE, { title, parentID }, as);
  expect(res.errors).toBeUndefined();
  return res.data.createArtworkCategory.id;
}

beforeAll(async () => {
  await bus.subscribe({ groupId: 'test-live-updates', topics: [TOPICS.artworkCategoryChanged], fromBeginning: true, handler: async (e) => { received.push(e); } });
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false', STRONG_CONFIRM_OWNER_ID: strongOwner.id }, bus });
  call = artworks.call;
});
afterAll(async () => {
  await artworks?.stop();
  await bus.close();
});

describe('artwork category tree', () => {
  it('nests children under their parents with hasChild and a zero artwork count', async () => {
    const root = await create(sellerA, 'Animals');
    const cats = await create(sellerA, 'Cats', root);
    await create(sellerA, 'Kittens', cats);
    await create(sellerA, 'Birds', root);

    const res = await call(TREE, {}, sellerA);
    expect(res.errors).toBeUndefined();
    const animals = res.data.artworkCategories.hits.find((h: { id: string }) => h.id === root);
    expect(animals).toMatchObject({ title: 'Animals', parentID: null, hasChild: true, numberOfArtworks: 0, userID: sellerA.id });
    expect(animals.children.map((c: { title: string }) => c.title)).toEqual(['Birds', 'Cats']);
    const catsNode = animals.children[1];
    expect(catsNode).toMatchObject({ id: cats, hasChild: true });
    expect(catsNode.children).toEqual([{ id: expect.any(String), title: 'Kittens', children: [] }]);

    const below = await call(TREE, { parentID: root }, sellerA);
    expect(below.data.artworkCategories.hits.map((h: { title: string }) => h.title)).toEqual(['Birds', 'Cats']);
  });

  it('requires a title', async () => {
    const res = await call(CREATE, { title: '   ' }, sellerA);
    expect(res.errors?.[0]).toMatchObject({ message: 'Category name is required', extensions: { code: 'BAD_USER_INPUT', field: 'title' } });
  });

  it('refuses more than 9 levels', async () => {
    let parent: string | null = null;
    for (let level = 1; level <= 9; level += 1) parent = await create(sellerB, `Level ${level}`, parent);
    const res = await call(CREATE, { title: 'Level 10', parentID: parent }, sellerB);
    expect(res.errors?.[0].message).toBe('Categories can be nested at most 9 levels deep');
  });
});

describe('owner scoping', () => {
  it('shows a seller only their own categories, whatever userID they ask for', async () => {
    const mine = await create(sellerA, 'Only A');
    const theirs = await create(sellerB, 'Only B');
    const asA = await call(TREE, { userID: sellerB.id }, sellerA);
    const ids = asA.data.artworkCategories.hits.map((h: { id: string }) => h.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);

    const read = await call(`query($id: ID!) { artworkCategory(ID: $id) { id } }`, { id: theirs }, sellerA);
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const rename = await call(UPDATE, { id: theirs, title: 'Hijacked' }, sellerA);
    expect(rename.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const del = await call(DELETE, { id: theirs }, sellerA);
    expect(del.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const under = await call(CREATE, { title: 'Sneaky', parentID: theirs }, sellerA);
    expect(under.errors?.[0]).toMatchObject({ message: 'Parent category not found', extensions: { field: 'parentID' } });
  });

  it('shows an administrator every owner, or one owner when asked', async () => {
    const all = await call(TREE, {}, admin);
    const owners = new Set(all.data.artworkCategories.hits.map((h: { userID: string }) => h.userID));
    expect(owners).toEqual(new Set([sellerA.id, sellerB.id]));
    const onlyB = await call(TREE, { userID: sellerB.id }, admin);
    expect(onlyB.data.artworkCategories.hits.every((h: { userID: string }) => h.userID === sellerB.id)).toBe(true);
  });

  it('answers an owner id that is not a uuid with an empty page, not an error', async () => {
    const res = await call(TREE, { userID: "'; DROP TABLE users; --" }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.artworkCategories).toEqual({ count: 0, hits: [] });
  });

  it('refuses roles without the artworks permissions', async () => {
    expect((await call(TREE, {}, supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(TREE, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const designer = testUser({ id: DEMO_USERS.designer.id, roles: ['Designs'] });
    expect((await call(CREATE, { title: 'x' }, designer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('moving, deleting and duplicating', () => {
  it('refuses a parent that is the category itself or one of its descendants', async () => {
    const a = await create(sellerA, 'Cycle A');
    const b = await create(sellerA, 'Cycle B', a);
    const c = await create(sellerA, 'Cycle C', b);
    for (const parentID of [a, c]) {
      const res = await call(UPDATE, { id: a, parentID }, sellerA);
      expect(res.errors?.[0]).toMatchObject({
        message: 'A category cannot be moved into itself or one of its subcategories',
        extensions: { code: 'BAD_USER_INPUT', field: 'parentID' },
      });
    }
    const moved = await call(UPDATE, { id: c, parentID: a, title: 'Cycle C2' }, sellerA);
    expect(moved.data.updateArtworkCategory).toEqual({ id: c, title: 'Cycle C2', parentID: a });
    const toRoot = await call(UPDATE, { id: b, parentID: null }, sellerA);
    expect(toRoot.data.updateArtworkCategory.parentID).toBeNull();
  });

  it('refuses to delete a category with subcategories, then soft-deletes it once empty', async () => {
    const parent = await create(sellerA, 'Delete parent');
    const child = await create(sellerA, 'Delete child', parent);
    const refused = await call(DELETE, { id: parent }, sellerA);
    expect(refused.errors?.[0].message).toBe('Please delete all subcategories first');

    expect((await call(DELETE, { id: child }, sellerA)).data.deleteArtworkCategory.deletedAt).toEqual(expect.any(String));
    expect((await call(DELETE, { id: parent }, sellerA)).errors).toBeUndefined();
    const tree = await call(TREE, {}, sellerA);
    expect(tree.data.artworkCategories.hits.map((h: { id: string }) => h.id)).not.toContain(parent);

    const deleteOf = (id: string) => receivedFor(id).find((e) => (e.envelope.data as { action: string }).action === 'delete');
    await expect.poll(() => deleteOf(parent)).toBeDefined();
    expect(deleteOf(child)).toBeDefined();
    expect(deleteOf(parent)).toMatchObject({ topic: TOPICS.artworkCategoryChanged, envelope: { type: TOPICS.artworkCategoryChanged, data: { userId: sellerA.id } } });
  });

  it('publishes a create event with the category', async () => {
    const id = await create(sellerA, 'Evented');
    await expect.poll(() => receivedFor(id).length).toBe(1);
    expect(receivedFor(id)[0].envelope.data).toEqual({
      action: 'create',
      userId: sellerA.id,
      category: { id, parentID: null, title: 'Evented', numberOfArtworks: 0, hasChild: false },
    });
  });

  it('duplicates a category with its subtree beside the original', async () => {
    const parent = await create(sellerA, 'Dup parent');
    const original = await create(sellerA, 'Shirts', parent);
    const sub = await create(sellerA, 'Sleeves', original);
    await create(sellerA, 'Cuffs', sub);
    const res = await call(DUPLICATE, { id: original }, sellerA);
    expect(res.errors).toBeUndefined();
    const copy = res.data.duplicateArtworkCategory;
    expect(copy).toMatchObject({ title: 'Shirts (copy)', parentID: parent, hasChild: true });
    expect(copy.id).not.toBe(original);
    expect(copy.children).toEqual([{ id: expect.any(String), title: 'Sleeves', children: [{ id: expect.any(String), title: 'Cuffs' }] }]);
    expect(copy.children[0].id).not.toBe(sub);

    const siblings = await call(TREE, { parentID: parent }, sellerA);
    expect(siblings.data.artworkCategories.hits.map((h: { title: string }) => h.title)).toEqual(['Shirts', 'Shirts (copy)']);
  });
});

describe('artwork counts', () => {
  const CREATE_ARTWORK = `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`;
  const COUNTS = `query($userID: ID) { artworkCategories(userID: $userID) { numberOfArtworks hits { id numberOfArtworks children { id numberOfArtworks } } } }`;
  const owner = testUser({ id: '10000000-0000-4000-8000-0000000000d1', roles: ['Seller'] });
  const other = testUser({ id: '10000000-0000-4000-8000-0000000000d2', roles: ['Seller'] });

  async function artwork(as: UserContext, title: string, categoryIds: string[]): Promise<string> {
    const res = await call(CREATE_ARTWORK, { input: { title, categoryIds, width: 100, height: 100 } }, as);
    expect(res.errors).toBeUndefined();
    return res.data.createArtwork.id;
  }

  it("counts each category's live artworks and the owner's total for 'All Categories'", async () => {
    const root = await create(owner, 'Counted');
    const child = await create(owner, 'Counted child', root);
    const theirs = await create(other, 'Theirs');
    await artwork(owner, 'In both', [root, child]);
    await artwork(owner, 'Only child', [child]);
    const deleted = await artwork(owner, 'Deleted', [root]);
    expect((await call(`mutation($id: ID!) { deleteArtwork(id: $id) { id } }`, { id: deleted }, owner)).errors).toBeUndefined();
    await artwork(other, 'Not mine', [theirs]);

    const mine = (await call(COUNTS, {}, owner)).data.artworkCategories;
    // An artwork filed in two categories counts once in the total; a deleted one not at all.
    expect(mine.numberOfArtworks).toBe(2);
    expect(mine.hits).toEqual([{ id: root, numberOfArtworks: 1, children: [{ id: child, numberOfArtworks: 2 }] }]);
    // A seller asking for another owner still gets their own total.
    expect((await call(COUNTS, { userID: other.id }, owner)).data.artworkCategories.numberOfArtworks).toBe(2);
    expect((await call(COUNTS, { userID: other.id }, admin)).data.artworkCategories.numberOfArtworks).toBe(1);
    const all = (await call(COUNTS, {}, admin)).data.artworkCategories.numberOfArtworks;
    expect(all).toBeGreaterThanOrEqual(3);
  });

  it('publishes an update event when a category is renamed', async () => {
    const id = await create(owner, 'Before rename');
    expect((await call(UPDATE, { id, title: 'After rename' }, owner)).errors).toBeUndefined();
    await expect.poll(() => receivedFor(id).map((e) => (e.envelope.data as { action: string }).action)).toEqual(['create', 'update']);
    expect(receivedFor(id)[1].envelope.data).toMatchObject({ action: 'update', userId: owner.id, category: { id, title: 'After rename' } });
  });
});

describe('stronger delete confirmation (spec 002 §6)', () => {
  const DELETE_CONFIRMED = `mutation($id: ID!, $confirmTitle: String) { deleteArtworkCategory(id: $id, confirmTitle: $confirmTitle) { id deletedAt } }`;
  const FLAG = `query($id: ID!) { artworkCategory(ID: $id) { strongDeleteConfirm } }`;

  it("needs the exact title to delete the configured owner's category, nothing for others", async () => {
    const guarded = await create(strongOwner, 'Guarded');
    const plain = await create(sellerA, 'Plain');
    expect((await call(FLAG, { id: guarded }, strongOwner)).data.artworkCategory.strongDeleteConfirm).toBe(true);
    expect((await call(FLAG, { id: plain }, sellerA)).data.artworkCategory.strongDeleteConfirm).toBe(false);

    for (const confirmTitle of [undefined, 'guarded', 'Guarded ']) {
      const refused = await call(DELETE_CONFIRMED, { id: guarded, confirmTitle }, strongOwner);
      expect(refused.errors?.[0]).toMatchObject({ message: 'Please type the exact title to confirm the delete', extensions: { code: 'BAD_USER_INPUT', field: 'confirmTitle' } });
    }
    // An administrator deleting it needs the title just the same.
    expect((await call(DELETE_CONFIRMED, { id: guarded }, admin)).errors?.[0].extensions?.field).toBe('confirmTitle');
    expect((await call(DELETE_CONFIRMED, { id: guarded, confirmTitle: 'Guarded' }, admin)).data.deleteArtworkCategory.deletedAt).toEqual(expect.any(String));
    expect((await call(DELETE_CONFIRMED, { id: plain }, sellerA)).errors).toBeUndefined();
  });
});
