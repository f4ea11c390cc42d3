import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ARTWORK_IMAGES_PREFIX, TOPICS, type DesignFailedEvent, type DesignGeneratedEvent, type DesignRequestedEvent, type DesignStartedEvent, type EventEnvelope } from '@pod/contracts';
import { createLogger, InProcessEventBus, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, testUserHeaders, type ServiceUnderTest } from '@pod/service-kit/testing';
import { designFileKey } from '@pod/media';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { startArtworksService } from '../index';

const seller = testUser({ id: '30000000-0000-4000-8000-0000000000d1', roles: ['Seller'] });
const bus = new InProcessEventBus({ logger: createLogger('render-pinned-version.test', 'silent'), redeliveryDelayMs: 10 });

let artworks: ServiceUnderTest<RunningService>;
let media: MediaTestEnv;
const generated: DesignGeneratedEvent[] = [];
const failed: DesignFailedEvent[] = [];
/** media.design.started with when it was seen beside the results, to check it comes before them. */
const started: Array<DesignStartedEvent & { seenBefore: number }> = [];

/** A text layer the shopper fills ("Name") and an image layer whose picture is not ours ("Photo"). */
const nameLayer = { id: 'name', type: 'Text', title: 'Name', x: 10, y: 10, width: 180, fontSize: 40, fontFamily: 'DejaVu Sans', fill: '#000000', values: [{ active: true, text: 'Hi' }], personalized: { enable: true, label: 'Your name' } };
const photoLayer = { id: 'photo', type: 'Image', title: 'Photo', x: 0, y: 0, width: 50, height: 50, values: [{ active: true, file: { url: 'http://127.0.0.1:9/not-ours.png' } }] };

async function createArtwork(title: string, layers: unknown[]): Promise<string> {
  const category = (await artworks.call(`mutation($t: String) { createArtworkCategory(title: $t) { id } }`, { t: `${title} category` }, seller)).data.createArtworkCategory.id;
  const id = (await artworks.call(`mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id } }`, { i: { title, categoryIds: [category], width: 200, height: 100 } }, seller)).data.createArtwork.id;
  const saved = await artworks.call(`mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { id } }`, { id, i: { templates: [{ title: 'Main', isDefault: true, layers }] } }, seller);
  expect(saved.errors).toBeUndefined();
  return id;
}

function request(artworkId: string, extra: Partial<DesignRequestedEvent> = {}): DesignRequestedEvent {
  return {
    requestId: randomUUID(),
    orderId: randomUUID(),
    designId: randomUUID(),
    siteId: randomUUID(),
    sellerId: seller.id,
    artworkId,
    artworkVersion: 2,
    personalization: [{ name: 'your name', value: 'Zoe' }],
    output: { width: 300, height: 150, dpi: 150 },
    printAreaName: 'Front',
    ...extra,
  };
}

function envelope(data: DesignRequestedEvent): EventEnvelope<DesignRequestedEvent> {
  return { id: randomUUID(), type: TOPICS.designRequested, occurredAt: new Date().toISOString(), key: data.designId, version: 1, data };
}

beforeAll(async () => {
  // Both seeds: the demo artworks must render from what media's seed stored.
  artworks = await startServiceForTest('artworks', startArtworksService, { env: { SEED_DEMO_DATA: 'true' }, bus });
  media = await startMediaTestEnv({ bus, seed: true, env: { ARTWORKS_URL: `${artworks.service.url}`, RENDER_THREADS: '1' } });
  await bus.subscribe({
    groupId: 'orders.test-results',
    topics: [TOPICS.designStarted, TOPICS.designGenerated, TOPICS.designFailed],
    handler: async ({ topic, envelope: e }) => {
      if (topic === TOPICS.designStarted) started.push({ ...(e.data as DesignStartedEvent), seenBefore: generated.length + failed.length });
      else if (topic === TOPICS.designGenerated) generated.push(e.data as DesignGeneratedEvent);
      else failed.push(e.data as DesignFailedEvent);
    },
  });
}, 120_000);
afterAll(async () => {
  await media?.stop();
  await artworks?.stop();
  await bus.close();
});

/**
 * The pinned versions as media's render worker uses them, over the bus (orders.design.requested →
 * media.design.generated / failed). It lives here because artworks' tests already start media;
 * media depending on artworks would make a workspace cycle.
 */
