import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, testUserHeaders, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';

const seller = testUser({ id: '20000000-0000-4000-8000-0000000000c1', roles: ['Seller'] });

const CREATE_CATEGORY = `mutation($title: String) { createArtworkCategory(title: $title) { id } }`;
const CREATE = `mutation($input: CreateArtworkInput!) { createArtwork(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArtworkInput!) { updateArtwork(id: $id, input: $input) { id } }`;

const template = (text: string) => [{ title: 'Main', isDefault: true, layers: [{ id: 'name', type: 'Text', title: 'Name', x: 10, y: 10, width: 80, values: [{ active: true, text }] }] }];

let artworks: ServiceUnderTest<RunningService>;
let artworkId = '';

const signed = (init: RequestInit = {}) => ({ ...init, headers: { 'content-type': 'application/json', ...testUserHeaders(null, TEST_INTERNAL_SECRET), ...init.headers } });
const currentVersions = async (ids: unknown) =>
  fetch(`${artworks.baseUrl}/internal/artworks/current-versions`, signed({ method: 'POST', body: JSON.stringify({ ids }) }));
const version = async (id: string, v: number | string) => fetch(`${artworks.baseUrl}/internal/artworks/${id}/versions/${v}`, signed());

async function update(input: Record<string, unknown>) {
  const res = await artworks.call(UPDATE, { id: artworkId, input }, seller);
  expect(res.errors).toBeUndefined();
}

beforeAll(async () => {
  artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, { env: { SEED_DEMO_DATA: 'false' } });
  const category = (await artworks.call(CREATE_CATEGORY, { title: 'Mugs' }, seller)).data.createArtworkCategory.id;
  artworkId = (await artworks.call(CREATE, { input: { title: 'Name mug', categoryIds: [category], width: 100, height: 80 } }, seller)).data.createArtwork.id;
});
afterAll(async () => {
  await artworks?.stop();
});

describe('artwork versions', () => {
  it('starts at version 1 with the created (empty) document', async () => {
    expect(await (await currentVersions([artworkId])).json()).toEqual({ artworks: [{ id: artworkId, version: 1 }] });
    const body = await (await version(artworkId, 1)).json();
    expect(body).toMatchObject({ id: artworkId, version: 1, document: { title: 'Name mug', width: 100, height: 80, templates: [{ title: 'Default', isDefault: true, layers: [] }], sharedLayers: [] } });
  });

  it('records a new version per document save and never changes an old one', async () => {
    await update({ templates: template('First') });
    await update({ templates: template('Second'), width: 120 });
    // a title-only save prints the same, so it is no new version
    await update({ title: 'Renamed mug' });
    expect(await (await currentVersions([artworkId])).json()).toEqual({ artworks: [{ id: artworkId, version: 3 }] });
    const [v1, v2, v3] = await Promise.all([1, 2, 3].map(async (v) => (await (await version(artworkId, v)).json()).document));
    expect(v1.templates).toEqual([{ title: 'Default', isDefault: true, layers: [] }]);
    expect(v2.templates[0].layers[0].values[0].text).toBe('First');
    expect(v2.width).toBe(100);
    expect(v3.templates[0].layers[0].values[0].text).toBe('Second');
    expect(v3.width).toBe(120);
  });

  it('answers 404 for an unknown version and ignores ids that are not artworks', async () => {
    expect((await version(artworkId, 99)).status).toBe(404);
    expect((await version(artworkId, 'x')).status).toBe(404);
    const res = await currentVersions(['20000000-0000-4000-8000-000000000999', 'not-an-id']);
    expect(await res.json()).toEqual({ artworks: [] });
    expect((await currentVersions('nope')).status).toBe(400);
  });

  it('refuses unsigned calls', async () => {
    const res = await fetch(`${artworks.baseUrl}/internal/artworks/${artworkId}/versions/1`);
    expect(res.status).toBe(401);
    const post = await fetch(`${artworks.baseUrl}/internal/artworks/current-versions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ids":[]}' });
    expect(post.status).toBe(401);
  });
});
