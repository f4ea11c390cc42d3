import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CATALOG_ROUTES, type CatalogMockupFacts } from '@pod/catalog-client';
import { createArtworksClient } from '@pod/artworks-client';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { signUserContext, verifyUserContext } from '@pod/service-kit';
import { writePsd } from 'ag-psd';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import type { RunningService, UserContext } from '@pod/service-kit';
import { startServiceForTest, TEST_INTERNAL_SECRET, testUser, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';

const listing = testUser({ id: '30000000-0000-4000-8000-0000000000a1', roles: ['Listing'] });
const otherListing = testUser({ id: '30000000-0000-4000-8000-0000000000a2', roles: ['Listing'] });
const seller = testUser({ id: '30000000-0000-4000-8000-0000000000a3', roles: ['Seller'] });
const PRODUCT_TYPE = '30000000-0000-4000-8000-00000000e001';
const FRONT = '30000000-0000-4000-8000-00000000f001';
const BACK = '30000000-0000-4000-8000-00000000f002';
const BLACK_S = '30000000-0000-4000-8000-00000000c001';
const WHITE_S = '30000000-0000-4000-8000-00000000c002';
const sellerTwo = testUser({ id: '30000000-0000-4000-8000-0000000000a5', roles: ['Seller'] });
const admin = testUser({ id: '30000000-0000-4000-8000-0000000000a6', roles: ['Administrator'] });

/**
 * A stand-in of the catalog's mockup-facts route (the route itself is tested in the catalog against
 * its database; the catalog depends on this service, so this one cannot start it): the product type
 * above with two print areas and two variants, and two products, each answered through the route's
 * own schema (routeAnswer), signed like every internal call.
 */
const CATALOG_TYPES: CatalogMockupFacts['product_types'] = [
  {
    id: PRODUCT_TYPE,
    attributes: [{ name: 'Color', slug: 'color', options: ['Black', 'White'] }, { name: 'Size', slug: 'size', options: ['S'] }],
    print_areas: [{ id: FRONT, name: 'Front', width: 4500, height: 5400, dpi: 300 }, { id: BACK, name: 'Back', width: 4500, height: 5400, dpi: 300 }],
    variants: [
      { id: BLACK_S, attributes: [{ name: 'Color', slug: 'color', option: 'Black' }, { name: 'Size', slug: 'size', option: 'S' }] },
      { id: WHITE_S, attributes: [{ name: 'Color', slug: 'color', option: 'White' }, { name: 'Size', slug: 'size', option: 'S' }] },
    ],
  },
];
const CATALOG_PRODUCTS = [
  { id: 'sellerprd', user_id: seller.id, product_type_ids: [PRODUCT_TYPE] },
  { id: 'otherprod', user_id: sellerTwo.id, product_type_ids: [PRODUCT_TYPE] },
];
let catalogStandIn: Server;

async function startCatalogStandIn(): Promise<string> {
  catalogStandIn = createServer((req, res) => {
    if (!verifyUserContext(req.headers, TEST_INTERNAL_SECRET).ok) return void res.writeHead(401).end();
    if (req.method !== 'POST' || req.url !== CATALOG_ROUTES.mockupFacts.path) return void res.writeHead(404).end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const input = CATALOG_ROUTES.mockupFacts.request!.parse(JSON.parse(body));
      const answer = routeAnswer(CATALOG_ROUTES.mockupFacts, {
        product_types: CATALOG_TYPES.filter((t) => input.product_type_ids.includes(t.id)),
        product: CATALOG_PRODUCTS.find((p) => p.id === input.product_id) ?? null,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((done) => catalogStandIn.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(catalogStandIn.address() as AddressInfo).port}/graphql`;
}

const CREATE = `mutation($fileID: ID!, $productTypeID: ID!, $ordering: Int) {
  createMockup(fileID: $fileID, productTypeID: $productTypeID, ordering: $ordering, isProductTypeMockup: true) {
    id title preview fileKey width height ordering status productTypeID productType { id } settings { changeBgColorByVariantColor } } }`;
const LIST = `query($id: ID!) { mockups(productTypeID: $id) { id title ordering } mockupsByProductType(productTypeID: $id) { id } }`;
const DELETE = `mutation($id: ID!) { deleteMockup(id: $id) { id } }`;

let media: MediaTestEnv;
let artworks: ServiceUnderTest<RunningService>;
let callMedia: MediaTestEnv['call'];
let call: ServiceUnderTest<RunningService>['call'];

/** The browser's part of an upload: signed form → POST → createFile, as @pod/platform's uploadFile does. */
async function upload(as: UserContext, name: string, mime: string, body: Buffer): Promise<string> {
  const signed = await callMedia(`mutation($f: String!, $m: String!) { createSignedUrl(filename: $f, fileMime: $m) { key url fields { name value } } }`, { f: name, m: mime }, as);
  const { key, url, fields } = signed.data.createSignedUrl as { key: string; url: string; fields: Array<{ name: string; value: string }> };
  const form = new FormData();
  for (const field of fields) form.append(field.name, field.value);
  form.append('file', new Blob([new Uint8Array(body)], { type: mime }), name);
  const posted = await fetch(url, { method: 'POST', body: form });
  expect(posted.status).toBe(204);
  const file = await callMedia(`mutation($i: CreateFileInput!) { createFile(input: $i) { id } }`, {
    i: { key, file_name: name, file_mime: mime, file_size: body.length, source: 'aws' },
  }, as);
  expect(file.errors).toBeUndefined();
  return file.data.createFile.id;
}

/** A 40×30 PSD whose composite is solid red, written with ag-psd (no canvas: raw image data). */
function redPsd(): Buffer {
  const width = 40;
  const height = 30;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([220, 20, 30, 255], i);
  return Buffer.from(writePsd({ width, height, imageData: { width, height, data } as ImageData, children: [] }, { noBackground: false }));
}

beforeAll(async () => {
  // One internal secret for both: mockups ask media's signed internal routes about the files.
  media = await startMediaTestEnv({ internalSecret: TEST_INTERNAL_SECRET });
  const catalogUrl = await startCatalogStandIn();
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false', MEDIA_URL: media.service.url, CATALOG_URL: catalogUrl } });
  callMedia = media.call;
  call = artworks.call;
}, 120_000);
afterAll(async () => {
  await artworks?.stop();
  await media?.stop();
  await new Promise((done) => catalogStandIn?.close(done));
});

describe('createMockup', () => {
  it('reads a png\'s size and uses the file itself as preview; new mockups go last', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } }).png().toBuffer();
    const fileID = await upload(listing, 'Front tee.png', 'image/png', png);
    const first = await call(CREATE, { fileID, productTypeID: PRODUCT_TYPE }, listing);
    expect(first.errors).toBeUndefined();
    expect(first.data.createMockup).toMatchObject({
      title: 'Front tee', width: 64, height: 48, ordering: 0, status: 'active', productTypeID: PRODUCT_TYPE,
      productType: { id: PRODUCT_TYPE }, settings: { changeBgColorByVariantColor: false },
    });
    expect(first.data.createMockup.preview).toBe(first.data.createMockup.fileKey);
    const second = await call(CREATE, { fileID, productTypeID: PRODUCT_TYPE }, listing);
    expect(second.data.createMockup.ordering).toBe(1);
    const list = await call(LIST, { id: PRODUCT_TYPE }, seller);
    expect(list.data.mockups.map((m: { ordering: number }) => m.ordering)).toEqual([0, 1]);
    expect(list.data.mockupsByProductType).toHaveLength(2);
  });

  it('makes a PNG preview of a PSD\'s composite in media', async () => {
    const fileID = await upload(listing, 'Mug.psd', 'image/vnd.adobe.photoshop', redPsd());
    const res = await call(CREATE, { fileID, productTypeID: PRODUCT_TYPE, ordering: 7 }, listing);
    expect(res.errors?.[0]?.message).toBeUndefined();
    const mockup = res.data.createMockup;
    expect(mockup).toMatchObject({ title: 'Mug', width: 40, height: 30, ordering: 7 });
    expect(mockup.preview).toBe(`previews/${mockup.fileKey}.png`);
    // The preview is served by the image route like any upload.
    const image = await fetch(`${media.baseUrl}/media/img/auto/${mockup.preview}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const { data, info } = await sharp(Buffer.from(await image.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 30]);
    expect([...data.subarray(0, 3)]).toEqual([220, 20, 30]);
  });

  it('refuses other file types, unreadable images, unknown and foreign files', async () => {
    const csv = await upload(listing, 'list.csv', 'text/csv', Buffer.from('a,b\n'));
    const wrongType = await call(CREATE, { fileID: csv, productTypeID: PRODUCT_TYPE }, listing);
    expect(wrongType.errors?.[0]).toMatchObject({ message: 'Mockup must be a jpg, jpeg, png or psd file', extensions: { code: 'BAD_USER_INPUT', field: 'fileID' } });

    // Media lets a PSD through on its signature alone (ag-psd reads it when used): a broken one.
    const fake = await upload(listing, 'fake.psd', 'image/vnd.adobe.photoshop', Buffer.concat([Buffer.from('8BPS'), Buffer.alloc(60, 7)]));
    const unreadable = await call(CREATE, { fileID: fake, productTypeID: PRODUCT_TYPE }, listing);
    expect(unreadable.errors?.[0].message).toMatch(/^The mockup image could not be read/);

    const unknown = await call(CREATE, { fileID: '30000000-0000-4000-8000-00000000ffff', productTypeID: PRODUCT_TYPE }, listing);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'File not found', extensions: { field: 'fileID' } });

    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    const theirs = await upload(otherListing, 'theirs.png', 'image/png', png);
    const foreign = await call(CREATE, { fileID: theirs, productTypeID: PRODUCT_TYPE }, listing);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'This file does not belong to you', extensions: { code: 'FORBIDDEN' } });

    const noType = await call(CREATE, { fileID: theirs, productTypeID: 'new' }, otherListing);
    expect(noType.errors?.[0].message).toBe('Please save the product base first');
  });

  it('needs productTypes.write to create or delete, productTypes.read to list', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    const fileID = await upload(seller, 'seller.png', 'image/png', png);
    const res = await call(CREATE, { fileID, productTypeID: PRODUCT_TYPE }, seller);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const designer = testUser({ id: '30000000-0000-4000-8000-0000000000a4', roles: ['Designs'] });
    expect((await call(LIST, { id: PRODUCT_TYPE }, designer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('deleteMockup', () => {
  it('removes the mockup from its product type', async () => {
    const before = await call(LIST, { id: PRODUCT_TYPE }, listing);
    const victim = before.data.mockups[0].id;
    expect((await call(DELETE, { id: victim }, seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(DELETE, { id: victim }, listing)).errors).toBeUndefined();
    const after = await call(LIST, { id: PRODUCT_TYPE }, listing);
    expect(after.data.mockups.map((m: { id: string }) => m.id)).not.toContain(victim);
    expect((await call(DELETE, { id: victim }, listing)).errors?.[0]).toMatchObject({ message: 'Mockup not found', extensions: { code: 'NOT_FOUND' } });
  });
});

const UPDATE = `mutation($id: ID!, $title: String, $preview: String, $productTypeID: ID, $layers: JSON, $settings: JSON, $variantIds: [ID!], $ordering: Int, $width: Int, $height: Int) {
  updateMockup(id: $id, title: $title, preview: $preview, productTypeID: $productTypeID, layers: $layers, settings: $settings, variantIds: $variantIds, ordering: $ordering, width: $width, height: $height) {
    id title layers ordering width height variantIds settings { defaultBgColor changeBgColorByVariantColor applyToVariants } } }`;
const ORDERING = `mutation($mockups: [MockupOrderingInput!]!) { updateMockupOrdering(mockups: $mockups) { id ordering } }`;
const UPLOAD_PRODUCT = `mutation($productId: ID!, $fileId: ID!) { uploadProductMockups(productId: $productId, fileId: $fileId) { id productID productTypeID ordering title } }`;
const CAMPAIGN = `query($types: [ID!]!, $product: ID) { campaignMockups(productTypeIDs: $types, productID: $product) { id productID ordering } }`;
const ONE = `query($id: ID!) { mockup(id: $id) { id } }`;

const printarea = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'Printarea', title: 'Front', x: 100, y: 80, width: 300, height: 360, printArea: { id: FRONT, name: 'Front', width: 4500, height: 5400 }, ...extra });

/** A new product type mockup of a small png, made by Listing. */
async function typeMockup(ordering?: number): Promise<{ id: string; preview: string; fileKey: string }> {
  const png = await sharp({ create: { width: 600, height: 700, channels: 3, background: '#eee' } }).png().toBuffer();
  const fileID = await upload(listing, 'Tee photo.png', 'image/png', png);
  const res = await call(CREATE, { fileID, productTypeID: PRODUCT_TYPE, ordering }, listing);
  expect(res.errors).toBeUndefined();
  return res.data.createMockup;
}

describe('updateMockup', () => {
  it('saves the typed document and answers it with the model\'s defaults', async () => {
    const mockup = await typeMockup();
    const group = { id: 'g1', type: 'Group', title: 'Chest', x: 10, y: 10, width: 400, height: 400, layers: [printarea('p2', { parent: 'g1', clippingMaskEnable: true, clippingMask: { x: 0, y: 0, width: 200, height: 200 } })] };
    const res = await call(UPDATE, {
      id: mockup.id,
      title: '  Tee front ',
      preview: mockup.fileKey,
      productTypeID: PRODUCT_TYPE,
      layers: [printarea('p1'), group, { id: 't1', type: 'Text', title: 'Note', width: 100, height: 30, text: 'Hi' }],
      settings: { defaultBgColor: '#ffffff', changeBgColorByVariantColor: true, applyToVariants: [{ slug: 'color', values: ['White'] }] },
      variantIds: [WHITE_S],
      ordering: 3,
    }, listing);
    expect(res.errors).toBeUndefined();
    const saved = res.data.updateMockup;
    expect(saved).toMatchObject({ title: 'Tee front', ordering: 3, width: 600, height: 700, variantIds: [WHITE_S] });
    expect(saved.settings).toEqual({ defaultBgColor: '#ffffff', changeBgColorByVariantColor: true, applyToVariants: [{ slug: 'color', values: ['White'] }] });
    expect(saved.layers[0]).toMatchObject({ id: 'p1', parent: null, visible: true, lock: false, rotation: 0, shading: 0.6, clippingMaskEnable: false });
    expect(saved.layers[1].layers[0]).toMatchObject({ id: 'p2', parent: 'g1', clippingMaskEnable: true });
    expect(saved.layers[2]).toMatchObject({ type: 'Text', fontFamily: 'Arial', fontSize: 30 });

    // Only the title: the document stays.
    const renamed = await call(UPDATE, { id: mockup.id, title: 'Tee' }, listing);
    expect(renamed.data.updateMockup).toMatchObject({ title: 'Tee', variantIds: [WHITE_S] });
    expect(renamed.data.updateMockup.layers).toHaveLength(3);
  });

  it('refuses what the editor refuses, with every problem and its path', async () => {
    const mockup = await typeMockup();
    const res = await call(UPDATE, {
      id: mockup.id,
      layers: [printarea('a', { printArea: { id: '30000000-0000-4000-8000-00000000ffff', width: 10, height: 10 } }), printarea('a', { parent: 'nobody' })],
      variantIds: [BLACK_S, '30000000-0000-4000-8000-00000000cfff'],
      settings: { applyToVariants: [{ slug: 'color', values: ['Pink'] }] },
    }, listing);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'layers' });
    expect(res.errors?.[0]?.extensions?.errors).toEqual([
      { path: 'layers[0].printArea.id', reason: 'Print area "30000000-0000-4000-8000-00000000ffff" is not one of this product type\'s print areas' },
      { path: 'layers[1].id', reason: 'Layer id "a" is used twice' },
      { path: 'layers[1].parent', reason: 'must be empty: the layer is not in a group' },
      { path: 'variantIds[1]', reason: 'Variant "30000000-0000-4000-8000-00000000cfff" is not one of this product type\'s variants' },
      { path: 'settings.applyToVariants[0].values[0]', reason: '"Pink" is not an option of attribute "color"' },
    ]);
    expect(res.errors?.[0]?.message).toMatch(/^The mockup could not be saved: layers\[0\]\.printArea\.id: /);

    const tooMany = await call(UPDATE, { id: mockup.id, layers: Array.from({ length: 201 }, (_, i) => printarea(`p${i}`)) }, listing);
    expect(tooMany.errors?.[0]?.message).toBe('The mockup could not be saved: layers: A mockup has at most 200 layers');
    const narrow = await call(UPDATE, { id: mockup.id, layers: [printarea('p', { width: 0.5 })] }, listing);
    expect(narrow.errors?.[0]?.extensions?.errors).toEqual([{ path: 'layers[0].width', reason: 'A layer cannot be narrower or lower than 1 px' }]);

    const moved = await call(UPDATE, { id: mockup.id, productTypeID: '30000000-0000-4000-8000-00000000e002' }, listing);
    expect(moved.errors?.[0]).toMatchObject({ message: 'A mockup cannot move to another product type or product', extensions: { field: 'productTypeID' } });
    const preview = await call(UPDATE, { id: mockup.id, preview: 'u/someone/else.png' }, listing);
    expect(preview.errors?.[0]?.message).toBe("The preview must be the mockup's own picture");
    const blank = await call(UPDATE, { id: mockup.id, title: '   ' }, listing);
    expect(blank.errors?.[0]?.message).toBe('Mockup title is required');
  });

  it('bounds every argument and needs productTypes.write for a product type mockup', async () => {
    const mockup = await typeMockup();
    let deep: unknown = [];
    for (let i = 0; i < 20; i++) deep = [{ layers: deep }];
    const tooDeep = await call(UPDATE, { id: mockup.id, layers: deep }, listing);
    expect(tooDeep.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooWide = await call(UPDATE, { id: mockup.id, width: 20_001 }, listing);
    expect(tooWide.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const title = await call(UPDATE, { id: mockup.id, title: 'x'.repeat(256) }, listing);
    expect(title.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await call(UPDATE, { id: mockup.id, title: 'Mine' }, seller)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(UPDATE, { id: '30000000-0000-4000-8000-00000000dddd', title: 'x' }, listing)).errors?.[0]).toMatchObject({ message: 'Mockup not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('updateMockupOrdering', () => {
  it('saves the list order in one go and answers by ordering', async () => {
    const [a, b] = [await typeMockup(), await typeMockup()];
    const res = await call(ORDERING, { mockups: [{ mockup_id: a.id, ordering: 9 }, { mockup_id: b.id, ordering: 8 }] }, listing);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMockupOrdering).toEqual([{ id: b.id, ordering: 8 }, { id: a.id, ordering: 9 }]);
    expect((await call(ORDERING, { mockups: [{ mockup_id: a.id, ordering: 1 }, { mockup_id: a.id, ordering: 2 }] }, listing)).errors?.[0]?.message).toBe('A mockup is listed twice');
    expect((await call(ORDERING, { mockups: [{ mockup_id: a.id, ordering: 1 }] }, seller)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await call(ORDERING, { mockups: [{ mockup_id: a.id, ordering: 1 }, { mockup_id: '30000000-0000-4000-8000-00000000dddd', ordering: 2 }] }, listing);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Nothing of a refused list was saved.
    expect((await call(ONE, { id: a.id }, listing)).data.mockup.id).toBe(a.id);
    const list = await call(LIST, { id: PRODUCT_TYPE }, listing);
    expect(list.data.mockups.find((m: { id: string }) => m.id === a.id).ordering).toBe(9);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ mockup_id: a.id, ordering: i }));
    expect((await call(ORDERING, { mockups: tooMany }, listing)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('product mockups: uploadProductMockups and campaignMockups', () => {
  it('lets whoever may edit the product add its own picture, and lists it with the type\'s mockups by ordering', async () => {
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#123' } }).png().toBuffer();
    const fileId = await upload(seller, 'My tee.png', 'image/png', png);
    const res = await call(UPLOAD_PRODUCT, { productId: 'sellerprd', fileId }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.uploadProductMockups).toMatchObject({ productID: 'sellerprd', productTypeID: PRODUCT_TYPE, ordering: 0, title: 'My tee' });
    const second = await call(UPLOAD_PRODUCT, { productId: 'sellerprd', fileId }, seller);
    expect(second.data.uploadProductMockups.ordering).toBe(1);
    const own = [res.data.uploadProductMockups.id, second.data.uploadProductMockups.id];

    const campaign = await call(CAMPAIGN, { types: [PRODUCT_TYPE], product: 'sellerprd' }, seller);
    expect(campaign.errors).toBeUndefined();
    const rows = campaign.data.campaignMockups as { id: string; productID: string | null; ordering: number }[];
    expect(rows.filter((r) => r.productID === 'sellerprd').map((r) => r.id)).toEqual(own);
    expect(rows.map((r) => r.ordering)).toEqual([...rows.map((r) => r.ordering)].sort((x, y) => x - y));
    expect(rows.some((r) => r.productID === null)).toBe(true);
    // The product's picture is not a product type mockup.
    expect((await call(LIST, { id: PRODUCT_TYPE }, seller)).data.mockups.map((m: { id: string }) => m.id)).not.toContain(own[0]);

    // Another seller: their campaign view of this product has no pictures of it, and mockup(id) hides it.
    const theirs = await call(CAMPAIGN, { types: [PRODUCT_TYPE], product: 'sellerprd' }, sellerTwo);
    expect(theirs.data.campaignMockups.some((r: { productID: string | null }) => r.productID)).toBe(false);
    expect((await call(ONE, { id: own[0] }, sellerTwo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await call(ONE, { id: own[0] }, admin)).data.mockup.id).toBe(own[0]);
    // A product not saved yet: the product types' mockups only.
    expect((await call(CAMPAIGN, { types: [PRODUCT_TYPE], product: 'draft0001' }, seller)).errors).toBeUndefined();

    // The owner may reorder and delete their pictures; a product type mockup stays Listing's.
    expect((await call(ORDERING, { mockups: [{ mockup_id: own[1], ordering: 0 }, { mockup_id: own[0], ordering: 1 }] }, seller)).errors).toBeUndefined();
    expect((await call(DELETE, { id: own[0] }, sellerTwo)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await call(DELETE, { id: own[0] }, seller)).errors).toBeUndefined();
    const typeRow = rows.find((r) => r.productID === null)!;
    expect((await call(ORDERING, { mockups: [{ mockup_id: typeRow.id, ordering: 0 }] }, seller)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses another seller\'s product, unknown products, and roles that cannot edit products', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const fileId = await upload(seller, 'x.png', 'image/png', png);
    expect((await call(UPLOAD_PRODUCT, { productId: 'otherprod', fileId }, seller)).errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    expect((await call(UPLOAD_PRODUCT, { productId: 'nosuchone', fileId }, seller)).errors?.[0]?.message).toBe('Product not found');
    expect((await call(UPLOAD_PRODUCT, { productId: 'sellerprd', fileId }, listing)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await upload(seller, 'list.csv', 'text/csv', Buffer.from('a\n'));
    expect((await call(UPLOAD_PRODUCT, { productId: 'sellerprd', fileId: csv }, seller)).errors?.[0]).toMatchObject({ message: 'Mockup must be a jpg, jpeg, png or psd file', extensions: { field: 'fileId' } });
    const types = Array.from({ length: 51 }, () => PRODUCT_TYPE);
    expect((await call(CAMPAIGN, { types }, seller)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /internal/mockups/by-product-types', () => {
  it('answers the product types\' own mockups with typed layers, by ordering', async () => {
    const mockup = await typeMockup(50);
    await call(UPDATE, { id: mockup.id, layers: [printarea('p1')], variantIds: [BLACK_S] }, listing);
    const client = createArtworksClient({ baseUrl: artworks.baseUrl, secret: TEST_INTERNAL_SECRET });
    const mockups = await client.mockupsByProductTypes([PRODUCT_TYPE, '30000000-0000-4000-8000-00000000e0ff']);
    expect(mockups.every((m) => m.productTypeId === PRODUCT_TYPE)).toBe(true);
    expect(mockups.map((m) => m.ordering)).toEqual([...mockups.map((m) => m.ordering)].sort((x, y) => x - y));
    const found = mockups.find((m) => m.id === mockup.id)!;
    expect(found).toMatchObject({ width: 600, height: 700, fileKey: mockup.fileKey, variantIds: [BLACK_S], settings: { defaultBgColor: null, changeBgColorByVariantColor: false } });
    expect(found.layers[0]).toMatchObject({ type: 'Printarea', printArea: { id: FRONT }, shading: 0.6 });
    expect(await client.mockupsByProductTypes([])).toEqual([]);
  });

  it('refuses unsigned calls and too many ids', async () => {
    const url = `${artworks.baseUrl}/internal/mockups/by-product-types?ids=${PRODUCT_TYPE}`;
    expect((await fetch(url)).status).toBe(401);
    const many = Array.from({ length: 51 }, (_, i) => `30000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect((await fetch(`${artworks.baseUrl}/internal/mockups/by-product-types?ids=${many}`, { headers: signUserContext(null, TEST_INTERNAL_SECRET) })).status).toBe(400);
  });
});
