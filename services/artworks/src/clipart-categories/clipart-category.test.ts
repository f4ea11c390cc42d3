import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS, TOPICS } from '@pod/contracts';
import { InProcessEventBus, type ReceivedEvent } from '@pod/service-kit/events';
import { testUser } from '@pod/service-kit/testing';
import { createCategory, createClipart, startClipartTestEnv, type ClipartTestEnv } from '../cliparts/clipart-test-kit';
import { CLIPART_CATEGORY_MESSAGES } from './clipart-category.service';
import { STRONG_CONFIRM_MESSAGE } from '../shared/strong-confirm';

const sellerA = testUser({ id: '50000000-0000-4000-8000-00000000000a', roles: ['Seller'] });
const sellerB = testUser({ id: '50000000-0000-4000-8000-00000000000b', roles: ['Seller'] });
/** The configured owner whose deletes need the typed title. */
const strongOwner = testUser({ id: '50000000-0000-4000-8000-00000000000c', roles: ['Seller'] });
const listing = testUser({ id: '50000000-0000-4000-8000-00000000000d', roles: ['Listing'] });
const supplier = testUser({ id: '50000000-0000-4000-8000-00000000000e', roles: ['Supplier'] });
const admin = testUser({ id: DEMO_USERS.admin.id, roles: ['Administrator'], isSuperAdmin: true });

const TREE = `query($userID: ID, $parentID: ID) { clipartCategories(userID: $userID, parentID: $parentID) {
  count hits { id title parentID userID hasChild hasClipart numberOfCliparts strongDeleteConfirm
    children { id title hasChild hasClipart numberOfCliparts children { id title hasClipart numberOfCliparts children { id } } } } } }`;
const ONE = `query($id: ID!) { clipartCategory(id: $id) { id title numberOfCliparts hasChild displaySettings { x width cropX absolutePosition } } }`;
const UPDATE = `mutation($id: ID!, $parentID: ID, $title: String, $displaySettings: ClipartDisplaySettingsInput) {
  updateClipartCategory(id: $id, parentID: $parentID, title: $title, displaySettings: $displaySettings) { id title parentID displaySettings { x y width height rotation absolutePosition } } }`;
