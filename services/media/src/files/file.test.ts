import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UserContext } from '@pod/service-kit';
import { testUser, testUserHeaders } from '@pod/service-kit/testing';
import { postUpload, REGISTER_FILE, SIGN_UPLOAD, startMediaTestEnv, type MediaTestEnv, type SignedUpload } from '../testing/media-test-env';

const alice = testUser({ id: '20000000-0000-4000-8000-00000000000a', roles: ['Seller'] });
const bob = testUser({ id: '20000000-0000-4000-8000-00000000000b', roles: ['Seller'] });

let env: MediaTestEnv;
beforeAll(async () => { env = await startMediaTestEnv(); });
afterAll(async () => { await env?.stop(); });

async function sign(as: UserContext, mime: string, filename = 'photo.png'): Promise<SignedUpload> {
  const signed = await env.call(SIGN_UPLOAD, { filename, fileMime: mime }, as);
  expect(signed.errors).toBeUndefined();
  return signed.data.createSignedUrl;
}

async function signAndPost(as: UserContext, body: Buffer, mime: string, filename = 'photo.png'): Promise<string> {
  const signed = await sign(as, mime, filename);
  const posted = await postUpload(signed, body, mime);
  expect(posted.status).toBe(204);
  return signed.key;
}

const register = (as: UserContext, key: string, body: Buffer, mime: string, name = 'photo.png') =>
  env.call(REGISTER_FILE, { input: { key, file_name: name, file_mime: mime, file_size: body.length, source: 'aws' } }, as);

/** Whether the bucket holds the key, asked of the S3 server behind the signature check. */
async function stored(key: string): Promise<boolean> {
  return (await fetch(`${env.s3Backend}/${env.bucket}/${key}`, { method: 'HEAD' })).status === 200;
}

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const scriptedSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20" fill="red"/></svg>');

