import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOPICS, type EventEnvelope, type ProductMockupFailedEvent, type ProductMockupRenderedEvent, type ProductMockupRequestedEvent } from '@pod/contracts';
import { createLogger, InProcessEventBus, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { productMockupKey, PRODUCT_MOCKUP_MESSAGES } from '@pod/media';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { startArtworksService } from '../index';

/**
 * Media's product mockup renders (issue 24) over the bus: catalog.product-mockup.requested →
 * media.product-mockup.rendered / failed. It lives here, as the print-file render test does,
 * because it needs the artworks service and media depending on artworks would make a workspace cycle.
 */
const seller = testUser({ id: '30000000-0000-4000-8000-0000000000e1', roles: ['Seller'] });
const bus = new InProcessEventBus({ logger: createLogger('render-product-mockup.test', 'silent'), redeliveryDelayMs: 10 });
const PRINT_AREA = randomUUID();

let artworks: ServiceUnderTest<RunningService>;
let media: MediaTestEnv;
const rendered: ProductMockupRenderedEvent[] = [];
const failed: ProductMockupFailedEvent[] = [];

async function upload(colour: string, width: number, height: number, name: string): Promise<{ key: string; url: string }> {
  const png = await sharp({ create: { width, height, channels: 4, background: colour } }).png().toBuffer();
  const res = await media.upload(seller, png, 'image/png', name);
  expect(res.errors).toBeUndefined();
  return res.data.createFile;
}

/** An artwork 200×100: red all over, and a green right half marked "Exclude from mockup". */
async function createArtwork(): Promise<string> {
  const red = await upload('#ff0000', 20, 20, 'red.png');
  const green = await upload('#00ff00', 20, 20, 'green.png');
  const image = (id: string, url: string, x: number, width: number, extra = {}) => ({ id, type: 'Image', title: id, x, y: 0, width, height: 100, values: [{ active: true, file: { url } }], ...extra });
  const category = (await artworks.call(`mutation { createArtworkCategory(title: "Mockups") { id } }`, {}, seller)).data.createArtworkCategory.id;
  const id = (await artworks.call(`mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id } }`, { i: { title: 'Red', categoryIds: [category], width: 200, height: 100 } }, seller)).data.createArtwork.id;
  const layers = [image('red', red.url, 0, 200), image('cutline', green.url, 100, 100, { excludeMockup: true })];
  const saved = await artworks.call(`mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { id } }`, { id, i: { templates: [{ title: 'Main', isDefault: true, layers }] } }, seller);
  expect(saved.errors).toBeUndefined();
  return id;
}

/** The product photo: 400×300, transparent in its top 50 rows (where the background shows), grey below. */
async function uploadPhoto(): Promise<string> {
  const grey = await sharp({ create: { width: 400, height: 250, channels: 4, background: '#808080' } }).png().toBuffer();
  const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: grey, left: 0, top: 50 }])
    .png()
    .toBuffer();
  const res = await media.upload(seller, png, 'image/png', 'photo.png');
  expect(res.errors).toBeUndefined();
  return res.data.createFile.key;
}

function request(artworkId: string, photoKey: string, extra: Partial<ProductMockupRequestedEvent> = {}): ProductMockupRequestedEvent {
  return {
    jobId: randomUUID(),
    productId: 'abc123xyz',
    ownerId: seller.id,
    mockup: {
      id: randomUUID(),
      width: 400,
      height: 300,
      photoKey,
      // The print area's box: 200×100 at (100, 100), printed flat (no shading) so colours stay exact.
      layers: [{ id: 'front', type: 'Printarea', title: 'Front', x: 100, y: 100, width: 200, height: 100, printArea: { id: PRINT_AREA, name: 'Front', width: 200, height: 100 }, shading: 0 }],
    },
    variantColor: 'Navy',
    defaultBgColor: '#ffffff',
    printAreas: [{ printAreaId: PRINT_AREA, artworkId, version: 2, width: 200, height: 100 }],
    ...extra,
  };
}

const envelope = (data: ProductMockupRequestedEvent): EventEnvelope<ProductMockupRequestedEvent> => ({
  id: randomUUID(),
  type: TOPICS.productMockupRequested,
  occurredAt: new Date().toISOString(),
  key: data.productId,
  version: 1,
  data,
});

