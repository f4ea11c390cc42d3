import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import sharp from 'sharp';
import { TOPICS, type ArtworkPrintFileRenderedEvent } from '@pod/contracts';
import { startArtworksService } from '@pod/artworks';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { createLogger, InProcessEventBus, type RunningService, type RunningSubgraph } from '@pod/service-kit';
import { startServiceForTest, testUser, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { startGateway, type RunningGateway } from './index';
import { signTestToken, startPingSubgraph, subscribeAs } from './live/live-test-kit';

/**
 * The artwork editor's "Render print file" end to end through the gateway (issue 23): the
 * mutation goes to artworks, the request over the bus to media's render worker, the answer back
 * over the bus to the requester's websocket as a URL whose bytes are the print-size PNG.
 */
const JWT_SECRET = 'artwork-print-file-jwt-secret';
const seller = testUser({ id: '23000000-0000-4000-8000-0000000000f1', roles: ['Seller'] });
const otherSeller = testUser({ id: '23000000-0000-4000-8000-0000000000f2', roles: ['Seller'] });
const admin = testUser({ id: '23000000-0000-4000-8000-0000000000f3', roles: ['Administrator'], isSuperAdmin: true });
const logger = createLogger('artwork-print-file.test', 'silent');
const bus = new InProcessEventBus({ logger, redeliveryDelayMs: 10 });
const clients: Client[] = [];
/** Tokens whose answer media has published (a bus listener beside the gateway's). */
const answered = new Set<string>();

let users: RunningSubgraph;
let artworks: ServiceUnderTest<RunningService>;
let media: MediaTestEnv;
let gateway: RunningGateway;

async function query(person: typeof seller, document: string, variables: Record<string, unknown> = {}) {
  const token = await signTestToken(JWT_SECRET, person);
  const res = await fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: document, variables }) });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

const SUBSCRIPTION = `subscription($token: String!) { artworkPrintFile(token: $token) { token status url file_id width height message } }`;
const RENDER = `mutation($a: ID!, $t: Int, $p: JSON) { renderArtworkPrintFile(artworkID: $a, template: $t, personalization: $p) }`;
const subscribe = (person: typeof seller, token: string) => subscribeAs({ wsUrl: gateway.wsUrl, jwtSecret: JWT_SECRET, clients }, person, 'artworkPrintFile', SUBSCRIPTION, { token });

beforeAll(async () => {
  users = await startPingSubgraph(TEST_INTERNAL_SECRET, logger, [seller, otherSeller, admin]);
  artworks = await startServiceForTest('artworks', startArtworksService, { env: { SEED_DEMO_DATA: 'false' }, bus });
  media = await startMediaTestEnv({ bus, env: { ARTWORKS_URL: artworks.service.url, RENDER_THREADS: '1' } });
  await bus.subscribe({ groupId: 'test-answers', topics: [TOPICS.artworkPrintFileRendered], handler: async ({ envelope }) => void answered.add((envelope.data as ArtworkPrintFileRenderedEvent).token) });
  gateway = await startGateway({
    env: {
      JWT_SECRET,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      USERS_SITES_URL: users.url,
      CATALOG_URL: '',
      ORDERS_URL: '',
      ARTWORKS_URL: artworks.service.url,
      MEDIA_URL: media.service.url,
      SUPERGRAPH_POLL_MS: '0',
    },
    bus,
    logger,
    port: 0,
  });
}, 180_000);
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await gateway?.stop();
  await media?.stop();
  await artworks?.stop();
  await users?.stop();
  await bus.close();
});