const DELETE = `mutation($id: ID!, $confirmTitle: String) { deleteClipartCategory(id: $id, confirmTitle: $confirmTitle) { id title } }`;
const CLIPARTS = `query($categoryID: [ID!], $userID: ID) { cliparts(categoryID: $categoryID, userID: $userID, page: -1, pageSize: -1) { count hits { id } } }`;
const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on ClipartCategory { id title numberOfCliparts } } }`;

// Each clipart is an upload through media (sign, post, register, then file): slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

let env: ClipartTestEnv;
const bus = new InProcessEventBus();
/** What the gateway's live-update consumer of the topic receives. */
const received: ReceivedEvent[] = [];

type Node = { id: string; title: string; numberOfCliparts: number; hasClipart: boolean; hasChild: boolean; children: Node[] };
const find = (nodes: Node[], id: string): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = find(n.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

beforeAll(async () => {
  await bus.subscribe({ groupId: 'test-live-updates', topics: [TOPICS.clipartCategoryChanged], fromBeginning: true, handler: async (e) => { received.push(e); } });
  env = await startClipartTestEnv({ bus, env: { STRONG_CONFIRM_OWNER_ID: strongOwner.id } });
}, 120_000);
afterAll(async () => {
  await env?.stop();
  await bus.close();
});

describe('clipart category tree', () => {
  it('rolls clipart counts up from the children; hasClipart marks direct holders', async () => {
    const animals = await createCategory(env, sellerA, 'Animals');
    const cats = await createCategory(env, sellerA, 'Cats', animals);
    const kittens = await createCategory(env, sellerA, 'Kittens', cats);
    const birds = await createCategory(env, sellerA, 'Birds', animals);
    await createClipart(env, sellerA, kittens, 'Kitten 1', 1);
    await createClipart(env, sellerA, kittens, 'Kitten 2', 2);
    await createClipart(env, sellerA, birds, 'Robin', 3);

    const res = await env.call(TREE, {}, sellerA);
    expect(res.errors).toBeUndefined();
    const root = find(res.data.clipartCategories.hits, animals)!;
    expect(root).toMatchObject({ title: 'Animals', numberOfCliparts: 3, hasClipart: false, hasChild: true });
    expect(root.children.map((c) => [c.title, c.numberOfCliparts, c.hasClipart])).toEqual([['Birds', 1, true], ['Cats', 2, false]]);
    expect(find(root.children, kittens)).toMatchObject({ numberOfCliparts: 2, hasClipart: true });

    // One level below a parent, and one category alone, carry the same rolled-up counts.
    const below = await env.call(TREE, { parentID: animals }, sellerA);
    expect(below.data.clipartCategories.hits.map((h: Node) => h.numberOfCliparts)).toEqual([1, 2]);
    expect((await env.call(ONE, { id: cats }, sellerA)).data.clipartCategory).toMatchObject({ numberOfCliparts: 2, hasChild: true });
  });

  it("requires a title: 'Category title is required'", async () => {
    for (const title of ['', '   ', null]) {
      const res = await env.call(`mutation($t: String) { createClipartCategory(title: $t) { id } }`, { t: title }, sellerA);
      expect(res.errors?.[0]).toMatchObject({ message: CLIPART_CATEGORY_MESSAGES.titleRequired, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const id = await createCategory(env, sellerA, 'Named');
    const renamed = await env.call(UPDATE, { id, title: ' ' }, sellerA);
    expect(renamed.errors?.[0]?.message).toBe(CLIPART_CATEGORY_MESSAGES.titleRequired);
  });

  it('refuses a parent that is the category itself, a descendant, or a category holding cliparts', async () => {
    const top = await createCategory(env, sellerA, 'Top');
    const mid = await createCategory(env, sellerA, 'Mid', top);
    const leaf = await createCategory(env, sellerA, 'Leaf', mid);
    const holder = await createCategory(env, sellerA, 'Holder');
    await createClipart(env, sellerA, holder, 'Held');

    for (const parentID of [top, mid, leaf]) {
      const res = await env.call(UPDATE, { id: top, parentID }, sellerA);
      expect(res.errors?.[0]).toMatchObject({ message: CLIPART_CATEGORY_MESSAGES.parentCycle, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const intoHolder = await env.call(UPDATE, { id: mid, parentID: holder }, sellerA);
    expect(intoHolder.errors?.[0]?.message).toBe(CLIPART_CATEGORY_MESSAGES.parentHoldsCliparts);
    const createUnderHolder = await env.call(`mutation($p: ID) { createClipartCategory(parentID: $p, title: "Sub") { id } }`, { p: holder }, sellerA);
    expect(createUnderHolder.errors?.[0]?.message).toBe(CLIPART_CATEGORY_MESSAGES.parentHoldsCliparts);

    // A legal move, then back to the top level with parentID null.
    const moved = await env.call(UPDATE, { id: leaf, parentID: top }, sellerA);
    expect(moved.data.updateClipartCategory).toMatchObject({ id: leaf, parentID: top });
    const toTop = await env.call(UPDATE, { id: leaf, parentID: null }, sellerA);
    expect(toTop.data.updateClipartCategory.parentID).toBeNull();
  });

  it('keeps the tree to 9 levels', async () => {
    let parent: string | null = null;
    for (let level = 1; level <= 9; level++) parent = await createCategory(env, sellerA, `Level ${level}`, parent);
    const tenth = await env.call(`mutation($p: ID) { createClipartCategory(parentID: $p, title: "Level 10") { id } }`, { p: parent }, sellerA);
    expect(tenth.errors?.[0]?.message).toBe(CLIPART_CATEGORY_MESSAGES.tooDeep);
  });

  it('stores the per-category layer settings (Setting)', async () => {
    const id = await createCategory(env, sellerA, 'Frames');
    const res = await env.call(UPDATE, { id, displaySettings: { x: 10, y: 20, width: 300, height: 200, rotation: 15, absolutePosition: true } }, sellerA);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateClipartCategory.displaySettings).toEqual({ x: 10, y: 20, width: 300, height: 200, rotation: 15, absolutePosition: true });
    expect((await env.call(ONE, { id }, sellerA)).data.clipartCategory.displaySettings).toEqual({ x: 10, width: 300, cropX: null, absolutePosition: true });
    const bounded = await env.call(UPDATE, { id, displaySettings: { rotation: 100000 } }, sellerA);
    expect(bounded.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('duplicateClipartCategory', () => {
  it('copies the subtree beside the original with its cliparts', async () => {
    const root = await createCategory(env, sellerA, 'Original');
    const child = await createCategory(env, sellerA, 'Inner', root);
    await createClipart(env, sellerA, child, 'Copied clip');
    const res = await env.call(`mutation($id: ID!) { duplicateClipartCategory(id: $id) { id title parentID numberOfCliparts children { title numberOfCliparts hasClipart } } }`, { id: root }, sellerA);
    expect(res.errors).toBeUndefined();
    expect(res.data.duplicateClipartCategory).toMatchObject({ title: 'Original (copy)', parentID: null, numberOfCliparts: 1, children: [{ title: 'Inner', numberOfCliparts: 1, hasClipart: true }] });
    expect((await env.call(ONE, { id: root }, sellerA)).data.clipartCategory.numberOfCliparts).toBe(1);
    const copyId = res.data.duplicateClipartCategory.id;
    await expect.poll(() => received.filter((e) => e.envelope.key === copyId).length).toBe(1);
  });
});

describe('deleteClipartCategory', () => {
  it('removes the nested categories and their cliparts, with one live delete event', async () => {
    const before = (await env.call(CLIPARTS, {}, sellerA)).data.cliparts.count;
    const root = await createCategory(env, sellerA, 'Doomed');
    const child = await createCategory(env, sellerA, 'Doomed child', root);
    const grandchild = await createCategory(env, sellerA, 'Doomed grandchild', child);
    await createClipart(env, sellerA, grandchild, 'Gone 1');
    await createClipart(env, sellerA, grandchild, 'Gone 2');
    expect((await env.call(CLIPARTS, {}, sellerA)).data.cliparts.count).toBe(before + 2);

    const res = await env.call(DELETE, { id: root }, sellerA);
    expect(res.data.deleteClipartCategory).toEqual({ id: root, title: 'Doomed' });
    for (const id of [root, child, grandchild]) {
      expect((await env.call(ONE, { id }, sellerA)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await env.call(CLIPARTS, {}, sellerA)).data.cliparts.count).toBe(before);
    const tree = await env.call(TREE, {}, sellerA);
    expect(find(tree.data.clipartCategories.hits, root)).toBeUndefined();

    await expect.poll(() => received.filter((e) => e.envelope.key === root).map((e) => (e.envelope.data as { action: string }).action)).toEqual(['create', 'delete']);
    const deleted = received.find((e) => e.envelope.key === root && (e.envelope.data as { action: string }).action === 'delete')!;
    expect(deleted.envelope.data).toEqual({
      action: 'delete',
      userId: sellerA.id,
      category: { id: root, parentID: null, title: 'Doomed', numberOfCliparts: 2, hasChild: true },
    });
    // Descendants leave with their root: no event of their own.
    expect(received.filter((e) => e.envelope.key === child).map((e) => (e.envelope.data as { action: string }).action)).toEqual(['create']);
  });

  it('needs the exact title for the configured owner (strongDeleteConfirm)', async () => {
    const id = await createCategory(env, strongOwner, 'Keep Me');
    const tree = await env.call(TREE, {}, strongOwner);
    expect(find(tree.data.clipartCategories.hits, id)).toMatchObject({ strongDeleteConfirm: true });
    for (const confirmTitle of [null, 'keep me', 'Keep Me ']) {
      const res = await env.call(DELETE, { id, confirmTitle }, strongOwner);
      expect(res.errors?.[0]).toMatchObject({ message: STRONG_CONFIRM_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await env.call(DELETE, { id, confirmTitle: 'Keep Me' }, strongOwner)).errors).toBeUndefined();
    const other = await env.call(TREE, {}, sellerA);
    expect(other.data.clipartCategories.hits.every((h: { strongDeleteConfirm: boolean }) => !h.strongDeleteConfirm)).toBe(true);
  });
});

describe('clipart category scoping', () => {
  it("never shows or lets another seller change a seller's categories", async () => {
    const mine = await createCategory(env, sellerA, 'Private');
    const theirs = await env.call(TREE, { userID: sellerA.id }, sellerB);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.clipartCategories.count).toBe(0);
    expect((await env.call(ONE, { id: mine }, sellerB)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(UPDATE, { id: mine, title: 'Hijacked' }, sellerB)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(DELETE, { id: mine }, sellerB)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const under = await env.call(`mutation($p: ID) { createClipartCategory(parentID: $p, title: "Intruder") { id } }`, { p: mine }, sellerB);
    expect(under.errors?.[0]?.message).toBe(CLIPART_CATEGORY_MESSAGES.parentNotFound);
    // B cannot move their own category under A's either.
    const own = await createCategory(env, sellerB, 'Own');
    expect((await env.call(UPDATE, { id: own, parentID: mine }, sellerB)).errors?.[0]?.message).toBe(CLIPART_CATEGORY_MESSAGES.parentNotFound);
    // Federation references obey the same rule.
    const refs = await env.call(ENTITIES, { reps: [{ __typename: 'ClipartCategory', id: mine }] }, sellerB);
    expect(refs.data._entities).toEqual([null]);
    expect((await env.call(ENTITIES, { reps: [{ __typename: 'ClipartCategory', id: mine }] }, sellerA)).data._entities[0]).toMatchObject({ id: mine, title: 'Private' });
    expect((await env.call(ONE, { id: mine }, sellerA)).data.clipartCategory.title).toBe('Private');
  });

  it('lets staff read every owner (or one with userID) while only managers write', async () => {
    const mine = await createCategory(env, sellerA, 'Seen by staff');
    const all = await env.call(TREE, {}, admin);
    expect(find(all.data.clipartCategories.hits, mine)).toBeDefined();
    const onlyB = await env.call(TREE, { userID: sellerB.id }, listing);
    expect(onlyB.data.clipartCategories.hits.every((h: { userID: string }) => h.userID === sellerB.id)).toBe(true);
    expect(find(onlyB.data.clipartCategories.hits, mine)).toBeUndefined();
    expect((await env.call(UPDATE, { id: mine, title: 'By listing' }, listing)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await env.call(TREE, {}, supplier)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // An Administrator adding under a seller's folder adds to the seller's tree.
    const child = await env.call(`mutation($p: ID) { createClipartCategory(parentID: $p, title: "From admin") { id userID } }`, { p: mine }, admin);
    expect(child.data.createClipartCategory.userID).toBe(sellerA.id);
  });
});
