import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS, TOPICS, type DesignFailedEvent, type DesignGeneratedEvent, type DesignRequestedEvent } from '@pod/contracts';
import { createLogger, InProcessEventBus, type RunningService, type UserContext } from '@pod/service-kit';
import { freePort, startServiceForTest, TEST_INTERNAL_SECRET, testUser, testUserHeaders, type ServiceUnderTest } from '@pod/service-kit/testing';
import { designFileKey } from '@pod/media';
import { postUpload, SIGN_UPLOAD, startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';
import { FONT_MESSAGES } from './font-messages';

const require = createRequire(import.meta.url);
/** OFL fonts from npm packages (never the network). */
const FONT_FILES = {
  'oswald/700Bold/Oswald_700Bold.ttf': require.resolve('@expo-google-fonts/oswald/700Bold/Oswald_700Bold.ttf'),
  'oswald/400Regular/Oswald_400Regular.ttf': require.resolve('@expo-google-fonts/oswald/400Regular/Oswald_400Regular.ttf'),
  'roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf': require.resolve('@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf'),
  'roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf': require.resolve('@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf'),
  'pacifico/400Regular/Pacifico_400Regular.ttf': require.resolve('@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf'),
  'lobster/400Regular/Lobster_400Regular.ttf': require.resolve('@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf'),
};
const ttf = (path: keyof typeof FONT_FILES) => readFile(FONT_FILES[path]);

const admin = testUser(DEMO_USERS.admin);
const seller = testUser({ id: '30000000-0000-4000-8000-0000000000f1', roles: ['Seller'] });
const otherSeller = testUser({ id: '30000000-0000-4000-8000-0000000000f2', roles: ['Seller'] });
const designer = testUser({ id: '30000000-0000-4000-8000-0000000000f3', roles: ['Designs'] });
const bus = new InProcessEventBus({ logger: createLogger('font.test', 'silent'), redeliveryDelayMs: 10 });

const FONT = 'id family global userID variants { variant postscriptName file { id } }';
const CREATE = `mutation($family: String, $file: FontFileInput!, $global: Boolean) { createFont(family: $family, file: $file, global: $global) { ${FONT} } }`;
const FONTS = `query($search: String, $page: Int, $pageSize: Int, $userID: ID, $global: Boolean) {
  fonts(search: $search, page: $page, pageSize: $pageSize, userID: $userID, global: $global) { count hits { ${FONT} } } }`;
const PUBLIC = `query($search: String) { publicFonts(search: $search, page: 1, pageSize: 900) { count hits { id family global } } }`;
const ONE = `query($id: ID!) { font(id: $id) { ${FONT} } }`;
const DELETE = `mutation($id: ID!) { deleteFont(id: $id) { id } }`;

let media: MediaTestEnv;
let artworks: ServiceUnderTest<RunningService>;
const generated: DesignGeneratedEvent[] = [];
const failed: DesignFailedEvent[] = [];

/** The browser's part of an upload (signed form → POST); createFont registers it. */
async function stage(as: UserContext, name: string, mime: string, bytes: Buffer) {
  const signed = await media.call(SIGN_UPLOAD, { filename: name, fileMime: mime }, as);
  expect(signed.errors).toBeUndefined();
  const posted = await postUpload(signed.data.createSignedUrl, bytes, mime);
  expect(posted.ok).toBe(true);
  return { key: signed.data.createSignedUrl.key as string, file_name: name, file_size: bytes.length, file_mime: mime, source: 'aws' };
}

async function createFont(as: UserContext, name: string, bytes: Buffer, extra: { global?: boolean; family?: string; mime?: string } = {}) {
  const file = await stage(as, name, extra.mime ?? 'font/ttf', bytes);
  return artworks.call(CREATE, { file, global: extra.global, family: extra.family }, as);
}

beforeAll(async () => {
  // Each needs the other's URL: media resolves fonts through artworks, createFont asks media.
  const port = await freePort();
  media = await startMediaTestEnv({ bus, env: { ARTWORKS_URL: `http://127.0.0.1:${port}/graphql`, RENDER_THREADS: '1' } });
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { port, bus, env: { SEED_DEMO_DATA: 'false', MEDIA_URL: media.service.url } });
  await bus.subscribe({
    groupId: 'font.test-results',
    topics: [TOPICS.designGenerated, TOPICS.designFailed],
    handler: async ({ topic, envelope }) => {
      if (topic === TOPICS.designGenerated) generated.push(envelope.data as DesignGeneratedEvent);
      else failed.push(envelope.data as DesignFailedEvent);
    },
  });
}, 120_000);
afterAll(async () => {
  await artworks?.stop();
  await media?.stop();
  await bus.close();
});

