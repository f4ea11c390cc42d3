import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UserContext } from '@pod/service-kit';
import { startMediaTestEnv, type MediaTestEnv } from '../testing/media-test-env';

const user = (id: string, roles = ['Seller']): UserContext => ({ id, email: `${id}@test`, roles, isSuperAdmin: false, siteId: null });
const alice = user('20000000-0000-4000-8000-00000000000a');
const bob = user('20000000-0000-4000-8000-00000000000b');

const SIGN = `mutation Sign($filename: String!, $fileMime: String!, $fileKey: String) { createSignedUrl(filename: $filename, fileMime: $fileMime, fileKey: $fileKey) { key url } }`;
const REGISTER = `mutation Register($input: CreateFileInput!) { createFile(input: $input) { id key file_name file_mime file_size source url } }`;

let env: MediaTestEnv;
beforeAll(async () => { env = await startMediaTestEnv(); });
afterAll(async () => { await env?.stop(); });

async function signAndPut(as: UserContext, body: Buffer, mime: string, filename = 'photo.png') {
  const signed = await env.call(SIGN, { filename, fileMime: mime }, as);
  expect(signed.errors).toBeUndefined();
  const { key, url } = signed.data.createSignedUrl;
  const put = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': mime } });
  expect(put.status).toBe(200);
  return key as string;
}

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();

describe('signed upload then createFile', () => {
  it('issues a presigned PUT under the caller\'s prefix and registers the uploaded object', async () => {
    const body = await png();
    const key = await signAndPut(alice, body, 'image/png', 'My Photo (1).png');
    expect(key).toMatch(new RegExp(`^u/${alice.id}/\\d{4}-\\d{2}/[0-9a-f-]{36}/My-Photo-1-.png$`));

    const res = await env.call(REGISTER, { input: { key, file_name: 'My Photo (1).png', file_mime: 'image/png', file_size: body.length, source: 'aws' } }, alice);
    expect(res.errors).toBeUndefined();
    expect(res.data.createFile).toMatchObject({ key, file_name: 'My Photo (1).png', file_mime: 'image/png', file_size: body.length, source: 'aws', url: `http://media.test/media/img/auto/${key}` });

    const again = await env.call(REGISTER, { input: { key, file_name: 'My Photo (1).png', file_mime: 'image/png', file_size: body.length } }, alice);
    expect(again.data.createFile.id).toBe(res.data.createFile.id);
  });

  it('lets a browser on another origin PUT to the presigned URL (bucket CORS rule)', async () => {
    const signed = await env.call(SIGN, { filename: 'cors.png', fileMime: 'image/png' }, alice);
    const preflight = await fetch(signed.data.createSignedUrl.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3004', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a key that belongs to another user', async () => {
    const body = await png();
    const key = await signAndPut(alice, body, 'image/png');
    const res = await env.call(REGISTER, { input: { key, file_name: 'x.png', file_mime: 'image/png', file_size: body.length } }, bob);
    expect(res.errors?.[0]).toMatchObject({ message: 'This file does not belong to you', extensions: { code: 'FORBIDDEN' } });
    const sign = await env.call(SIGN, { filename: 'x.png', fileMime: 'image/png', fileKey: key }, bob);
    expect(sign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('registers print files and custom designs only under a file name of spec 000 §5', async () => {
    const body = await png();
    const register = (key: string, file_name: string, kind: string) =>
      env.call(`mutation R($input: CreateFileInput!) { createFile(input: $input) { id file_name kind } }`, { input: { key, file_name, file_mime: 'image/png', file_size: body.length, kind } }, alice);

    const spaced = await signAndPut(alice, body, 'image/png', 'front print.png');
    for (const name of ['front print.png', 'front-print.png', 'print(1).png']) {
      expect((await register(spaced, name, 'print_file')).errors?.[0]).toMatchObject({
        message: 'File name cannot contain empty space or any special characters',
        extensions: { code: 'BAD_USER_INPUT', field: 'file_name' },
      });
    }
    expect((await register(spaced, 'front_print.psd', 'custom_design')).errors?.[0].message).toBe('Please upload a .jpg, .jpeg, .png file');

    const good = await register(spaced, 'front_print_01.png', 'print_file');
    expect(good.errors).toBeUndefined();
    expect(good.data.createFile).toMatchObject({ file_name: 'front_print_01.png', kind: 'print_file' });
    // Other uploads (product images, banners…) keep any name.
    const other = await signAndPut(alice, body, 'image/png', 'Summer sale (2).png');
    expect((await env.call(REGISTER, { input: { key: other, file_name: 'Summer sale (2).png', file_mime: 'image/png', file_size: body.length } }, alice)).errors).toBeUndefined();
  });

  it('refuses an object that was never uploaded', async () => {
    const signed = await env.call(SIGN, { filename: 'ghost.png', fileMime: 'image/png' }, alice);
    const { key } = signed.data.createSignedUrl;
    const res = await env.call(REGISTER, { input: { key, file_name: 'ghost.png', file_mime: 'image/png', file_size: 10 } }, alice);
    expect(res.errors?.[0]).toMatchObject({ message: 'The file was not uploaded; please upload it again', extensions: { code: 'BAD_USER_INPUT', field: 'key' } });
  });

  it('refuses a size or type that does not match the stored object', async () => {
    const body = await png();
    const key = await signAndPut(alice, body, 'image/png');
    const wrongSize = await env.call(REGISTER, { input: { key, file_name: 'a.png', file_mime: 'image/png', file_size: body.length + 1 } }, alice);
    expect(wrongSize.errors?.[0]).toMatchObject({ message: 'The uploaded file size does not match', extensions: { field: 'file_size' } });
    const wrongType = await env.call(REGISTER, { input: { key, file_name: 'a.jpg', file_mime: 'image/jpeg', file_size: body.length } }, alice);
    expect(wrongType.errors?.[0]).toMatchObject({ message: 'The uploaded file type does not match', extensions: { field: 'file_mime' } });
  });

  it('refuses file types that cannot be uploaded, traversal keys and anonymous callers', async () => {
    const exe = await env.call(SIGN, { filename: 'x.exe', fileMime: 'application/x-msdownload' }, alice);
    expect(exe.errors?.[0]).toMatchObject({ message: 'This file type cannot be uploaded', extensions: { field: 'fileMime' } });
    const traversal = await env.call(SIGN, { filename: 'x.png', fileMime: 'image/png', fileKey: `u/${alice.id}/../${bob.id}/x.png` }, alice);
    expect(traversal.errors?.[0].extensions?.field).toBe('fileKey');
    const anonymous = await env.call(SIGN, { filename: 'x.png', fileMime: 'image/png' }, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
