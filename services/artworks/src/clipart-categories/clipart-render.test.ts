import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOPICS, type DesignFailedEvent, type DesignGeneratedEvent, type DesignRequestedEvent } from '@pod/contracts';
import { createLogger, InProcessEventBus } from '@pod/service-kit';
import { TEST_INTERNAL_SECRET, testUser, testUserHeaders } from '@pod/service-kit/testing';
import { designFileKey } from '@pod/media';
import { createCategory, createClipart, startClipartTestEnv, type ClipartTestEnv } from '../cliparts/clipart-test-kit';

// A shopper's clipart choice end to end on one in-process bus: artworks owns the categories and
// cliparts, media renders the print file (and the preview) asking artworks for them.
const sellerA = testUser({ id: '61000000-0000-4000-8000-00000000000a', roles: ['Seller'] });
const sellerB = testUser({ id: '61000000-0000-4000-8000-00000000000b', roles: ['Seller'] });
const bus = new InProcessEventBus({ logger: createLogger('clipart-render.test', 'silent'), redeliveryDelayMs: 10 });
const WAIT = { timeout: 60_000, interval: 100 };

const RED = [255, 0, 0, 255];
const BLUE = [0, 0, 255, 255];
const TRANSPARENT = [0, 0, 0, 0];

let env: ClipartTestEnv;
const generated: DesignGeneratedEvent[] = [];
const failed: DesignFailedEvent[] = [];
/** Seller A's "Pets" (red first, blue second, drawn at x 100 by its display settings) and seller B's "Theirs". */
let pets: string;
let red: string;
let blue: string;
let theirs: string;
let theirClipart: string;

const solid = (background: string) => sharp({ create: { width: 24, height: 16, channels: 4, background } }).png().toBuffer();

/** An artwork of seller A, 200×100, whose one layer is a required clipart field of `category` in the left half. */
async function clipartArtwork(category: string): Promise<string> {
  const layer = {
    id: 'pet', type: 'Image', title: 'Pet', x: 0, y: 0, width: 100, height: 100, clipartCategory: category,
    personalized: { enable: true, type: 'clipartCategory', label: 'Your pet', required: true },
  };
  const folder = (await env.call(`mutation($t: String) { createArtworkCategory(title: $t) { id } }`, { t: `Pets ${randomUUID()}` }, sellerA)).data.createArtworkCategory.id;
  const id = (await env.call(`mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id } }`, { i: { title: 'Pet tee', categoryIds: [folder], width: 200, height: 100 } }, sellerA)).data.createArtwork.id;
  const saved = await env.call(`mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { id } }`, { id, i: { templates: [{ title: 'Main', isDefault: true, layers: [layer] }] } }, sellerA);
  expect(saved.errors).toBeUndefined();
  return id;
}

/** Orders' request for the artwork's version 2 with the shopper's value; the print file's RGBA pixels, or the failure log. */
async function render(artworkId: string, value: string): Promise<{ pixel(x: number, y: number): number[] } | { log: string }> {
  const request: DesignRequestedEvent = {
    requestId: randomUUID(), orderId: randomUUID(), designId: randomUUID(), siteId: randomUUID(), sellerId: sellerA.id,
    artworkId, artworkVersion: 2, personalization: [{ name: 'Your pet', value }], output: { width: 200, height: 100, dpi: 72 }, printAreaName: 'Front',
  };
  await bus.publish(TOPICS.designRequested, [{ id: randomUUID(), type: TOPICS.designRequested, occurredAt: new Date().toISOString(), key: request.designId, version: 1, data: request }]);
  await vi.waitFor(() => expect([...generated, ...failed].map((r) => r.requestId)).toContain(request.requestId), WAIT);
  const fail = failed.find((f) => f.requestId === request.requestId);
  if (fail) return { log: fail.log };
  const { data, info } = await sharp(await env.media.readObject(designFileKey(request.requestId))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixel: (x, y) => [...data.subarray((info.width * y + x) * 4, (info.width * y + x) * 4 + 4)] };
}

function forRender(body: unknown, headers: Record<string, string> = testUserHeaders(null, TEST_INTERNAL_SECRET)) {
  return fetch(`${env.artworks.baseUrl}/internal/clipart-categories/for-render`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  env = await startClipartTestEnv({ bus });
  await bus.subscribe({
    groupId: 'clipart-render.test-results',
    topics: [TOPICS.designGenerated, TOPICS.designFailed],
    handler: async ({ topic, envelope }) => {
      if (topic === TOPICS.designGenerated) generated.push(envelope.data as DesignGeneratedEvent);
      else failed.push(envelope.data as DesignFailedEvent);
    },
  });
  pets = await createCategory(env, sellerA, 'Pets');
  red = await createClipart(env, sellerA, pets, 'Red', 0, await solid('#ff0000'));
  blue = await createClipart(env, sellerA, pets, 'Blue', 0, await solid('#0000ff'));
  // The category's display settings move a chosen clipart to the right half.
  const settings = await env.call(`mutation($id: ID!, $s: ClipartDisplaySettingsInput) { updateClipartCategory(id: $id, displaySettings: $s) { id } }`, { id: pets, s: { x: 100 } }, sellerA);
  expect(settings.errors).toBeUndefined();
  theirs = await createCategory(env, sellerB, 'Theirs');
  theirClipart = await createClipart(env, sellerB, theirs, 'Green', 0, await solid('#00ff00'));
}, 180_000);
afterAll(async () => {
  await env?.stop();
  await bus.close();
});