beforeAll(async () => {
  artworks = await startServiceForTest('artworks', startArtworksService, { env: { SEED_DEMO_DATA: 'false' }, bus });
  media = await startMediaTestEnv({ bus, env: { ARTWORKS_URL: artworks.service.url, RENDER_THREADS: '1' } });
  await bus.subscribe({
    groupId: 'catalog.test-mockup-results',
    topics: [TOPICS.productMockupRendered, TOPICS.productMockupFailed],
    handler: async ({ topic, envelope: e }) => {
      if (topic === TOPICS.productMockupRendered) rendered.push(e.data as ProductMockupRenderedEvent);
      else failed.push(e.data as ProductMockupFailedEvent);
    },
  });
}, 120_000);
afterAll(async () => {
  await media?.stop();
  await artworks?.stop();
  await bus.close();
});

describe('media renders product mockups', () => {
  it('draws the artwork inside the print area (without excluded layers) on the variant colour, once however often asked', { timeout: 90_000 }, async () => {
    const artworkId = await createArtwork();
    const photoKey = await uploadPhoto();
    const asked = request(artworkId, photoKey);
    const delivered = envelope(asked);
    // the same envelope twice (a republished outbox row) and a new envelope of the same request
    await bus.publish(TOPICS.productMockupRequested, [delivered, delivered, envelope(asked)]);
    // A later request of the same product is delivered after those (same key): once it is answered, so are they.
    const later = request(artworkId, photoKey, { variantColor: 'Heather Galaxy' });
    await bus.publish(TOPICS.productMockupRequested, [envelope(later)]);
    await vi.waitFor(() => expect(rendered.map((r) => r.jobId)).toEqual(expect.arrayContaining([asked.jobId, later.jobId])), { timeout: 60_000, interval: 100 });
    expect(failed).toEqual([]);
    expect(rendered.filter((r) => r.jobId === asked.jobId)).toHaveLength(1);
    expect(rendered.find((r) => r.jobId === asked.jobId)).toMatchObject({ productId: 'abc123xyz', fileKey: productMockupKey(asked.jobId), width: 400, height: 300 });

    const png = await sharp(await media.readObject(productMockupKey(asked.jobId))).raw().toBuffer({ resolveWithObject: true });
    expect([png.info.width, png.info.height]).toEqual([400, 300]);
    const pixel = (x: number, y: number) => {
      const at = (png.info.width * y + x) * png.info.channels;
      return [...png.data.subarray(at, at + 3)];
    };
    // Inside the print area: the artwork's red, also where the excluded green layer was.
    expect(pixel(150, 150)).toEqual([255, 0, 0]);
    expect(pixel(250, 150)).toEqual([255, 0, 0]);
    // Outside it: the photo; where the photo is transparent, the variant colour (Navy).
    expect(pixel(50, 150)).toEqual([128, 128, 128]);
    expect(pixel(350, 250)).toEqual([128, 128, 128]);
    expect(pixel(10, 10)).toEqual([0, 0, 128]);

    // A colour option that is no colour name: the mockup's defaultBgColor.
    const other = await sharp(await media.readObject(productMockupKey(later.jobId))).raw().toBuffer({ resolveWithObject: true });
    expect([...other.data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('answers failed with a readable line when the photo is missing or the layers do not read', { timeout: 90_000 }, async () => {
    const artworkId = await createArtwork();
    const noPhoto = request(artworkId, 'uploads/nobody/missing.png');
    const badLayers = request(artworkId, 'uploads/nobody/missing.png', { mockup: { ...noPhoto.mockup, layers: [{ id: 'x', type: 'Blob' }] } });
    await bus.publish(TOPICS.productMockupRequested, [envelope(noPhoto), envelope(badLayers)]);
    await vi.waitFor(() => expect(failed.map((f) => f.jobId)).toEqual(expect.arrayContaining([noPhoto.jobId, badLayers.jobId])), { timeout: 60_000, interval: 100 });
    expect(failed.find((f) => f.jobId === noPhoto.jobId)!.log).toBe(PRODUCT_MOCKUP_MESSAGES.photoMissing);
    expect(failed.find((f) => f.jobId === badLayers.jobId)!.log).toBe(PRODUCT_MOCKUP_MESSAGES.badLayers);
  });
});
