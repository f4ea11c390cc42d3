import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type ArtworkPrintFileRequestedEvent } from '@pod/contracts';
import { createLogger, InProcessEventBus, type RunningService, type UserContext } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';

// Issue 23 through the artworks service: the editor's save rules, the Versions drawer and restore,
// and the print-file request (the render itself is tested with media in artwork-print-file.test.ts).
const sellerA = testUser({ id: '23000000-0000-4000-8000-00000000000a', roles: ['Seller'] });
const sellerB = testUser({ id: '23000000-0000-4000-8000-00000000000b', roles: ['Seller'] });
const admin = testUser({ id: '23000000-0000-4000-8000-0000000000ad', roles: ['Administrator'], isSuperAdmin: true });
const designer = testUser({ id: '23000000-0000-4000-8000-0000000000de', roles: ['Designs'] });
const bus = new InProcessEventBus({ logger: createLogger('artwork-editor.test', 'silent'), redeliveryDelayMs: 10 });

const CREATE = `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id templates } }`;
const LOCK = `mutation($id: ID!, $status: Boolean!) { changeLockStatus(id: $id, status: $status) { lock } }`;
const VERSIONS = `query($id: ID!, $page: Int, $pageSize: Int) { artwork(id: $id) { versions(page: $page, pageSize: $pageSize) { count hits { id version createdAt author { id } preview } } } }`;
const RESTORE = `mutation($a: ID!, $v: ID!) { restoreArtworkVersion(artworkID: $a, versionID: $v) { id width templates } }`;
const RENDER = `mutation($a: ID!, $t: Int, $p: JSON) { renderArtworkPrintFile(artworkID: $a, template: $t, personalization: $p) }`;

let artworks: ServiceUnderTest<RunningService>;
let catA = '';
const requested: ArtworkPrintFileRequestedEvent[] = [];

const text = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Text', title: id, values: [{ active: true, text: id }], ...extra });
const templates = (layers: unknown[], extra: Record<string, unknown> = {}) => [{ title: 'Main', isDefault: true, layers, ...extra }];

async function create(as: UserContext = sellerA, size = { width: 100, height: 80 }): Promise<string> {
  const res = await artworks.call(CREATE, { input: { title: 'Editor', categoryIds: [catA], ...size } }, as);
  expect(res.errors).toBeUndefined();
  return res.data.createArtwork.id;
}

/** The refusal's `extensions.errors` as `path: reason` lines. */
async function refused(id: string, input: Record<string, unknown>): Promise<string[]> {
  const res = await artworks.call(UPDATE, { id, input }, sellerA);
  expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  return ((res.errors?.[0].extensions?.errors ?? []) as { path: string; reason: string }[]).map((e) => `${e.path}: ${e.reason}`);
}

beforeAll(async () => {
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false' }, bus });
  catA = (await artworks.call(`mutation { createArtworkCategory(title: "Editor") { id } }`, {}, sellerA)).data.createArtworkCategory.id;
  await bus.subscribe({
    groupId: 'artwork-editor.test',
    topics: [TOPICS.artworkPrintFileRequested],
    fromBeginning: true,
    handler: async ({ envelope }) => {
      requested.push(envelope.data as ArtworkPrintFileRequestedEvent);
    },
  });
}, 120_000);
afterAll(async () => {
  await artworks?.stop();
  await bus.close();
});

