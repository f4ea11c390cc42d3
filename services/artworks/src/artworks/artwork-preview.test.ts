import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS, TOPICS, type ArtworkPreviewRenderedEvent } from '@pod/contracts';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { createLogger, InProcessEventBus, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, testUserHeaders, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';
import { ARTWORK_PREVIEW_GROUP } from './artwork-previews';

// The preview flow end to end on one in-process bus: a save records a version and asks media
// (outbox → artworks.preview.requested), media renders it with the print-file renderer and
// stores it (→ media.artwork-preview.rendered), artworks sets the artwork's preview.
const DEMO_ARTWORK = '00000000-0000-4000-a004-000000000101';
const seller = testUser(DEMO_USERS.seller);
const bus = new InProcessEventBus({ logger: createLogger('artwork-preview.test', 'silent'), redeliveryDelayMs: 10 });
const WAIT = { timeout: 60_000, interval: 100 };

const GET = `query($id: ID!) { artwork(id: $id) { id width height preview } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`;
const CREATE = `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id preview } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateArtwork(id: $id) { id preview } }`;

let artworks: ServiceUnderTest<RunningService>;
let media: MediaTestEnv;

async function preview(id: string): Promise<string | null> {
  const res = await artworks.call(GET, { id }, seller);
  expect(res.errors).toBeUndefined();
  return res.data.artwork.preview;
}

/** Waits until the artwork's preview is set and differs from `previous`. */
async function nextPreview(id: string, previous: string | null = null): Promise<string> {
  return vi.waitFor(async () => {
    const key = await preview(id);
    if (!key || key === previous) throw new Error(`artwork ${id}: no new preview yet`);
    return key;
  }, WAIT);
}

/** The preview as a browser gets it: media's image route, original size. */
async function image(key: string) {
  const res = await fetch(`${media.baseUrl}/media/img/auto/${key}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await res.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  const stats = await sharp(bytes).stats();
  return { width, height, format, bytes, plain: stats.channels.every((c) => c.min === c.max) };
}

async function sql(query: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: artworks.db.url });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'true' }, bus });
  media = await startMediaTestEnv({ bus, seed: true, env: { ARTWORKS_URL: artworks.service.url, RENDER_THREADS: '1' } });
}, 120_000);

afterAll(async () => {
  await media?.stop();
  await artworks?.stop();
  await bus.close();
});

describe('artwork previews (artworks + media on the in-process bus)', () => {
  it('renders the seeded artworks with the print renderer at 600 px on the long side', { timeout: 90_000 }, async () => {
    const key = await nextPreview(DEMO_ARTWORK);
    expect(key).toMatch(/^artwork-previews\/[0-9a-f-]{36}\.png$/);
    const { artwork } = (await artworks.call(GET, { id: DEMO_ARTWORK }, seller)).data;
    const shown = await image(key);
    expect(Math.max(shown.width!, shown.height!)).toBe(600);
    expect(shown.width! / shown.height!).toBeCloseTo(artwork.width / artwork.height, 2);
    // The design is drawn, not just the white background.
    expect(shown.plain).toBe(false);
  });

  it('gives every save its own preview: create, document update, duplicate', { timeout: 90_000 }, async () => {
    const category = (await artworks.call(`mutation { createArtworkCategory(title: "Previews") { id } }`, {}, seller)).data.createArtworkCategory.id;
    const created = (await artworks.call(CREATE, { input: { title: 'Blank', categoryIds: [category], width: 300, height: 200 } }, seller)).data.createArtwork;
    // Rendering happens after the save: the answer has no preview yet (the list shows /no-preview.jpg).
    expect(created.preview).toBeNull();
    const first = await nextPreview(created.id);
    const blank = await image(first);
    expect([blank.width, blank.height]).toEqual([600, 400]);
    expect(blank.plain).toBe(true);

    // A title-only save records no version, so it renders nothing new.
    await artworks.call(UPDATE, { id: created.id, input: { title: 'Blank renamed' } }, seller);
    const { document } = (await (await fetch(`${artworks.baseUrl}/internal/artworks/${DEMO_ARTWORK}/versions/1`, { headers: testUserHeaders(null, TEST_INTERNAL_SECRET) })).json()) as {
      document: { templates: unknown[]; sharedLayers: unknown[]; width: number; height: number };
    };
    // The demo design at its own size (its layers are placed for it).
    const saved = await artworks.call(UPDATE, { id: created.id, input: { templates: document.templates, sharedLayers: document.sharedLayers, width: document.width, height: document.height } }, seller);
    expect(saved.errors).toBeUndefined();
    const second = await nextPreview(created.id, first);
    const drawn = await image(second);
    const expected = document.width >= document.height ? [600, Math.round((600 * document.height) / document.width)] : [Math.round((600 * document.width) / document.height), 600];
    expect([drawn.width, drawn.height]).toEqual(expected);
    expect(drawn.plain).toBe(false);
    // The older object stays as it was: keys are immutable (browsers cache them for good).
    expect((await image(first)).bytes.equals(blank.bytes)).toBe(true);

    const copy = (await artworks.call(DUPLICATE, { id: created.id }, seller)).data.duplicateArtwork;
    const copied = await nextPreview(copy.id);
    expect(copied).not.toBe(second);
    const copiedImage = await image(copied);
    expect([copiedImage.width, copiedImage.height]).toEqual(expected);
    expect(copiedImage.plain).toBe(false);
  });

  it('never replaces a newer preview with an older version\'s late answer', { timeout: 60_000 }, async () => {
    const current = await nextPreview(DEMO_ARTWORK);
    const [{ preview_version: version }] = await sql(`SELECT "preview_version" FROM "artworks"."artworks" WHERE "id" = $1`, [DEMO_ARTWORK]);
    // A late answer for an older version (as after a redelivery or a slow replica).
    const stale: ArtworkPreviewRenderedEvent = { requestId: randomUUID(), artworkId: DEMO_ARTWORK, version: version - 1, key: 'artwork-previews/stale.png', log: null, renderMs: 1 };
    const eventId = randomUUID();
    await bus.publish(TOPICS.artworkPreviewRendered, [{ id: eventId, type: TOPICS.artworkPreviewRendered, occurredAt: new Date().toISOString(), key: DEMO_ARTWORK, version: 1, data: stale }]);
    await vi.waitFor(async () => {
      const rows = await sql(`SELECT 1 FROM "artworks"."processed_events" WHERE "consumer_group" = $1 AND "event_id" = $2`, [ARTWORK_PREVIEW_GROUP, eventId]);
      if (!rows.length) throw new Error('not handled yet');
    }, WAIT);
    expect(await preview(DEMO_ARTWORK)).toBe(current);
  });
});