describe('signed upload then createFile', () => {
  it('signs a POST form for a staging key, registers the checked object under its final key and removes the upload', async () => {
    const body = await png();
    const key = await signAndPost(alice, body, 'image/png', 'My Photo (1).png');
    expect(key).toMatch(new RegExp(`^uploads/u/${alice.id}/\\d{4}-\\d{2}/[0-9a-f-]{36}/My-Photo-1-.png$`));

    const res = await register(alice, key, body, 'image/png', 'My Photo (1).png');
    expect(res.errors).toBeUndefined();
    const finalKey = key.slice('uploads/'.length);
    expect(res.data.createFile).toMatchObject({ key: finalKey, file_name: 'My Photo (1).png', file_mime: 'image/png', file_size: body.length, source: 'aws', url: `http://media.test/media/img/auto/${finalKey}` });
    expect(await stored(finalKey)).toBe(true);
    expect(await stored(key)).toBe(false);

    const again = await register(alice, key, body, 'image/png');
    expect(again.data.createFile.id).toBe(res.data.createFile.id);
  });

  it('binds the content type, the key and the size limit into the signature', async () => {
    const body = await png();
    const signed = await sign(alice, 'image/png');
    expect(signed.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['key', 'Content-Type', 'policy', 'x-amz-signature']));
    expect((await postUpload(signed, html, 'text/html', { 'Content-Type': 'text/html' })).status).toBe(403);
    expect((await postUpload(signed, body, 'image/png', { key: `uploads/u/${alice.id}/elsewhere.png` })).status).toBe(403);
    expect(await stored(signed.key)).toBe(false);
    // A policy rewritten by the browser (say, a larger range) no longer matches its signature.
    const policy = JSON.parse(Buffer.from(signed.fields.find((f) => f.name === 'policy')!.value, 'base64').toString());
    policy.conditions = policy.conditions.map((c: unknown[]) => (c[0] === 'content-length-range' ? ['content-length-range', 1, 1e12] : c));
    const rewritten = await postUpload(signed, body, 'image/png', { policy: Buffer.from(JSON.stringify(policy)).toString('base64') });
    expect(rewritten.status).toBe(403);
    expect(await rewritten.text()).toContain('SignatureDoesNotMatch');
    const empty = await postUpload(signed, Buffer.alloc(0), 'image/png');
    expect(empty.status).toBe(400);

    const svg = await sign(alice, 'image/svg+xml', 'big.svg');
    const oversize = await postUpload(svg, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 'image/svg+xml');
    expect(oversize.status).toBe(400);
    expect(await oversize.text()).toContain('EntityTooLarge');
    expect(await stored(svg.key)).toBe(false);
  });

  it('lets a browser on another origin POST to the signed form (bucket CORS rule)', async () => {
    const signed = await sign(alice, 'image/png', 'cors.png');
    const preflight = await fetch(signed.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3004', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps an accepted file unchanged when its upload form is used again', async () => {
    const body = await png();
    const signed = await sign(alice, 'image/png');
    expect((await postUpload(signed, body, 'image/png')).status).toBe(204);
    const file = (await register(alice, signed.key, body, 'image/png')).data.createFile;

    const other = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } }).png().toBuffer();
    expect((await postUpload(signed, other, 'image/png')).status).toBe(204);
    const again = await register(alice, signed.key, other, 'image/png');
    expect(again.data.createFile.id).toBe(file.id);
    const served = await fetch(`${env.baseUrl}/media/img/auto/${file.key}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
    // The staging key is never served, whatever it holds.
    expect((await fetch(`${env.baseUrl}/media/img/auto/${signed.key}`)).status).toBe(400);
  });

  it('refuses bytes that are not what the upload declared, and deletes them', async () => {
    const signed = await sign(alice, 'image/png', 'page.png');
    expect((await postUpload(signed, html, 'image/png')).status).toBe(204);
    const res = await register(alice, signed.key, html, 'image/png', 'page.png');
    expect(res.errors?.[0]).toMatchObject({ message: 'The file content does not match its type', extensions: { code: 'BAD_USER_INPUT', field: 'file_mime' } });
    expect(await stored(signed.key)).toBe(false);

    // A PNG header on bytes that do not decode is no image either.
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 1)]);
    const key = await signAndPost(alice, broken, 'image/png', 'broken.png');
    expect((await register(alice, key, broken, 'image/png')).errors?.[0].message).toBe('The file content does not match its type');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a size or type that does not match the stored object, and deletes it', async () => {
    const body = await png();
    const key = await signAndPost(alice, body, 'image/png');
    const wrongSize = await register(alice, key, Buffer.alloc(body.length + 1), 'image/png');
    expect(wrongSize.errors?.[0]).toMatchObject({ message: 'The uploaded file size does not match', extensions: { field: 'file_size' } });
    expect(await stored(key)).toBe(false);
    const other = await signAndPost(alice, body, 'image/png');
    const wrongType = await register(alice, other, body, 'image/jpeg', 'a.jpg');
    expect(wrongType.errors?.[0]).toMatchObject({ message: 'The uploaded file type does not match', extensions: { field: 'file_mime' } });
    expect(await stored(other)).toBe(false);
  });

  it('refuses a key that belongs to another user and leaves their object alone', async () => {
    const body = await png();
    const key = await signAndPost(alice, body, 'image/png');
    const res = await register(bob, key, body, 'image/png');
    expect(res.errors?.[0]).toMatchObject({ message: 'This file does not belong to you', extensions: { code: 'FORBIDDEN' } });
    expect(await stored(key)).toBe(true);
    const sign = await env.call(SIGN_UPLOAD, { filename: 'x.png', fileMime: 'image/png', fileKey: key.slice('uploads/'.length) }, bob);
    expect(sign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('registers print files and custom designs only under a file name of spec 000 §5', async () => {
    const body = await png();
    const register = (key: string, file_name: string, kind: string) =>
      env.call(`mutation R($input: CreateFileInput!) { createFile(input: $input) { id file_name kind } }`, { input: { key, file_name, file_mime: 'image/png', file_size: body.length, kind } }, alice);

    // A refused registration deletes the upload (as every refusal does), so each case uploads afresh.
    const upload = () => signAndPost(alice, body, 'image/png', 'front print.png');
    for (const name of ['front print.png', 'front-print.png', 'print(1).png']) {
      const key = await upload();
      expect((await register(key, name, 'print_file')).errors?.[0]).toMatchObject({
        message: 'File name cannot contain empty space or any special characters',
        extensions: { code: 'BAD_USER_INPUT', field: 'file_name' },
      });
      expect(await stored(key)).toBe(false);
    }
    expect((await register(await upload(), 'front_print.psd', 'custom_design')).errors?.[0].message).toBe('Please upload a .jpg, .jpeg, .png file');

    const good = await register(await upload(), 'front_print_01.png', 'print_file');
    expect(good.errors).toBeUndefined();
    expect(good.data.createFile).toMatchObject({ file_name: 'front_print_01.png', kind: 'print_file' });
    // Other uploads (product images, banners…) keep any name.
    const other = await signAndPost(alice, body, 'image/png', 'Summer sale (2).png');
    expect((await env.call(REGISTER_FILE, { input: { key: other, file_name: 'Summer sale (2).png', file_mime: 'image/png', file_size: body.length } }, alice)).errors).toBeUndefined();
  });

  it('refuses an object that was never uploaded', async () => {
    const { key } = await sign(alice, 'image/png', 'ghost.png');
    const res = await env.call(REGISTER_FILE, { input: { key, file_name: 'ghost.png', file_mime: 'image/png', file_size: 10 } }, alice);
    expect(res.errors?.[0]).toMatchObject({ message: 'The file was not uploaded; please upload it again', extensions: { code: 'BAD_USER_INPUT', field: 'key' } });
  });

  it('refuses file types that cannot be uploaded, traversal keys and anonymous callers', async () => {
    const exe = await env.call(SIGN_UPLOAD, { filename: 'x.exe', fileMime: 'application/x-msdownload' }, alice);
    expect(exe.errors?.[0]).toMatchObject({ message: 'This file type cannot be uploaded', extensions: { field: 'fileMime' } });
    const traversal = await env.call(SIGN_UPLOAD, { filename: 'x.png', fileMime: 'image/png', fileKey: `u/${alice.id}/../${bob.id}/x.png` }, alice);
    expect(traversal.errors?.[0].extensions?.field).toBe('fileKey');
    const anonymous = await env.call(SIGN_UPLOAD, { filename: 'x.png', fileMime: 'image/png' }, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the internal registry lookup', () => {
  it('answers signed callers with the registered files among many keys, with their owners', async () => {
    const file = (await env.upload(alice, await png(), 'image/png')).data.createFile;
    const { key: unregistered } = await sign(alice, 'image/png');
    const lookup = (headers: Record<string, string>) => fetch(`${env.baseUrl}/internal/files/by-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ keys: [file.key, unregistered, 'u/nobody/x.png'] }),
    });
    expect((await lookup({})).status).toBe(401);
    const res = await lookup(testUserHeaders(null, env.secret));
    expect(await res.json()).toEqual({ files: [{ id: file.id, key: file.key, file_name: 'upload.png', file_mime: 'image/png', file_size: file.file_size, user_id: alice.id }] });
  });
});