describe('updateArtwork enforces the editor rules of spec 002 §5', () => {
  const option = { id: 'opt', type: 'Option', title: 'Colour', options: [{ label: 'Red', value: 'red' }] };
  const personal = text('name', { personalized: { enable: true, label: 'Name' } });
  const rule = (target: string) => ({ condition: { enable: true, action: 'show', match: 'all', rules: [{ option: target, logic: '=', value: 'red' }] } });

  it('accepts a document that keeps every rule', async () => {
    const id = await create();
    const res = await artworks.call(UPDATE, { id, input: { templates: templates([option, personal, text('shown', rule('opt')), text('echo', { hidden: true, dependOnLayer: 'name' }), text('plain', { excludeMockup: true, ordering: 199 })]) } }, sellerA);
    expect(res.errors).toBeUndefined();
  });

  it('refuses ineligible condition targets (itself, a group, a plain layer, an images layer)', async () => {
    const id = await create();
    const photo = { id: 'photo', type: 'Image', title: 'Photo', personalized: { enable: true, type: 'images' } };
    const errors = await refused(id, {
      templates: templates([photo, { id: 'g', type: 'Group', title: 'g' }, text('plain'), text('a', rule('a')), text('b', rule('g')), text('c', rule('plain')), text('d', rule('photo'))]),
    });
    expect(errors).toEqual([
      'templates[0].layers[3].condition.rules[0].option: a condition cannot refer to the layer itself',
      'templates[0].layers[4].condition.rules[0].option: condition target "g" is a Group',
      'templates[0].layers[5].condition.rules[0].option: condition target "plain" is neither an Option layer nor personalised',
      `templates[0].layers[6].condition.rules[0].option: condition target "Photo" is an 'images' layer`,
    ]);
  });

  it('refuses depend-on targets of another type or not personalised', async () => {
    const id = await create();
    const errors = await refused(id, { templates: templates([personal, text('plain'), { id: 'img', type: 'Image', title: 'img', hidden: true, dependOnLayer: 'name' }, text('e', { hidden: true, dependOnLayer: 'plain' })]) });
    expect(errors).toEqual([
      'templates[0].layers[2].dependOnLayer: depends on "name" of type Text, but it is a Image layer',
      'templates[0].layers[3].dependOnLayer: depends on "plain", which is not personalised',
    ]);
  });

  it("refuses 'Exclude from mockup' on Option, Group and personalised layers", async () => {
    const id = await create();
    const errors = await refused(id, { templates: templates([{ ...option, excludeMockup: true }, { ...personal, excludeMockup: true }, { id: 'g', type: 'Group', title: 'g', excludeMockup: true }]) });
    expect(errors).toEqual([
      "templates[0].layers[0].excludeMockup: 'Exclude from mockup' cannot be set on an Option layer",
      "templates[0].layers[1].excludeMockup: 'Exclude from mockup' cannot be set on a personalised layer",
      "templates[0].layers[2].excludeMockup: 'Exclude from mockup' cannot be set on a Group",
    ]);
  });

  it('refuses values out of the panel bounds', async () => {
    const id = await create();
    const errors = await refused(id, {
      templates: templates([text('t', { strokeWidth: 11, lineHeight: 11, ordering: 200 }), { id: 'i', type: 'Image', title: 'i', _filters: { blur: 41, pixelate: 0 } }]),
    });
    expect(errors.map((e) => e.split(':')[0]).sort()).toEqual([
      'templates[0].layers[0].lineHeight',
      'templates[0].layers[0].ordering',
      'templates[0].layers[0].strokeWidth',
      'templates[0].layers[1]._filters.blur',
      'templates[0].layers[1]._filters.pixelate',
    ]);
  });

  it('requires template titles and allows one default template', async () => {
    const id = await create();
    const errors = await refused(id, {
      templates: [
        { title: ' ', layers: [] },
        { title: 'A', isDefault: true, layers: [] },
        { title: 'B', isDefault: true, layers: [] },
      ],
    });
    expect(errors).toEqual(['templates[0].title: Template title is required']);
    expect(await refused(id, { templates: [{ title: 'A', isDefault: true, layers: [] }, { title: 'B', isDefault: true, layers: [] }] })).toEqual([
      'templates[1].isDefault: only one template can be the default',
    ]);
  });

  it('a new artwork starts with one default template; a save keeps at least one and exactly one default (the template bar\'s rules)', async () => {
    const id = await create();
    const got = await artworks.call(`query($id: ID!) { artwork(id: $id) { templates } }`, { id }, sellerA);
    expect(got.data.artwork.templates).toEqual([{ title: 'Default', isDefault: true, layers: [] }]);
    expect(await refused(id, { templates: [] })).toEqual(['templates: an artwork keeps at least one template']);
    expect(await refused(id, { templates: [{ title: 'A', layers: [] }, { title: 'B', layers: [] }] })).toEqual(['templates: one template must be the default']);
    // Saving only the title or the size does not send templates: not checked again.
    expect((await artworks.call(UPDATE, { id, input: { width: 90 } }, sellerA)).errors).toBeUndefined();
    const res = await artworks.call(UPDATE, { id, input: { templates: [{ title: 'A', layers: [] }, { title: 'B', isDefault: true, layers: [] }] } }, sellerA);
    expect(res.errors).toBeUndefined();
  });

  it('checks a save of the whole document (what the editor sends) against the stored one without reading it back', async () => {
    const id = await create();
    // Templates and shared layers together: the stored document is not read, only its number of templates.
    expect(await refused(id, { templates: [], sharedLayers: [] })).toEqual(['templates: an artwork keeps at least one template']);
    const saved = await artworks.call(UPDATE, { id, input: { templates: templates([text('a')]), sharedLayers: [text('s')] } }, sellerA);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateArtwork.templates[0].layers.map((l: { id: string }) => l.id)).toEqual(['a']);
    const got = await artworks.call(`query($id: ID!) { artwork(id: $id) { templates sharedLayers versions { count } } }`, { id }, sellerA);
    expect(got.data.artwork.templates[0].layers.map((l: { id: string }) => l.id)).toEqual(['a']);
    expect(got.data.artwork.sharedLayers.map((l: { id: string }) => l.id)).toEqual(['s']);
    expect(got.data.artwork.versions.count).toBe(2);
    // Owner scoping and the lock hold on this path too.
    const other = await artworks.call(UPDATE, { id, input: { templates: templates([text('b')]), sharedLayers: [] } }, sellerB);
    expect(other.errors?.[0]).toMatchObject({ message: 'Artwork not found', extensions: { code: 'NOT_FOUND' } });
    await artworks.call(LOCK, { id, status: true }, sellerA);
    const locked = await artworks.call(UPDATE, { id, input: { templates: templates([text('b')]), sharedLayers: [] } }, sellerA);
    expect(locked.errors?.[0]).toMatchObject({ message: 'This artwork is locked' });
  });

  it('refuses a save while locked, and nothing is written', async () => {
    const id = await create();
    await artworks.call(LOCK, { id, status: true }, sellerA);
    const res = await artworks.call(UPDATE, { id, input: { templates: templates([text('a')]) } }, sellerA);
    expect(res.errors?.[0]).toMatchObject({ message: 'This artwork is locked', extensions: { code: 'BAD_USER_INPUT' } });
    const versions = await artworks.call(VERSIONS, { id }, sellerA);
    expect(versions.data.artwork.versions.count).toBe(1);
  });
});