describe('clipart choices in print files', () => {
  it('draws the clipart the shopper chose, where its category puts it', { timeout: 120_000 }, async () => {
    const artwork = await clipartArtwork(pets);
    const second = await render(artwork, blue);
    if ('log' in second) throw new Error(second.log);
    // Display settings x 100: the clipart fills the right half, the left half stays empty.
    expect(second.pixel(150, 50)).toEqual(BLUE);
    expect(second.pixel(110, 10)).toEqual(BLUE);
    expect(second.pixel(50, 50)).toEqual(TRANSPARENT);
    const first = await render(artwork, red);
    if ('log' in first) throw new Error(first.log);
    expect(first.pixel(150, 50)).toEqual(RED);
  });

  it('fails the design with a readable log for a clipart that is not in the category', { timeout: 120_000 }, async () => {
    const artwork = await clipartArtwork(pets);
    const unknown = randomUUID();
    const result = await render(artwork, unknown);
    expect(result).toEqual({ log: expect.stringContaining(`Layer "Pet"`) });
    expect((result as { log: string }).log).toContain(`"Your pet": clipart "${unknown}" is not in category "Pets"`);
  });

  it("never draws another owner's clipart category", { timeout: 120_000 }, async () => {
    // Seller A's artwork pointing at seller B's category, the shopper choosing B's clipart.
    const artwork = await clipartArtwork(theirs);
    const result = await render(artwork, theirClipart);
    expect(result).toEqual({ log: expect.stringContaining(`clipart category "${theirs}" is not available`) });
  });
});

describe('POST /internal/clipart-categories/for-render', () => {
  it("answers the artwork owner's categories with their cliparts and settings, and nobody else's", async () => {
    const artwork = await clipartArtwork(pets);
    const res = await forRender({ artworkId: artwork, ids: [pets, theirs, 'not-a-uuid', randomUUID()] });
    expect(res.status).toBe(200);
    const { categories } = (await res.json()) as { categories: Array<{ id: string; cliparts: Array<{ id: string; file: { id: string; key: string } }> }> };
    expect(categories).toEqual([
      {
        id: pets,
        title: 'Pets',
        displaySettings: { x: 100 },
        cliparts: [
          { id: red, title: 'Red', file: { id: expect.any(String), key: expect.any(String), file_name: 'Red.png' } },
          { id: blue, title: 'Blue', file: { id: expect.any(String), key: expect.any(String), file_name: 'Blue.png' } },
        ],
      },
    ]);
  });

  it('includes the cliparts of subcategories, and deleted ones (old orders still render), live first', { timeout: 120_000 }, async () => {
    const animals = await createCategory(env, sellerA, 'Animals');
    const dogs = await createCategory(env, sellerA, 'Dogs', animals);
    const gone = await createClipart(env, sellerA, dogs, 'Gone', 1);
    const kept = await createClipart(env, sellerA, dogs, 'Kept', 2);
    const deleted = await env.call(`mutation($id: ID!) { deleteClipart(id: $id) { id } }`, { id: gone }, sellerA);
    expect(deleted.errors).toBeUndefined();
    const artwork = await clipartArtwork(animals);
    const { categories } = (await (await forRender({ artworkId: artwork, ids: [animals] })).json()) as { categories: Array<{ id: string; cliparts: Array<{ id: string }> }> };
    expect(categories.map((c) => [c.id, c.cliparts.map((clip) => clip.id)])).toEqual([[animals, [kept, gone]]]);
  });

  it('refuses unsigned calls, malformed bodies and unknown artworks', async () => {
    expect((await forRender({ artworkId: randomUUID(), ids: [] }, {})).status).toBe(401);
    expect((await forRender({ artworkId: randomUUID(), ids: 'x' })).status).toBe(400);
    expect((await forRender({ ids: [] })).status).toBe(400);
    expect((await forRender({ artworkId: randomUUID(), ids: Array.from({ length: 201 }, () => randomUUID()) })).status).toBe(400);
    expect((await forRender({ artworkId: randomUUID(), ids: [pets] })).status).toBe(404);
  });
});

describe('Artwork.clipartCategories (the design page draws with what renders get)', () => {
  it("answers the owner's categories the layers pick from, and nothing of another owner", async () => {
    const QUERY = `query($id: ID!) { artwork(id: $id) { clipartCategories { id title displaySettings { x y } cliparts { id file { key } } } } }`;
    const own = await env.call(QUERY, { id: await clipartArtwork(pets) }, sellerA);
    expect(own.errors).toBeUndefined();
    expect(own.data.artwork.clipartCategories).toEqual([
      { id: pets, title: 'Pets', displaySettings: { x: 100, y: null }, cliparts: [{ id: red, file: { key: expect.any(String) } }, { id: blue, file: { key: expect.any(String) } }] },
    ]);
    const foreign = await env.call(QUERY, { id: await clipartArtwork(theirs) }, sellerA);
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data.artwork.clipartCategories).toEqual([]);
  });
});

describe('clipart fields in previews', () => {
  it("shows a required clipart field as its category's first clipart", { timeout: 120_000 }, async () => {
    const artwork = await clipartArtwork(pets);
    // The preview of version 2 (the saved layer): 600×300 on white, the first clipart (red) in the right half.
    await vi.waitFor(async () => {
      const key = (await env.call(`query($id: ID!) { artwork(id: $id) { preview } }`, { id: artwork }, sellerA)).data.artwork.preview as string | null;
      if (!key) throw new Error('no preview yet');
      const { data, info } = await sharp(await env.media.readObject(key)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((info.width * y + x) * 4, (info.width * y + x) * 4 + 4)];
      expect([info.width, info.height]).toEqual([600, 300]);
      expect(at(450, 150)).toEqual(RED);
      expect(at(150, 150)).toEqual([255, 255, 255, 255]);
    }, WAIT);
  });
});