describe('media renders pinned artwork versions', () => {
  it('renders the pinned version once however often the request arrives', { timeout: 90_000 }, async () => {
    // A picture from our own storage, named by its public media URL as the editor keeps it.
    const picture = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff0000' } }).png().toBuffer();
    const uploaded = await media.upload(seller, picture, 'image/png', 'red.png');
    expect(uploaded.errors).toBeUndefined();
    const redLayer = { id: 'red', type: 'Image', title: 'Red', x: 150, y: 50, width: 50, height: 50, values: [{ active: true, file: { url: uploaded.data.createFile.url } }] };
    const artworkId = await createArtwork('Name tee', [redLayer, nameLayer]);
    const first = request(artworkId);
    const delivered = envelope(first);
    // the same envelope twice (a republished outbox row) and a new envelope of the same request
    await bus.publish(TOPICS.designRequested, [delivered, delivered, envelope(first)]);
    // A later request of the same design is delivered after those (same key, same partition).
    const later = request(artworkId, { designId: first.designId, orderId: first.orderId });
    await bus.publish(TOPICS.designRequested, [envelope(later)]);
    await vi.waitFor(() => expect([...generated, ...failed].map((g) => g.requestId)).toContain(later.requestId), { timeout: 60_000, interval: 100 });
    expect(failed).toEqual([]);

    const results = generated.filter((g) => g.requestId === first.requestId);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ orderId: first.orderId, designId: first.designId, fileKey: designFileKey(first.requestId), width: 300, height: 150, dpi: 150 });
    expect(results[0]!.renderMs).toBeGreaterThan(0);
    // Each render announced itself (the design shows Processing) before its result was published.
    const firstStart = started.find((s) => s.requestId === first.requestId);
    expect(firstStart).toMatchObject({ orderId: first.orderId, designId: first.designId });
    expect(generated.indexOf(results[0]!)).toBeGreaterThanOrEqual(firstStart!.seenBefore);
    expect(started.map((s) => s.requestId)).toContain(later.requestId);
    const byKeys = await fetch(`${media.baseUrl}/internal/files/by-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...testUserHeaders(null, media.secret) },
      body: JSON.stringify({ keys: [designFileKey(first.requestId)] }),
    });
    const { files } = (await byKeys.json()) as { files: Array<{ id: string; user_id: string; file_mime: string }> };
    expect(files).toEqual([expect.objectContaining({ id: results[0]!.fileId, user_id: seller.id, file_mime: 'image/png' })]);
    const info = await fetch(`${media.baseUrl}/internal/files/${results[0]!.fileId}/image-info`, { headers: testUserHeaders(null, media.secret) });
    expect(await info.json()).toMatchObject({ width: 300, height: 150 });
    // The print file shows the picture from storage (artwork 175,75 → print 262,112).
    const png = await sharp(await media.readObject(designFileKey(first.requestId))).raw().toBuffer({ resolveWithObject: true });
    const at = (png.info.width * 112 + 262) * png.info.channels;
    expect([...png.data.subarray(at, at + 4)]).toEqual([255, 0, 0, 255]);
  });

  it('publishes media.design.failed naming the layer when the render fails, and for a version that does not exist', async () => {
    const artworkId = await createArtwork('Photo tee', [photoLayer]);
    const broken = request(artworkId);
    const missing = request(artworkId, { artworkVersion: 7 });
    // a failed request delivered again (new envelope) is not answered twice
    await bus.publish(TOPICS.designRequested, [envelope(broken), envelope(missing), envelope(broken)]);
    await vi.waitFor(() => expect(failed.map((f) => f.requestId)).toEqual(expect.arrayContaining([broken.requestId, missing.requestId])), { timeout: 60_000, interval: 100 });
    const brokenLater = request(artworkId, { designId: broken.designId });
    await bus.publish(TOPICS.designRequested, [envelope(brokenLater)]);
    await vi.waitFor(() => expect(failed.map((f) => f.requestId)).toContain(brokenLater.requestId), { timeout: 60_000, interval: 100 });
    expect(failed.filter((f) => f.requestId === broken.requestId)).toHaveLength(1);
    expect(failed.find((f) => f.requestId === broken.requestId)!.log).toContain('Layer "Photo"');
    // Only our storage: the renderer never fetched the other host.
    expect(failed.find((f) => f.requestId === broken.requestId)!.log).toContain('Image http://127.0.0.1:9/not-ours.png is not in the media library');
    expect(failed.find((f) => f.requestId === missing.requestId)!.log).toBe(`Artwork ${artworkId} has no version 7`);
    expect(generated.some((g) => g.requestId === broken.requestId || g.requestId === missing.requestId)).toBe(false);
  });

  it('renders the seeded demo artworks from our own storage (images and the font library)', async () => {
    const demo = ['00000000-0000-4000-a004-000000000101', '00000000-0000-4000-a004-000000000102', '00000000-0000-4000-a004-000000000103'];
    // The personalised one with what a shopper entered: their photo is a file of our storage.
    const shopper = [
      { name: 'Name', value: 'Olivia' },
      { name: 'i-photo', value: `${DEMO_ARTWORK_IMAGES_PREFIX}/images/shopper-photo.png` },
    ];
    const requests = demo.map((artworkId, i) =>
      request(artworkId, { artworkVersion: 1, personalization: i === 2 ? shopper : [], output: { width: 375, height: 450, dpi: 100 } }),
    );
    await bus.publish(TOPICS.designRequested, requests.map(envelope));
    const answered = () => [...generated, ...failed].filter((r) => requests.some((q) => q.requestId === r.requestId));
    await vi.waitFor(() => expect(answered()).toHaveLength(3), { timeout: 60_000, interval: 100 });
    expect(failed.filter((f) => requests.some((q) => q.requestId === f.requestId))).toEqual([]);
  });
});