describe('Artwork.versions and restoreArtworkVersion (issue 23)', () => {
  it('lists every version newest first with who saved it, and pages', async () => {
    const id = await create();
    await artworks.call(UPDATE, { id, input: { templates: templates([text('first')]) } }, sellerA);
    // Staff may save a seller's artwork: the version is credited to them.
    await artworks.call(UPDATE, { id, input: { templates: templates([text('second')]), width: 120 } }, admin);
    const res = await artworks.call(VERSIONS, { id }, sellerA);
    expect(res.errors).toBeUndefined();
    const page = res.data.artwork.versions;
    expect(page.count).toBe(3);
    expect(page.hits.map((h: { id: string; version: number; author: { id: string } }) => [h.id, h.version, h.author.id])).toEqual([
      [`${id}@3`, 3, admin.id],
      [`${id}@2`, 2, sellerA.id],
      [`${id}@1`, 1, sellerA.id],
    ]);
    expect(Number.isNaN(Date.parse(page.hits[0].createdAt))).toBe(false);
    const second = await artworks.call(VERSIONS, { id, page: 2, pageSize: 2 }, sellerA);
    expect(second.data.artwork.versions.hits.map((h: { version: number }) => h.version)).toEqual([1]);
    const tooBig = await artworks.call(VERSIONS, { id, pageSize: 101 }, sellerA);
    expect(tooBig.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("keeps each version's own preview once media answers", async () => {
    const id = await create();
    // media's answer for version 1, as the preview consumer receives it.
    await bus.publish(TOPICS.artworkPreviewRendered, [
      { id: crypto.randomUUID(), type: TOPICS.artworkPreviewRendered, occurredAt: new Date().toISOString(), key: id, version: 1, data: { requestId: crypto.randomUUID(), artworkId: id, version: 1, key: 'artwork-previews/v1.png', log: null, renderMs: 1 } },
    ]);
    await expect.poll(async () => (await artworks.call(VERSIONS, { id }, sellerA)).data.artwork.versions.hits[0].preview, { timeout: 20_000 }).toBe('artwork-previews/v1.png');
  });

  it('restores a version as a new save, leaving the old versions as they were', async () => {
    const id = await create();
    await artworks.call(UPDATE, { id, input: { templates: templates([text('first')]) } }, sellerA);
    await artworks.call(UPDATE, { id, input: { templates: templates([text('second')]), width: 150 } }, sellerA);
    const res = await artworks.call(RESTORE, { a: id, v: `${id}@2` }, sellerA);
    expect(res.errors).toBeUndefined();
    expect(res.data.restoreArtworkVersion.width).toBe(100);
    expect(res.data.restoreArtworkVersion.templates[0].layers[0].id).toBe('first');
    const hits = (await artworks.call(VERSIONS, { id }, sellerA)).data.artwork.versions.hits;
    expect(hits.map((h: { version: number }) => h.version)).toEqual([4, 3, 2, 1]);
    // The bare number works too.
    expect((await artworks.call(RESTORE, { a: id, v: '1' }, sellerA)).data.restoreArtworkVersion.templates).toEqual([{ title: 'Default', isDefault: true, layers: [] }]);
  });

  it('refuses while locked, for unknown versions, another artwork\'s version id, and another seller', async () => {
    const id = await create();
    const other = await create();
    expect((await artworks.call(RESTORE, { a: id, v: '9' }, sellerA)).errors?.[0]).toMatchObject({ message: 'Version not found', extensions: { code: 'NOT_FOUND' } });
    expect((await artworks.call(RESTORE, { a: id, v: `${other}@1` }, sellerA)).errors?.[0].message).toBe('Version not found');
    expect((await artworks.call(RESTORE, { a: id, v: '1' }, sellerB)).errors?.[0]).toMatchObject({ message: 'Artwork not found' });
    expect((await artworks.call(VERSIONS, { id }, sellerB)).errors?.[0]).toMatchObject({ message: 'Artwork not found' });
    // Designers read every artwork's versions but may not write.
    expect((await artworks.call(VERSIONS, { id }, designer)).data.artwork.versions.count).toBe(1);
    expect((await artworks.call(RESTORE, { a: id, v: '1' }, designer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await artworks.call(LOCK, { id, status: true }, sellerA);
    expect((await artworks.call(RESTORE, { a: id, v: '1' }, sellerA)).errors?.[0].message).toBe('This artwork is locked');
  });

  it('checks the restored document against the rules of today', async () => {
    const id = await create();
    await artworks.call(UPDATE, { id, input: { templates: templates([text('a')]) } }, sellerA);
    // A version saved before the one-default rule existed (written as an old save would have).
    const client = new pg.Client({ connectionString: artworks.db.url });
    await client.connect();
    try {
      await client.query(
        `UPDATE "artworks"."artwork_versions" SET "document" = jsonb_set("document", '{templates}', $2::jsonb) WHERE "artwork_id" = $1 AND "version" = 2`,
        [id, JSON.stringify([{ title: 'A', isDefault: true, layers: [] }, { title: 'B', isDefault: true, layers: [] }])],
      );
    } finally {
      await client.end();
    }
    const res = await artworks.call(RESTORE, { a: id, v: '2' }, sellerA);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'templates[1].isDefault', reason: 'only one template can be the default' }] });
  });

  it('restores a version from before new artworks had a template (no templates) as it was: the template bar rules bind edits, not a restore', async () => {
    const id = await create();
    await artworks.call(UPDATE, { id, input: { templates: templates([text('a')]) } }, sellerA);
    const client = new pg.Client({ connectionString: artworks.db.url });
    await client.connect();
    try {
      await client.query(`UPDATE "artworks"."artwork_versions" SET "document" = jsonb_set("document", '{templates}', '[]'::jsonb) WHERE "artwork_id" = $1 AND "version" = 1`, [id]);
    } finally {
      await client.end();
    }
    const res = await artworks.call(RESTORE, { a: id, v: '1' }, sellerA);
    expect(res.errors).toBeUndefined();
    expect(res.data.restoreArtworkVersion.templates).toEqual([]);
  });
});

describe('renderArtworkPrintFile (the request side)', () => {
  it("asks media for the latest saved version at the artwork's print size, with the values and template", async () => {
    const id = await create(sellerA, { width: 1500, height: 1800 });
    await artworks.call(UPDATE, { id, input: { templates: templates([text('name', { personalized: { enable: true } })]) } }, sellerA);
    const res = await artworks.call(RENDER, { a: id, t: 0, p: { name: 'Ann', photo: { file: { key: 'u/x/a.png' } }, pet: { clipartId: 'c1' }, age: 3 } }, sellerA);
    expect(res.errors).toBeUndefined();
    const token = res.data.renderArtworkPrintFile;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => requested.find((r) => r.token === token), { timeout: 20_000 }).toBeDefined();
    expect(requested.find((r) => r.token === token)).toEqual({
      token,
      userId: sellerA.id,
      artworkId: id,
      version: 2,
      template: 0,
      personalization: { name: 'Ann', photo: { file: { key: 'u/x/a.png' } }, pet: { clipartId: 'c1' }, age: 3 },
      output: { width: 1500, height: 1800, dpi: 300 },
    });
  });

  it('refuses another seller, a template that does not exist and values that are not shopper values', async () => {
    const id = await create();
    const before = requested.length;
    expect((await artworks.call(RENDER, { a: id }, sellerB)).errors?.[0]).toMatchObject({ message: 'Artwork not found', extensions: { code: 'NOT_FOUND' } });
    expect((await artworks.call(RENDER, { a: id, t: 1 }, sellerA)).errors?.[0]).toMatchObject({ message: 'Template not found', extensions: { field: 'template' } });
    expect((await artworks.call(RENDER, { a: id, t: -2 }, sellerA)).errors?.[0].message).toBe('Template not found');
    for (const p of [['x'], 'text', { a: { nested: { deep: 1 } } }, { a: [1] }, { a: 'x'.repeat(10_001) }, Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`l${i}`, 'v']))]) {
      const res = await artworks.call(RENDER, { a: id, p }, sellerA);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    // The shared layers (-1) and no values are fine; staff who read every artwork may ask too.
    expect((await artworks.call(RENDER, { a: id, t: -1 }, sellerA)).errors).toBeUndefined();
    expect((await artworks.call(RENDER, { a: id }, designer)).errors).toBeUndefined();
    await expect.poll(() => requested.length - before, { timeout: 20_000 }).toBe(2);
  });
});
