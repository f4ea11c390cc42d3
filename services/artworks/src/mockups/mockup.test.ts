import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
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
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false', MEDIA_URL: media.service.url } });
  callMedia = media.call;
  call = artworks.call;
}, 120_000);
afterAll(async () => {
  await artworks?.stop();
  await media?.stop();
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
