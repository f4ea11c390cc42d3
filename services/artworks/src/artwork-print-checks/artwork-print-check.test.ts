import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import type { RunningService } from '@pod/service-kit';
import { startServiceForTest, TEST_INTERNAL_SECRET, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';

const seller = testUser({ id: '30000000-0000-4000-8000-0000000000b1', roles: ['Seller'] });
const otherSeller = testUser({ id: '30000000-0000-4000-8000-0000000000b2', roles: ['Seller'] });
const admin = testUser({ id: '30000000-0000-4000-8000-0000000000b3', roles: ['Administrator'] });

const CREATE = `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`;
const CHECK = `query($id: ID!, $w: Float!, $h: Float!, $dpi: Int!) {
  artworkPrintCheck(artworkID: $id, width: $w, height: $h, dpi: $dpi) {
    artworkID version width height scale lowDpiThreshold issues
    layers { id title kind effectiveDpi lowDpi crossesEdge pixelWidth pixelHeight corners { x y } } } }`;

let media: MediaTestEnv;
let artworks: ServiceUnderTest<RunningService>;
let artworkId: string;

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#36c' } }).png().toBuffer();

beforeAll(async () => {
  media = await startMediaTestEnv({ internalSecret: TEST_INTERNAL_SECRET });
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false', MEDIA_URL: media.service.url } });
  // Two real uploads: a 1000 × 1200 photo referenced by id and a 3000 × 3600 one referenced by storage key only.
  const small = (await media.upload(seller, await png(1000, 1200), 'image/png', 'small.png')).data.createFile;
  const large = (await media.upload(seller, await png(3000, 3600), 'image/png', 'large.png')).data.createFile;
  const category = (await artworks.call(`mutation { createArtworkCategory(title: "Checks") { id } }`, {}, seller)).data.createArtworkCategory.id;
  artworkId = (await artworks.call(CREATE, { input: { title: 'Print check', categoryIds: [category], width: 1500, height: 1800 } }, seller)).data.createArtwork.id;
  const layers = [
    { id: 'bg', title: 'Background', type: 'Image', x: 0, y: 0, width: 1500, height: 1800, values: [{ active: true, file: { key: large.key } }] },
    { id: 'photo', title: 'Photo', type: 'Image', x: 300, y: 300, width: 1000, height: 1200, values: [{ active: true, file: { id: small.id, key: small.key } }] },
    { id: 'name', title: 'Name', type: 'Text', x: 1400, y: 20, width: 300, height: 60, values: [{ active: true, text: 'Hello' }] },
  ];
  const saved = await artworks.call(UPDATE, { id: artworkId, input: { templates: [{ title: 'Front', isDefault: true, layers }] } }, seller);
  expect(saved.errors).toBeUndefined();
}, 120_000);
afterAll(async () => {
  await artworks?.stop();
  await media?.stop();
});

describe('artworkPrintCheck', () => {
  it('sizes the images through media and checks the current version on the print area', async () => {
    // 4500 × 5400 px at 300 dpi: 3 px (0.01 in) per artwork unit
    const res = await artworks.call(CHECK, { id: artworkId, w: 4500, h: 5400, dpi: 300 }, seller);
    expect(res.errors).toBeUndefined();
    const check = res.data.artworkPrintCheck;
    expect(check).toMatchObject({ artworkID: artworkId, width: 1500, height: 1800, scale: 3, lowDpiThreshold: 150, issues: 2 });
    expect(check.version).toBeGreaterThan(1);
    expect(check.layers.map((l: { id: string }) => l.id)).toEqual(['bg', 'photo', 'name']);
    // 3000 px over 15 in = 200 dpi; 1000 px over 10 in = 100 dpi (soft); text is never soft but reaches past x = 1500
    expect(check.layers[0]).toMatchObject({ effectiveDpi: 200, lowDpi: false, crossesEdge: false, pixelWidth: 3000, pixelHeight: 3600 });
    expect(check.layers[1]).toMatchObject({ effectiveDpi: 100, lowDpi: true, crossesEdge: false, pixelWidth: 1000, pixelHeight: 1200 });
    expect(check.layers[1].corners).toEqual([{ x: 300, y: 300 }, { x: 1300, y: 300 }, { x: 1300, y: 1500 }, { x: 300, y: 1500 }]);
    expect(check.layers[2]).toMatchObject({ kind: 'text', effectiveDpi: null, lowDpi: false, crossesEdge: true, pixelWidth: null });
    // half the print area's pixels at the same dpi: every image prints at half the size, twice the dpi
    const smaller = (await artworks.call(CHECK, { id: artworkId, w: 2250, h: 2700, dpi: 300 }, seller)).data.artworkPrintCheck;
    expect(smaller.layers[1]).toMatchObject({ effectiveDpi: 200, lowDpi: false });
    expect(smaller.issues).toBe(1);
  });

  it('lets staff read any artwork and refuses another seller\'s as not found', async () => {
    const staff = await artworks.call(CHECK, { id: artworkId, w: 4500, h: 5400, dpi: 300 }, admin);
    expect(staff.errors).toBeUndefined();
    const other = await artworks.call(CHECK, { id: artworkId, w: 4500, h: 5400, dpi: 300 }, otherSeller);
    expect(other.data).toBeNull();
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('bounds the print area', async () => {
    const res = await artworks.call(CHECK, { id: artworkId, w: 4500, h: 5400, dpi: 0 }, seller);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const huge = await artworks.call(CHECK, { id: artworkId, w: 1e9, h: 5400, dpi: 300 }, seller);
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
