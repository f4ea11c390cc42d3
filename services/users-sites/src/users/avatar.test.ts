import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import { as, INTERNAL_SECRET, startTestService, type TestService } from '../testing/test-service';

const UPDATE_AVATAR = `mutation ($id: ID!, $input: UserInput!) { updateUser(id: $id, input: $input) { id avatar { id key url } } }`;

/** A real 2x2 PNG (media registers only bytes that decode as the declared type). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEoYIAgBqRQ/x0c3tJgAAAABJRU5ErkJggg==', 'base64');

let media: MediaTestEnv;
let env: TestService;

beforeAll(async () => {
  media = await startMediaTestEnv({ internalSecret: INTERNAL_SECRET });
  env = await startTestService({ MEDIA_URL: media.service.url, PUBLIC_MEDIA_URL: 'http://media.test/media' });
});
afterAll(async () => {
  await env?.stop();
  await media?.stop();
});

async function uploaded(owner: typeof as.seller, mime = 'image/png', body = PNG): Promise<{ id: string; key: string }> {
  const file = await media.upload(owner, body, mime, mime === 'text/csv' ? 'a.csv' : 'me.png');
  expect(file.errors).toBeUndefined();
  return file.data.createFile;
}

describe('avatars', () => {
  it('are files the user uploaded; key and address come from media, not from the client', async () => {
    const file = await uploaded(as.seller);
    const res = await env.call(UPDATE_AVATAR, { id: as.seller.id, input: { avatar: { id: file.id, key: 'u/other/x.png', url: 'https://tracker.example/pixel.gif' } } }, as.seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateUser.avatar).toEqual({ id: file.id, key: file.key, url: `http://media.test/media/img/200/${file.key}` });
    const cleared = await env.call(UPDATE_AVATAR, { id: as.seller.id, input: { avatar: null } }, as.seller);
    expect(cleared.data.updateUser.avatar).toBeNull();
  });

  it("refuse someone else's file, an unknown one, an address alone and a file that is not an image", async () => {
    const theirs = await uploaded(as.listing);
    const foreign = await env.call(UPDATE_AVATAR, { id: as.seller.id, input: { avatar: { id: theirs.id } } }, as.seller);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'This file does not belong to you', extensions: { code: 'FORBIDDEN' } });
    const unknown = await env.call(UPDATE_AVATAR, { id: as.seller.id, input: { avatar: { id: '00000000-0000-4000-8000-00000000abcd' } } }, as.seller);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'The image was not uploaded; please upload it again', extensions: { code: 'BAD_USER_INPUT', field: 'avatar' } });
    const urlOnly = await env.call(UPDATE_AVATAR, { id: as.seller.id, input: { avatar: { url: 'https://tracker.example/pixel.gif' } } }, as.seller);
    expect(urlOnly.errors?.[0].extensions?.field).toBe('avatar');
    const csv = await uploaded(as.seller, 'text/csv', Buffer.from('a,b\n'));
    const notImage = await env.call(UPDATE_AVATAR, { id: as.seller.id, input: { avatar: { id: csv.id } } }, as.seller);
    expect(notImage.errors?.[0]).toMatchObject({ message: 'You can only upload jpg, jpeg or png images', extensions: { field: 'avatar' } });
  });
});