describe('presigned downloads for other services', () => {
  it('signs a 5-minute GET of a registered file, answered as an attachment with the given name; tampering is refused', async () => {
    const body = await png();
    const file = (await env.upload(alice, body, 'image/png')).data.createFile;
    const ask = (id: string, headers: Record<string, string>, fileName: unknown = '#1042 Front.png') => fetch(`${env.baseUrl}/internal/files/${id}/download-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ file_name: fileName }),
    });
    expect((await ask(file.id, {})).status).toBe(401);
    expect((await ask('00000000-0000-4000-8000-00000000dead', testUserHeaders(null, env.secret))).status).toBe(404);
    expect((await ask(file.id, testUserHeaders(null, env.secret), 'x'.repeat(201))).status).toBe(400);
    const res = await ask(file.id, testUserHeaders(null, env.secret));
    const { url, expires_at } = (await res.json()) as { url: string; expires_at: string };
    const signed = new URL(url);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(240_000);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="_1042_Front.png"; filename*=UTF-8''%231042%20Front.png`);
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
    // Another key or another disposition under the same signature: refused by storage.
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace(/[^/]+$/, 'other.png');
    expect((await fetch(otherKey)).status).toBe(403);
    const renamed = new URL(url);
    renamed.searchParams.set('response-content-disposition', 'inline');
    expect((await fetch(renamed)).status).toBe(403);
    const unsigned = new URL(url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
  });
});

describe('serving user files', () => {
  it('serves an SVG only as an attachment that runs nothing, and resized as a PNG', async () => {
    const file = (await env.upload(alice, scriptedSvg, 'image/svg+xml', 'logo.svg')).data.createFile;
    const original = await fetch(`${env.baseUrl}/media/img/auto/${file.key}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(original.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const thumb = await fetch(`${env.baseUrl}/media/img/100/${file.key}`);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(thumb.headers.get('content-disposition')).toBeNull();
  });

  it('serves what is not an image as a download, whatever type storage recorded', async () => {
    const key = `u/${alice.id}/planted/page.html`;
    // Written around the signature check, as a compromised or careless writer could.
    await fetch(`${env.s3Backend}/${env.bucket}/${key}`, { method: 'PUT', body: html, headers: { 'Content-Type': 'text/html' } });
    const res = await fetch(`${env.baseUrl}/media/img/auto/${key}`);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${env.baseUrl}/media/img/200/${key}`)).status).toBe(415);
  });

  it('serves an image with the type its bytes decode as', async () => {
    const body = await png();
    const file = (await env.upload(alice, body, 'image/png')).data.createFile;
    const res = await fetch(`${env.baseUrl}/media/img/auto/${file.key}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('getFileThumbnailUrl', () => {
  const THUMB = `query($id: ID!) { getFileThumbnailUrl(file_id: $id) }`;

  it('answers the 200 px image-route URL of an image, one that the route really serves at that size', async () => {
    const body = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#cc3300' } }).png().toBuffer();
    const key = await signAndPost(alice, body, 'image/png', 'big.png');
    const file = (await register(alice, key, body, 'image/png', 'big.png')).data.createFile;
    const res = await env.call(THUMB, { id: file.id }, alice);
    expect(res.errors).toBeUndefined();
    expect(res.data.getFileThumbnailUrl).toBe(`http://media.test/media/img/200/${file.key}`);
    const served = await fetch(`${env.baseUrl}/media/img/200/${file.key}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  it('is null for a file that is not an image and for an unknown id, and needs a signed-in user', async () => {
    const csv = Buffer.from('a,b\n1,2\n');
    const key = await signAndPost(alice, csv, 'text/csv', 'rows.csv');
    const file = (await register(alice, key, csv, 'text/csv', 'rows.csv')).data.createFile;
    expect((await env.call(THUMB, { id: file.id }, alice)).data.getFileThumbnailUrl).toBeNull();
    expect((await env.call(THUMB, { id: '20000000-0000-4000-8000-000000000999' }, alice)).data.getFileThumbnailUrl).toBeNull();
    expect((await env.call(THUMB, { id: 'not-an-id' }, bob)).data.getFileThumbnailUrl).toBeNull();
    expect((await env.call(THUMB, { id: file.id }, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the S3 server refuses unsigned requests', () => {
  it('answers 403 to an unsigned or wrongly signed PUT and GET', async () => {
    const file = (await env.upload(alice, await png(), 'image/png')).data.createFile;
    const object = `${env.s3Endpoint}/${env.bucket}/${file.key}`;
    expect((await fetch(object)).status).toBe(403);
    expect((await fetch(`${env.s3Endpoint}/${env.bucket}/u/${alice.id}/x.html`, { method: 'PUT', body: html, headers: { 'Content-Type': 'text/html' } })).status).toBe(403);
    expect(await stored(`u/${alice.id}/x.html`)).toBe(false);
    const forged = `${object}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=S3RVER%2F20990101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20990101T000000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=${'0'.repeat(64)}`;
    expect((await fetch(forged)).status).toBe(403);
    const badHeader = await fetch(object, { headers: { Authorization: `AWS4-HMAC-SHA256 Credential=S3RVER/20990101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=${'0'.repeat(64)}`, 'x-amz-date': new Date().toISOString().replace(/[-:]|\.\d+/g, ''), 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } });
    expect(badHeader.status).toBe(403);
  });
});