describe('createFont', () => {
  it('reads family and variant from the .ttf and joins a variant to the owner\'s family', async () => {
    const bold = await createFont(seller, 'Oswald_700Bold.ttf', await ttf('oswald/700Bold/Oswald_700Bold.ttf'));
    expect(bold.errors).toBeUndefined();
    expect(bold.data.createFont).toMatchObject({ family: 'Oswald', global: false, userID: seller.id, variants: [{ variant: '700', postscriptName: 'Oswald-Bold' }] });
    const regular = await createFont(seller, 'whatever-name.ttf', await ttf('oswald/400Regular/Oswald_400Regular.ttf'));
    expect(regular.errors).toBeUndefined();
    expect(regular.data.createFont.id).toBe(bold.data.createFont.id);
    expect(regular.data.createFont.variants.map((v: { variant: string }) => v.variant)).toEqual(['regular', '700']);
    // the variant's file is the media File the upload was registered as
    const registered = await fetch(`${media.baseUrl}/internal/files/${regular.data.createFont.variants[0].file.id}`, { headers: testUserHeaders(null, media.secret) });
    expect(await registered.json()).toMatchObject({ user_id: seller.id, file_mime: 'font/ttf' });

    const italic = await createFont(seller, 'Roboto_700Bold_Italic.ttf', await ttf('roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf'));
    expect(italic.data.createFont).toMatchObject({ family: 'Roboto', variants: [{ variant: '700italic' }] });
    const named = await createFont(seller, 'Roboto_400Regular_Italic.ttf', await ttf('roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf'), { family: 'My Roboto' });
    expect(named.data.createFont).toMatchObject({ family: 'My Roboto', variants: [{ variant: 'italic' }] });

    const again = await createFont(seller, 'Oswald_700Bold.ttf', await ttf('oswald/700Bold/Oswald_700Bold.ttf'));
    expect(again.errors?.[0]).toMatchObject({ message: FONT_MESSAGES.variantTaken('Oswald', '700'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses anything that is not a TrueType font by its bytes, whatever its name says', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer();
    const renamed = await createFont(seller, 'picture.ttf', png);
    expect(renamed.errors?.[0]).toMatchObject({ message: FONT_MESSAGES.format, extensions: { code: 'BAD_USER_INPUT' } });
    const pngByName = await createFont(seller, 'picture.png', png, { mime: 'image/png' });
    expect(pngByName.errors?.[0]?.message).toBe(FONT_MESSAGES.format);
    const otfName = await createFont(seller, 'Lobster.otf', await ttf('lobster/400Regular/Lobster_400Regular.ttf'));
    expect(otfName.errors?.[0]?.message).toBe(FONT_MESSAGES.format);
    // a TrueType header with nothing readable behind it
    const truncated = Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 4]), Buffer.alloc(200)]);
    const broken = await createFont(seller, 'broken.ttf', truncated);
    expect(broken.errors?.[0]?.message).toBe(FONT_MESSAGES.format);
    const list = await artworks.call(FONTS, { search: 'picture' }, seller);
    expect(list.data.fonts.count).toBe(0);
  });

  it('lets only an Administrator add global fonts', async () => {
    const bytes = await ttf('pacifico/400Regular/Pacifico_400Regular.ttf');
    const bySeller = await createFont(seller, 'Pacifico.ttf', bytes, { global: true });
    expect(bySeller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await createFont(admin, 'Pacifico.ttf', bytes, { global: true });
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data.createFont).toMatchObject({ family: 'Pacifico', global: true, userID: null });
    const byDesigner = await createFont(designer, 'Pacifico.ttf', bytes);
    expect(byDesigner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('font lists and scoping', () => {
  it('shows a Seller the global fonts and their own custom ones only, whatever userID says', async () => {
    await createFont(otherSeller, 'Lobster.ttf', await ttf('lobster/400Regular/Lobster_400Regular.ttf'));
    const families = (r: { data?: { fonts: { hits: Array<{ family: string }> } } }) => r.data!.fonts.hits.map((f) => f.family);
    expect(families(await artworks.call(FONTS, {}, seller))).toEqual(['My Roboto', 'Oswald', 'Pacifico', 'Roboto']);
    expect(families(await artworks.call(FONTS, { global: false, userID: otherSeller.id }, seller))).toEqual(['My Roboto', 'Oswald', 'Roboto']);
    expect(families(await artworks.call(FONTS, { global: false }, otherSeller))).toEqual(['Lobster']);
    const pub = await artworks.call(PUBLIC, {}, otherSeller);
    expect(pub.data.publicFonts).toMatchObject({ count: 1, hits: [{ family: 'Pacifico', global: true }] });

    // staff see every custom font, or one uploader's
    expect(families(await artworks.call(FONTS, { global: false }, designer))).toEqual(['Lobster', 'My Roboto', 'Oswald', 'Roboto']);
    expect(families(await artworks.call(FONTS, { global: false, userID: otherSeller.id }, admin))).toEqual(['Lobster']);
    expect(families(await artworks.call(FONTS, { search: 'osw' }, admin))).toEqual(['Oswald']);

    const lobster = (await artworks.call(FONTS, { search: 'Lobster' }, otherSeller)).data.fonts.hits[0];
    const hidden = await artworks.call(ONE, { id: lobster.id }, seller);
    expect(hidden.errors?.[0]).toMatchObject({ message: FONT_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    const refs = await artworks.call(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Font { id family } } }`, { r: [{ __typename: 'Font', id: lobster.id }] }, seller);
    expect(refs.data._entities).toEqual([null]);
    const own = await artworks.call(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Font { id family } } }`, { r: [{ __typename: 'Font', id: lobster.id }] }, otherSeller);
    expect(own.data._entities).toEqual([{ id: lobster.id, family: 'Lobster' }]);
  });

  it('pages by the shared rule (900 by default, -1 all, 0 refused)', async () => {
    const one = await artworks.call(FONTS, { page: 2, pageSize: 1 }, seller);
    expect(one.data.fonts.count).toBe(4);
    expect(one.data.fonts.hits.map((f: { family: string }) => f.family)).toEqual(['Oswald']);
    const refused = await artworks.call(FONTS, { pageSize: 0 }, seller);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
    expect((await artworks.call(FONTS, { pageSize: -1 }, seller)).data.fonts.count).toBe(4);
  });
});

describe('deleteFont', () => {
  it('global fonts: Administrator only; custom fonts: their owner (or an Administrator); deleted families leave the lists', async () => {
    const pacifico = (await artworks.call(PUBLIC, { search: 'Pacifico' }, seller)).data.publicFonts.hits[0];
    const bySeller = await artworks.call(DELETE, { id: pacifico.id }, seller);
    expect(bySeller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = (await artworks.call(FONTS, { search: 'My Roboto' }, seller)).data.fonts.hits[0];
    const byOther = await artworks.call(DELETE, { id: mine.id }, otherSeller);
    expect(byOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const byDesigner = await artworks.call(DELETE, { id: mine.id }, designer);
    expect(byDesigner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await artworks.call(DELETE, { id: mine.id }, seller)).errors).toBeUndefined();
    expect((await artworks.call(FONTS, { search: 'My Roboto' }, seller)).data.fonts.count).toBe(0);
    // the renderer still finds it: designs that used it keep printing
    const internal = await fetch(`${artworks.baseUrl}/internal/fonts/by-ids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...testUserHeaders(null, TEST_INTERNAL_SECRET) },
      body: JSON.stringify({ ids: [mine.id] }),
    });
    expect(await internal.json()).toMatchObject({ fonts: [{ id: mine.id, family: 'My Roboto', variants: [{ variant: 'italic', file: { url: expect.stringMatching(/^u\/.+\.ttf$/) } }] }] });
    // a new upload of that family starts a new family
    const again = await createFont(seller, 'Roboto_400Regular_Italic.ttf', await ttf('roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf'), { family: 'My Roboto' });
    expect(again.data.createFont.id).not.toBe(mine.id);
    expect((await artworks.call(DELETE, { id: pacifico.id }, admin)).errors).toBeUndefined();
  });
});

describe('POST /internal/fonts/match (PSD import)', () => {
  it('matches PostScript and family names to the user\'s own fonts before global ones', async () => {
    const res = await fetch(`${artworks.baseUrl}/internal/fonts/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...testUserHeaders(null, TEST_INTERNAL_SECRET) },
      body: JSON.stringify({ userId: seller.id, names: ['Oswald-Bold', 'oswald', 'Lobster-Regular', 'Nope'] }),
    });
    const { matches } = (await res.json()) as { matches: Record<string, { ref: string; variant: string } | null> };
    const oswald = (await artworks.call(FONTS, { search: 'Oswald' }, seller)).data.fonts.hits[0];
    expect(matches['Oswald-Bold']).toMatchObject({ ref: `${oswald.id}-700`, variant: '700' });
    expect(matches.oswald).toMatchObject({ ref: `${oswald.id}-regular` });
    // another seller's custom Lobster is not this seller's
    expect(matches['Lobster-Regular']).toBeNull();
    expect(matches.Nope).toBeNull();
    const unsigned = await fetch(`${artworks.baseUrl}/internal/fonts/match`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"names":[]}' });
    expect(unsigned.status).toBe(401);
  });
});

describe('the renderer draws with the uploaded font', () => {
  async function renderText(fontFamily: string): Promise<{ data: Buffer; log?: string }> {
    const layer = { id: 'name', type: 'Text', title: 'Name', x: 10, y: 10, width: 380, fontSize: 60, fontFamily, fill: '#000000', values: [{ active: true, text: 'Hello Zoe' }] };
    const category = (await artworks.call(`mutation { createArtworkCategory(title: "Fonts ${randomUUID()}") { id } }`, {}, seller)).data.createArtworkCategory.id;
    const id = (await artworks.call(`mutation($i: CreateArtworkInput!) { createArtwork(input: $i) { id } }`, { i: { title: fontFamily, categoryIds: [category], width: 400, height: 100 } }, seller)).data.createArtwork.id;
    const saved = await artworks.call(`mutation($id: ID!, $i: UpdateArtworkInput!) { updateArtwork(id: $id, input: $i) { id } }`, { id, i: { templates: [{ title: 'Main', isDefault: true, layers: [layer] }] } }, seller);
    expect(saved.errors).toBeUndefined();
    const request: DesignRequestedEvent = {
      requestId: randomUUID(), orderId: randomUUID(), designId: randomUUID(), siteId: randomUUID(), sellerId: seller.id,
      artworkId: id, artworkVersion: 2, personalization: [], output: { width: 400, height: 100, dpi: 72 }, printAreaName: 'Front',
    };
    await bus.publish(TOPICS.designRequested, [{ id: randomUUID(), type: TOPICS.designRequested, occurredAt: new Date().toISOString(), key: request.designId, version: 1, data: request }]);
    await vi.waitFor(() => expect([...generated, ...failed].map((r) => r.requestId)).toContain(request.requestId), { timeout: 60_000, interval: 100 });
    const fail = failed.find((f) => f.requestId === request.requestId);
    if (fail) return { data: Buffer.alloc(0), log: fail.log };
    return { data: await sharp(await media.readObject(designFileKey(request.requestId))).ensureAlpha().raw().toBuffer() };
  }

  it('renders a text layer with the uploaded .ttf, visibly unlike the fallback font', { timeout: 120_000 }, async () => {
    const pacifico = await createFont(seller, 'Pacifico.ttf', await ttf('pacifico/400Regular/Pacifico_400Regular.ttf'));
    expect(pacifico.errors).toBeUndefined();
    const ref = `${pacifico.data.createFont.id}-regular`;
    const uploaded = await renderText(ref);
    expect(uploaded.log).toBeUndefined();
    const fallback = await renderText('DejaVu Sans');
    expect(fallback.log).toBeUndefined();
    const inked = (png: Buffer) => { let n = 0; for (let i = 3; i < png.length; i += 4) if (png[i]! > 128) n += 1; return n; };
    let differing = 0;
    for (let i = 3; i < uploaded.data.length; i += 4) if ((uploaded.data[i]! > 128) !== (fallback.data[i]! > 128)) differing += 1;
    expect(inked(uploaded.data)).toBeGreaterThan(500);
    // Same text, size and place: a quarter of the inked pixels differ only when the glyphs do.
    expect(differing).toBeGreaterThan(inked(fallback.data) / 4);
    // and the same font again draws exactly the same pixels
    const repeat = await renderText(ref);
    expect(repeat.data.equals(uploaded.data)).toBe(true);
  });

  it('fails the design naming the font when the selection is not one of ours', { timeout: 60_000 }, async () => {
    const missing = await renderText(`${randomUUID()}-regular`);
    expect(missing.log).toMatch(/font ".+-regular" is not available/);
  });
});
