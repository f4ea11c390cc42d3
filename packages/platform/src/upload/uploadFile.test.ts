// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, fetchExchange } from 'urql';
import { uploadFile } from './uploadFile';
import { mimeOfFile } from './fileMime';

/** Object storage stand-in speaking the presigned-PUT protocol (S3 is outside the product). */
let storage: Server;
let storageUrl = '';
const stored = new Map<string, { type: string; body: Buffer }>();
let failNextPut = false;

beforeAll(async () => {
  storage = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'PUT');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') return void res.end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failNextPut) {
        failNextPut = false;
        res.statusCode = 403;
        return void res.end('SignatureDoesNotMatch');
      }
      stored.set(req.url ?? '', { type: String(req.headers['content-type']), body: Buffer.concat(chunks) });
      res.end();
    });
  });
  await new Promise<void>((r) => storage.listen(0, '127.0.0.1', r));
  storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => storage.close(() => r())));

/** A GraphQL endpoint answering the two media mutations the way media does, recording calls. */
function mediaClient(calls: { op: string; variables: Record<string, any> }[]) {
  const fetchFn: typeof fetch = async (_url, init) => {
    const body = JSON.parse(String(init?.body));
    calls.push({ op: body.operationName, variables: body.variables });
    const data =
      body.operationName === 'PlatformCreateSignedUrl'
        ? { createSignedUrl: { __typename: 'MediaSignedUrl', key: `u/1/${body.variables.filename}`, url: `${storageUrl}/bucket/u/1/${body.variables.filename}?sig=x` } }
        : { createFile: { __typename: 'File', id: 'file-1', key: body.variables.input.key, url: `/media/img/auto/${body.variables.input.key}` } };
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  };
  return new Client({ url: 'http://gateway.test/graphql', exchanges: [fetchExchange], fetch: fetchFn });
}

describe('uploadFile', () => {
  it('signs, PUTs the bytes with the signed type and reports progress, then registers the file', async () => {
    const calls: { op: string; variables: Record<string, any> }[] = [];
    const progress: number[] = [];
    const file = new File([new Uint8Array(2048).fill(7)], 'front.png', { type: 'image/png' });
    const result = await uploadFile(mediaClient(calls), file, { onProgress: (p) => progress.push(p) });

    expect(result).toMatchObject({ id: 'file-1', key: 'u/1/front.png' });
    expect(calls.map((c) => c.op)).toEqual(['PlatformCreateSignedUrl', 'PlatformCreateFile']);
    expect(calls[1].variables.input).toEqual({ key: 'u/1/front.png', file_name: 'front.png', file_mime: 'image/png', file_size: 2048, source: 'aws' });
    const put = stored.get('/bucket/u/1/front.png?sig=x');
    expect(put?.type).toBe('image/png');
    expect(put?.body.length).toBe(2048);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
  });

  it('does not register the file when storage refuses the PUT', async () => {
    const calls: { op: string; variables: Record<string, any> }[] = [];
    failNextPut = true;
    const file = new File(['x'], 'bad.jpg', { type: 'image/jpeg' });
    await expect(uploadFile(mediaClient(calls), file)).rejects.toThrow('Upload failed (403)');
    expect(calls.map((c) => c.op)).toEqual(['PlatformCreateSignedUrl']);
  });

  it('refuses a design upload named against spec 000 §5 before sending anything, and registers a good one with its kind', async () => {
    const calls: { op: string; variables: Record<string, any> }[] = [];
    const spaced = new File(['x'], 'front print.png', { type: 'image/png' });
    await expect(uploadFile(mediaClient(calls), spaced, { kind: 'print_file' })).rejects.toThrow('File name cannot contain empty space or any special characters');
    const psd = new File(['x'], 'design.psd', { type: 'image/vnd.adobe.photoshop' });
    await expect(uploadFile(mediaClient(calls), psd, { kind: 'custom_design' })).rejects.toThrow('Please upload a .jpg, .jpeg, .png file');
    expect(calls).toEqual([]);

    await uploadFile(mediaClient(calls), new File(['x'], 'front_print.png', { type: 'image/png' }), { kind: 'print_file' });
    expect(calls[1].variables.input).toMatchObject({ file_name: 'front_print.png', kind: 'print_file' });
  });

  it('names PSD files by extension when the browser gives no type', () => {
    expect(mimeOfFile({ name: 'Mockup.PSD', type: '' })).toBe('image/vnd.adobe.photoshop');
    expect(mimeOfFile({ name: 'a.png', type: 'image/png' })).toBe('image/png');
  });
});