describe('renderArtworkPrintFile → artworkPrintFile(token)', () => {
  it("delivers to the requester a URL whose bytes are a PNG of the artwork's print size, drawn with the shopper's values", { timeout: 120_000 }, async () => {
    const category = (await query(seller, `mutation { createArtworkCategory(title: "Mugs") { id } }`)).data.createArtworkCategory.id;
    const created = await query(seller, `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`, { input: { title: 'Name mug', categoryIds: [category], width: 360, height: 240 } });
    const id = created.data.createArtwork.id;
    const name = { id: 'name', type: 'Text', title: 'Name', x: 10, y: 60, width: 340, fontSize: 80, fontFamily: 'DejaVu Sans', fill: '#000000', values: [{ active: true, text: '' }], personalized: { enable: true, label: 'Your name', required: true } };
    const saved = await query(seller, `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`, { id, input: { templates: [{ title: 'Main', isDefault: true, layers: [name] }] } });
    expect(saved.errors).toBeUndefined();

    const asked = await query(seller, RENDER, { a: id, t: 0, p: { name: 'Ann' } });
    expect(asked.errors).toBeUndefined();
    const token = asked.data.renderArtworkPrintFile;
    const mine = await subscribe(seller, token);
    // Another seller and even an administrator following the same token hear nothing of it.
    const stranger = await subscribe(otherSeller, token);
    const staff = await subscribe(admin, token);
    await expect.poll(() => mine.received.length, { timeout: 100_000, interval: 100 }).toBe(1);
    expect(mine.errors).toEqual([]);
    const update = mine.received[0];
    expect(update).toMatchObject({ token, status: 'done', width: 360, height: 240, message: null });
    expect(update.url).toMatch(/^http:\/\/media\.test\/media\/img\/auto\/artwork-print-files\/[0-9a-f-]{36}\.png$/);

    // The URL's path through media's image route (the test's PUBLIC_MEDIA_URL host is not served).
    const served = await fetch(`${media.baseUrl}${new URL(update.url).pathname}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 360, 240]);
    // The shopper's name is drawn: the print file (transparent outside the layers) has opaque pixels.
    const alpha = (await sharp(bytes).stats()).channels[3];
    expect(alpha.max).toBe(255);

    // The File is the requester's.
    const file = await query(seller, `query($id: ID!) { getFileThumbnailUrl(file_id: $id) }`, { id: update.file_id });
    expect(file.data.getFileThumbnailUrl).toContain('artwork-print-files/');
    expect(stranger.received).toEqual([]);
    expect(staff.received).toEqual([]);
  });

  it('answers failed with the renderer\'s line when a required field is empty, also to a subscription that arrives after the answer', { timeout: 120_000 }, async () => {
    const category = (await query(seller, `mutation { createArtworkCategory(title: "Cups") { id } }`)).data.createArtworkCategory.id;
    const id = (await query(seller, `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`, { input: { title: 'Cup', categoryIds: [category], width: 100, height: 100 } })).data.createArtwork.id;
    const name = { id: 'name', type: 'Text', title: 'Name', fontFamily: 'DejaVu Sans', values: [{ active: true, text: '' }], personalized: { enable: true, label: 'Your name', required: true } };
    await query(seller, `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`, { id, input: { templates: [{ title: 'Main', isDefault: true, layers: [name] }] } });
    const token = (await query(seller, RENDER, { a: id })).data.renderArtworkPrintFile;
    // Subscribe only once the answer is out (a fast render beats the browser): the gateway replays it.
    await expect.poll(() => answered.has(token), { timeout: 100_000, interval: 50 }).toBe(true);
    const feed = await subscribe(seller, token);
    await expect.poll(() => feed.received.length, { timeout: 100_000, interval: 100 }).toBe(1);
    expect(feed.received[0]).toMatchObject({ token, status: 'failed', url: null, file_id: null });
    expect(feed.received[0].message).toContain('Your name');
  });

  it("refuses another seller's artwork at the mutation", async () => {
    const category = (await query(seller, `mutation { createArtworkCategory(title: "Private") { id } }`)).data.createArtworkCategory.id;
    const id = (await query(seller, `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`, { input: { title: 'Mine', categoryIds: [category], width: 10, height: 10 } })).data.createArtwork.id;
    const res = await query(otherSeller, RENDER, { a: id });
    expect(res.errors?.[0]).toMatchObject({ message: 'Artwork not found', extensions: { code: 'NOT_FOUND' } });
  });
});
