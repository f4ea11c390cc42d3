import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deadLetterTopic, TOPICS, type PsdImportFinishedEvent } from '@pod/contracts';
import { createLogger, InProcessEventBus, type RunningService } from '@pod/service-kit';
import { freePort, startServiceForTest, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { pixelLayer, textLayer, writeFixturePsd } from '@pod/media/psd-fixtures';
import { psdWithHugeLayer } from '@pod/media/bombs';
import { startArtworksService } from '../index';

const seller = testUser({ id: '30000000-0000-4000-8000-0000000000e1', roles: ['Seller'] });
const otherSeller = testUser({ id: '30000000-0000-4000-8000-0000000000e2', roles: ['Seller'] });
const bus = new InProcessEventBus({ logger: createLogger('psd-import.test', 'silent'), redeliveryDelayMs: 10 });
const PSD_MIME = 'image/vnd.adobe.photoshop';

let artworks: ServiceUnderTest<RunningService>;
let media: MediaTestEnv;
const finished: PsdImportFinishedEvent[] = [];
const deadLetters: unknown[] = [];

const IMPORT = `mutation($f: ID!, $c: [ID!]!, $t: String) { importArtworkFromPSD(fileID: $f, categoryIDs: $c, title: $t) }`;
const STATUS = `query($t: ID!) { artworkPsdImport(token: $t) { token status id error unmatchedFonts } }`;

async function category(user = seller): Promise<string> {
  const r = await artworks.call(`mutation($t: String) { createArtworkCategory(title: $t) { id } }`, { t: `PSD ${Math.random()}` }, user);
  return r.data.createArtworkCategory.id;
}

async function uploadPsd(bytes: Buffer, name = 'poster.psd', user = seller): Promise<string> {
  const r = await media.upload(user, bytes, PSD_MIME, name);
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data.createFile.id;
}

/** One query on a service's test database. */
async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits for the live event of one import (what the gateway forwards to the importer). */
function outcome(token: string): Promise<PsdImportFinishedEvent> {
  return vi.waitFor(
    () => {
      const found = finished.find((e) => e.token === token);
      if (!found) throw new Error(`no artworks.psd-import.finished for ${token}`);
      return found;
    },
    { timeout: 30_000, interval: 50 },
  );
}

beforeAll(async () => {
  // Each asks the other: media matches the PSD's fonts with artworks, artworks checks the file with media.
  const artworksPort = await freePort();
  media = await startMediaTestEnv({ bus, seed: true, env: { ARTWORKS_URL: `http://127.0.0.1:${artworksPort}/graphql` } });
  artworks = await startServiceForTest('artworks', startArtworksService, { env: { MEDIA_URL: media.service.url, SEED_DEMO_DATA: 'true' }, bus, port: artworksPort });
  await bus.subscribe({
    groupId: 'gateway.test-psd-import',
    topics: [TOPICS.psdImportFinished],
    handler: async ({ envelope }) => void finished.push(envelope.data as PsdImportFinishedEvent),
  });
  await bus.subscribe({
    groupId: 'test.psd-import-dlq',
    topics: [deadLetterTopic(TOPICS.psdImportRequested)],
    handler: async ({ envelope }) => void deadLetters.push(envelope),
  });
}, 120_000);
afterAll(async () => {
  await artworks?.stop();
  await media?.stop();
  await bus.close();
});

describe('importArtworkFromPSD over the bus (artworks → media → artworks)', () => {
  it('imports a PSD as a new artwork with its layers, images and first version', { timeout: 90_000 }, async () => {
    const categoryId = await category();
    const psd = writeFixturePsd(600, 400, [
      pixelLayer('Photo', 50, 40, 200, 100, [30, 160, 90, 255]),
      textLayer('Title', 'Summer', 300, 120, { font: 'Oswald-Bold', size: 48, color: [255, 0, 0] }),
      { name: 'Extras', children: [pixelLayer('Hidden star', 0, 0, 30, 30, [255, 255, 0, 255], { hidden: true })] },
    ]);
    const fileId = await uploadPsd(psd, 'summer-poster.psd');
    const started = await artworks.call(IMPORT, { f: fileId, c: [categoryId] }, seller);
    expect(started.errors).toBeUndefined();
    const token = started.data.importArtworkFromPSD as string;

    const done = await outcome(token);
    expect(done).toMatchObject({ userId: seller.id, error: null, unmatchedFonts: [] });
    const status = await artworks.call(STATUS, { t: token }, seller);
    expect(status.data.artworkPsdImport).toMatchObject({ status: 'done', id: done.artworkId, error: null });

    const artwork = (await artworks.call(`query($id: ID!) { artwork(id: $id) { title width height templates categories { id } } }`, { id: done.artworkId }, seller)).data.artwork;
    expect(artwork).toMatchObject({ title: 'summer-poster', width: 600, height: 400, categories: [{ id: categoryId }] });
    const layers = artwork.templates[0].layers;
    expect(layers.map((l: { title: string; type: string }) => `${l.type}:${l.title}`)).toEqual(['Image:Photo', 'Text:Title', 'Group:Extras']);
    expect(layers[1]).toMatchObject({ fontFamily: 'Oswald-700', fontSize: 48, fill: '#ff0000' });
    expect(layers[2].layers[0]).toMatchObject({ title: 'Hidden star', visible: false });

    // The pixel layer's PNG is one of the importer's Files in media's storage.
    const file = layers[0].values[0].file;
    expect(file.key).toMatch(new RegExp(`^u/${seller.id}/psd-import/${token}/`));
    const meta = await sharp(await media.readObject(file.key)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 200, 100]);

    // Created through the normal path: version 1 holds the imported document.
    const versions = (await sql<{ version: number; document: { templates: unknown[] } }>(artworks.db.url, `SELECT "version", "document" FROM "artworks"."artwork_versions" WHERE "artwork_id" = $1`, [done.artworkId]));
    expect(versions).toHaveLength(1);
    expect(versions[0]!.document.templates).toEqual(artwork.templates);

    // Another seller can neither read the import nor the artwork.
    const peek = await artworks.call(STATUS, { t: token }, otherSeller);
    expect(peek.errors?.[0].message).toBe('Import not found');
  });

  it('answers a broken file with a clear error and creates nothing', { timeout: 90_000 }, async () => {
    const categoryId = await category();
    const countArtworks = async () => Number((await sql<{ n: string }>(artworks.db.url, `SELECT count(*) AS n FROM "artworks"."artworks"`))[0]!.n);
    const before = await countArtworks();
    // A real PSD header on a body cut short: it passes the upload's sniffing, not the parser.
    const psd = writeFixturePsd(300, 300, [pixelLayer('A', 0, 0, 300, 300, [1, 2, 3, 255]), pixelLayer('B', 10, 10, 100, 100, [9, 9, 9, 255])]);
    const fileId = await uploadPsd(psd.subarray(0, Math.floor(psd.length / 3)), 'broken.psd');
    const token = (await artworks.call(IMPORT, { f: fileId, c: [categoryId] }, seller)).data.importArtworkFromPSD;

    const failed = await outcome(token);
    expect(failed).toMatchObject({ artworkId: null, error: 'The PSD could not be read; it may be damaged' });
    expect((await artworks.call(STATUS, { t: token }, seller)).data.artworkPsdImport).toMatchObject({ status: 'failed', id: null });
    expect(await countArtworks()).toBe(before);
    const leftovers = await sql(media.db.url, `SELECT "key" FROM "media"."files" WHERE "key" LIKE $1`, [`u/${seller.id}/psd-import/${token}/%`]);
    expect(leftovers).toEqual([]);
  });

  it('ends an import whose layer declares 20000×20000 px failed with the reason, once, never retried', { timeout: 90_000 }, async () => {
    const categoryId = await category();
    // 100×100 canvas and one layer record saying 20000×20000: 1.6 GB of RGBA had it been decoded.
    const fileId = await uploadPsd(psdWithHugeLayer(100, 20_000), 'layer-bomb.psd');
    const token = (await artworks.call(IMPORT, { f: fileId, c: [categoryId] }, seller)).data.importArtworkFromPSD;

    const failed = await outcome(token);
    const reason = 'The PSD layer "Bomb" is too large (20000×20000 px; at most 20000 px a side and 100 megapixels)';
    expect(failed).toMatchObject({ artworkId: null, error: reason });
    expect((await artworks.call(STATUS, { t: token }, seller)).data.artworkPsdImport).toMatchObject({ status: 'failed', error: reason });
    // Media's ledger recorded it in one go; nothing went to the dead-letter topic.
    const ledger = await sql(media.db.url, `SELECT "outcome", "error" FROM "media"."psd_imports" WHERE "token" = $1`, [token]);
    expect(ledger).toEqual([{ outcome: 'failed', error: reason }]);
    expect(deadLetters).toEqual([]);
  });

  it('checks the request: categories, the caller\'s own PSD', { timeout: 60_000 }, async () => {
    const categoryId = await category();
    const fileId = await uploadPsd(writeFixturePsd(20, 20, [pixelLayer('A', 0, 0, 20, 20, [1, 2, 3, 255])]));
    const noCategories = await artworks.call(IMPORT, { f: fileId, c: [] }, seller);
    expect(noCategories.errors?.[0].message).toBe('Please input your Categories!');
    const othersCategory = await artworks.call(IMPORT, { f: fileId, c: [await category(otherSeller)] }, seller);
    expect(othersCategory.errors?.[0].message).toBe('Category not found');
    const othersFile = await artworks.call(IMPORT, { f: fileId, c: [await category(otherSeller)] }, otherSeller);
    expect(othersFile.errors?.[0].message).toBe('The uploaded PSD was not found; please upload it again');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const pngId = (await media.upload(seller, png, 'image/png', 'pic.png')).data.createFile.id;
    const notPsd = await artworks.call(IMPORT, { f: pngId, c: [categoryId] }, seller);
    expect(notPsd.errors?.[0].message).toBe('The file is not a PSD (Photoshop document)');
    const listing = await artworks.call(IMPORT, { f: fileId, c: [categoryId] }, testUser({ roles: ['Listing'] }));
    expect(listing.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
