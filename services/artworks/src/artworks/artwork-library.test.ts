import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService, UserContext } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';
import { STRONG_CONFIRM_MESSAGE } from '../shared/strong-confirm';

// Issue 14 item 1 and 6: lock, duplicate, the stronger delete confirmation, seller scoping of each.
const seller = testUser({ id: '20000000-0000-4000-8000-0000000001a1', roles: ['Seller'] });
const other = testUser({ id: '20000000-0000-4000-8000-0000000001a2', roles: ['Seller'] });
/** STRONG_CONFIRM_OWNER_ID of this service. */
const configured = testUser({ id: '20000000-0000-4000-8000-0000000001a3', roles: ['Seller'] });
const admin = testUser({ id: '20000000-0000-4000-8000-0000000001ad', roles: ['Administrator'] });

const FIELDS = `id title lock width height userID templates sharedLayers templateDisplayMode templateDisplayLabel categories { id } strongDeleteConfirm updatedAt`;
const CREATE_CATEGORY = `mutation($title: String) { createArtworkCategory(title: $title) { id } }`;
const CREATE = `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!, $confirmTitle: String) { deleteArtwork(id: $id, confirmTitle: $confirmTitle) { id } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateArtwork(id: $id) { ${FIELDS} } }`;
const LOCK = `mutation($id: ID!, $status: Boolean!) { changeLockStatus(id: $id, status: $status) { ${FIELDS} } }`;
const GET = `query($id: ID!) { artwork(id: $id) { ${FIELDS} } }`;
const ENTITIES = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Artwork { id title strongDeleteConfirm } } }`;
const VERSION_COUNT = `SELECT count(*)::int AS n FROM "artworks"."artwork_versions" WHERE "artwork_id" = $1`;

const templates = [
  { title: 'Main', isDefault: true, layers: [{ id: 'name', type: 'Text', title: 'Name', x: 10, y: 10, width: 80, values: [{ active: true, text: 'Hi' }], personalized: { enable: true, label: 'Name' } }],
  },
];

let artworks: ServiceUnderTest<RunningService>;
let call: ServiceUnderTest<RunningService>['call'];
const categories = new Map<string, string>();

async function ok(query: string, vars: Record<string, unknown>, as: UserContext) {
  const res = await call(query, vars, as);
  expect(res.errors).toBeUndefined();
  return res.data;
}

/** Reads the version table as it is stored (the service offers no GraphQL view of old versions). */
async function sql(query: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: artworks.db.url });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}

async function create(as: UserContext, title: string) {
  return (await ok(CREATE, { input: { title, categoryIds: [categories.get(as.id)], width: 300, height: 200 } }, as)).createArtwork;
}

beforeAll(async () => {
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false', STRONG_CONFIRM_OWNER_ID: configured.id } });
  call = artworks.call;
  for (const user of [seller, other, configured]) categories.set(user.id, (await ok(CREATE_CATEGORY, { title: `Cat of ${user.id}` }, user)).createArtworkCategory.id);
});
afterAll(async () => {
  await artworks?.stop();
});

describe('changeLockStatus', () => {
  it('locks: update and delete are refused until it is unlocked again', async () => {
    const art = await create(seller, 'Lockable');
    expect((await ok(LOCK, { id: art.id, status: true }, seller)).changeLockStatus.lock).toBe(true);
    for (const [query, vars] of [
      [UPDATE, { id: art.id, input: { title: 'changed' } }],
      [UPDATE, { id: art.id, input: { templates } }],
      [DELETE, { id: art.id }],
    ] as const) {
      const res = await call(query, vars, seller);
      expect(res.errors?.[0]).toMatchObject({ message: 'This artwork is locked', extensions: { code: 'BAD_USER_INPUT' } });
    }
    // Locked for staff too: the lock is the artwork's, not a role's.
    expect((await call(UPDATE, { id: art.id, input: { title: 'admin edit' } }, admin)).errors?.[0].message).toBe('This artwork is locked');
    expect((await ok(GET, { id: art.id }, seller)).artwork).toMatchObject({ title: 'Lockable', lock: true, templates: [{ title: 'Default', isDefault: true, layers: [] }] });

    expect((await ok(LOCK, { id: art.id, status: false }, seller)).changeLockStatus.lock).toBe(false);
    expect((await ok(UPDATE, { id: art.id, input: { title: 'Unlocked now' } }, seller)).updateArtwork.title).toBe('Unlocked now');
    expect((await call(DELETE, { id: art.id }, seller)).errors).toBeUndefined();
  });

  it("is another seller's artwork not found, and needs artworks.write", async () => {
    const art = await create(seller, 'Not yours to lock');
    const res = await call(LOCK, { id: art.id, status: true }, other);
    expect(res.errors?.[0]).toMatchObject({ message: 'Artwork not found', extensions: { code: 'NOT_FOUND' } });
    const designer = testUser({ id: '20000000-0000-4000-8000-0000000001a9', roles: ['Designs'] });
    expect((await call(LOCK, { id: art.id, status: true }, designer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ok(GET, { id: art.id }, seller)).artwork.lock).toBe(false);
    // Staff may lock a seller's artwork.
    expect((await ok(LOCK, { id: art.id, status: true }, admin)).changeLockStatus.lock).toBe(true);
  });
});

describe('duplicateArtwork', () => {
  it('copies the document and categories to a new unlocked artwork titled "(copy)", with its own version 1', async () => {
    const art = await create(seller, 'Original');
    const second = (await ok(CREATE_CATEGORY, { title: 'Second folder' }, seller)).createArtworkCategory.id;
    const saved = (await ok(UPDATE, { id: art.id, input: { templates, templateDisplayMode: 'dropdown', templateDisplayLabel: 'Pick', categoryIds: [categories.get(seller.id), second] } }, seller)).updateArtwork;
    await ok(LOCK, { id: art.id, status: true }, seller);

    const copy = (await ok(DUPLICATE, { id: art.id }, seller)).duplicateArtwork;
    expect(copy.id).not.toBe(art.id);
    expect(copy).toMatchObject({
      title: 'Original (copy)',
      lock: false,
      width: 300,
      height: 200,
      userID: seller.id,
      templates: saved.templates,
      sharedLayers: [],
      templateDisplayMode: 'dropdown',
      templateDisplayLabel: 'Pick',
    });
    expect(copy.categories.map((c: { id: string }) => c.id).sort()).toEqual([categories.get(seller.id), second].sort());
    // The copy is its own artwork: editing it leaves the original (still locked) alone.
    await ok(UPDATE, { id: copy.id, input: { title: 'Edited copy', templates: [{ ...templates[0], layers: [] }] } }, seller);
    expect((await ok(GET, { id: art.id }, seller)).artwork).toMatchObject({ title: 'Original', lock: true, templates: saved.templates });
    expect(await sql(VERSION_COUNT, [copy.id])).toEqual([{ n: 2 }]);
  });

  it("copies a seller's artwork for staff into that seller's library; another seller gets not found", async () => {
    const art = await create(seller, 'Staff copies me');
    const copy = (await ok(DUPLICATE, { id: art.id }, admin)).duplicateArtwork;
    expect(copy).toMatchObject({ userID: seller.id, title: 'Staff copies me (copy)' });
    const res = await call(DUPLICATE, { id: art.id }, other);
    expect(res.errors?.[0]).toMatchObject({ message: 'Artwork not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('strong delete confirmation (STRONG_CONFIRM_OWNER_ID)', () => {
  it('flags only the configured owner\'s artworks, on reads and federation references', async () => {
    const mine = await create(configured, 'Guarded');
    const theirs = await create(seller, 'Plain');
    expect(mine.strongDeleteConfirm).toBe(true);
    expect(theirs.strongDeleteConfirm).toBe(false);
    const refs = await ok(ENTITIES, { reps: [{ __typename: 'Artwork', id: mine.id }, { __typename: 'Artwork', id: theirs.id }] }, admin);
    expect(refs._entities).toEqual([
      { id: mine.id, title: 'Guarded', strongDeleteConfirm: true },
      { id: theirs.id, title: 'Plain', strongDeleteConfirm: false },
    ]);
    // References are owner-scoped like every other read.
    const scoped = await ok(ENTITIES, { reps: [{ __typename: 'Artwork', id: mine.id }] }, seller);
    expect(scoped._entities).toEqual([null]);
  });

  it('refuses the delete unless confirmTitle is exactly the title; others need nothing', async () => {
    const guarded = await create(configured, 'Keep Me Safe');
    for (const confirmTitle of [undefined, null, '', 'keep me safe', 'Keep Me Safe ']) {
      const res = await call(DELETE, { id: guarded.id, confirmTitle }, configured);
      expect(res.errors?.[0]).toMatchObject({ message: STRONG_CONFIRM_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'confirmTitle' } });
    }
    // The same rule for staff deleting it.
    expect((await call(DELETE, { id: guarded.id }, admin)).errors?.[0].message).toBe(STRONG_CONFIRM_MESSAGE);
    expect((await ok(GET, { id: guarded.id }, configured)).artwork.title).toBe('Keep Me Safe');
    await ok(DELETE, { id: guarded.id, confirmTitle: 'Keep Me Safe' }, admin);
    expect((await call(GET, { id: guarded.id }, configured)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const plain = await create(seller, 'Plain delete');
    expect((await call(DELETE, { id: plain.id }, seller)).errors).toBeUndefined();
  });
});

describe('versions', () => {
  it('never changes a recorded version: saves append, a title-only save or a lock adds none', async () => {
    const art = await create(seller, 'Versioned');
    await ok(UPDATE, { id: art.id, input: { templates } }, seller);
    const before = await sql(`SELECT "version", "document", "created_at" FROM "artworks"."artwork_versions" WHERE "artwork_id" = $1 ORDER BY "version"`, [art.id]);
    expect(before.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    await ok(UPDATE, { id: art.id, input: { title: 'Renamed' } }, seller);
    await ok(LOCK, { id: art.id, status: true }, seller);
    await ok(LOCK, { id: art.id, status: false }, seller);
    await ok(UPDATE, { id: art.id, input: { templates: [{ title: 'Default', isDefault: true, layers: [] }], width: 400 } }, seller);
    const after = await sql(`SELECT "version", "document", "created_at" FROM "artworks"."artwork_versions" WHERE "artwork_id" = $1 ORDER BY "version"`, [art.id]);
    expect(after.map((v: { version: number }) => v.version)).toEqual([1, 2, 3]);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2].document).toMatchObject({ title: 'Renamed', width: 400, templates: [{ title: 'Default', isDefault: true, layers: [] }] });
  });

  it('moves updatedAt ("last changed") on every save', async () => {
    const art = await create(seller, 'Changing');
    const saved = (await ok(UPDATE, { id: art.id, input: { title: 'Changed' } }, seller)).updateArtwork;
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(art.updatedAt));
  });
});
