import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEDIA, DEMO_MOCKUP_PRINT_AREAS, DEMO_USERS, type DemoProductShape } from '@pod/contracts';
import type { RunningService } from '@pod/service-kit';
import { createTestDatabase, startServiceForTest, testUser, type ServiceUnderTest, type TestDatabase } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { validateArtwork, validateMockupDocument } from '@pod/artwork-scene';
import { startArtworksService } from '../index';
import { SEED_ARTWORK_IDS, SEED_MOCKUPS } from './seed';

const seller = testUser({ id: DEMO_USERS.seller.id, email: DEMO_USERS.seller.email, roles: ['Seller'] });
const admin = testUser({ id: DEMO_USERS.admin.id, email: DEMO_USERS.admin.email, roles: ['Administrator'], isSuperAdmin: true });
const TREE = `{ artworkCategories { count hits { title children { title children { title } } } } }`;

let db: TestDatabase;
let artworks: ServiceUnderTest<RunningService>;

beforeAll(async () => {
  db = await createTestDatabase();
  // Starting twice on one database proves the seed is idempotent.
  await (await startServiceForTest(SERVICE_NAME, startArtworksService, { db })).stop();
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { db });
});
afterAll(async () => {
  await artworks?.stop();
  await db?.dispose();
});

describe('demo seed', () => {
  it('gives the seller their own small tree and the administrator everyone\'s', async () => {
    const { call } = artworks;
    const mine = await call(TREE, {}, seller);
    expect(mine.data.artworkCategories).toEqual({
      count: 2,
      hits: [
        { title: 'Family', children: [{ title: 'Dad', children: [] }, { title: 'Mom', children: [] }] },
        { title: 'Holidays', children: [{ title: 'Christmas', children: [{ title: 'Ornaments' }] }, { title: 'Halloween', children: [] }] },
      ],
    });
    const all = await call(TREE, {}, admin);
    expect(all.data.artworkCategories.hits.map((h: { title: string }) => h.title)).toEqual(['Family', 'Holidays', 'Templates']);
  });

  it('gives the seller the three reference artworks, each a valid document', async () => {
    const { call } = artworks;
    const res = await call(`{ artworks(pageSize: -1) { count hits { id title width height templates sharedLayers categories { title } } } }`, {}, seller);
    expect(res.data.artworks.count).toBe(3);
    expect(res.data.artworks.hits.map((h: { id: string }) => h.id).sort()).toEqual([...SEED_ARTWORK_IDS].sort());
    for (const hit of res.data.artworks.hits) {
      expect(hit.categories.length).toBeGreaterThan(0);
      expect(validateArtwork({ title: hit.title, width: hit.width, height: hit.height, templates: hit.templates, sharedLayers: hit.sharedLayers }).errors).toEqual([]);
    }
    const tree = await call(`{ artworkCategories { hits { title numberOfArtworks } } }`, {}, seller);
    expect(tree.data.artworkCategories.hits).toEqual([{ title: 'Family', numberOfArtworks: 1 }, { title: 'Holidays', numberOfArtworks: 1 }]);
  });

  it('gives each demo product type one mockup on the picture media seeds, once', async () => {
    const listing = testUser({ id: DEMO_USERS.listing.id, email: DEMO_USERS.listing.email, roles: ['Listing'] });
    const { call } = artworks;
    for (const picture of Object.values(DEMO_MEDIA)) {
      const res = await call(`query($id: ID!) { mockups(productTypeID: $id) { id title preview fileKey fileID productID width height ordering status } }`, { id: picture.productTypeId }, listing);
      expect(res.errors).toBeUndefined();
      // started twice above: still one each
      const shape = (Object.keys(DEMO_MEDIA) as DemoProductShape[]).find((key) => DEMO_MEDIA[key] === picture)!;
      const full = await call(`query($id: ID!) { mockup(id: $id) { layers settings { defaultBgColor changeBgColorByVariantColor } } }`, { id: res.data.mockups[0].id }, listing);
      // One Printarea layer per print area of the type, a valid document on those print areas.
      const checked = validateMockupDocument(
        { width: picture.mockup.width, height: picture.mockup.height, layers: full.data.mockup.layers, settings: {}, variantIds: [] },
        { printAreaIds: DEMO_MOCKUP_PRINT_AREAS[shape].map((a) => a.id), variantIds: [] },
      );
      expect(checked.errors).toEqual([]);
      expect(full.data.mockup.layers.map((l: { type: string; printArea: { id: string } }) => [l.type, l.printArea.id])).toEqual(DEMO_MOCKUP_PRINT_AREAS[shape].map((a) => ['Printarea', a.id]));
      expect(full.data.mockup.settings).toEqual({ defaultBgColor: '#ffffff', changeBgColorByVariantColor: shape === 'tee' });
      expect(res.data.mockups).toEqual([{
        id: SEED_MOCKUPS.find((m) => m.productTypeId === picture.productTypeId)!.id,
        title: picture.mockup.file_name.replace(/\.png$/, ''),
        preview: picture.mockup.key,
        fileKey: picture.mockup.key,
        fileID: picture.mockup.id,
        productID: null,
        width: picture.mockup.width,
        height: picture.mockup.height,
        ordering: 0,
        status: 'active',
      }]);
    }
  });
});

