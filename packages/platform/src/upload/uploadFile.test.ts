// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, fetchExchange } from 'urql';
import { uploadFile } from './uploadFile';
import { mimeOfFile } from './fileMime';

/** Object storage stand-in taking S3 POST-policy forms (S3 is outside the product). */
let storage: Server;
let storageUrl = '';
const stored = new Map<string, { fields: string[]; type: string; body: Buffer }>();
let refuseNext: string | null = null;

beforeAll(async () => {
  storage = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    if (req.method === 'OPTIONS') return void res.end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (refuseNext) {
        res.statusCode = refuseNext === 'EntityTooLarge' ? 400 : 403;
        res.end(`<Error><Code>${refuseNext}</Code></Error>`);
        refuseNext = null;
        return;
      }
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
      const file = form.get('file') as Blob;
      stored.set(String(form.get('key')), { fields: [...form.keys()], type: String(form.get('Content-Type')), body: Buffer.from(await file.arrayBuffer()) });
      res.statusCode = 204;
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
        ? {
            createSignedUrl: {
              __typename: 'MediaSignedUrl',
              key: `uploads/u/1/${body.variables.filename}`,
              url: `${storageUrl}/bucket`,
              fields: [
                { __typename: 'MediaUploadField', name: 'key', value: `uploads/u/1/${body.variables.filename}` },
                { __typename: 'MediaUploadField', name: 'Content-Type', value: body.variables.fileMime },
                { __typename: 'MediaUploadField', name: 'policy', value: 'signed-policy' },
              ],
            },
          }
        : { createFile: { __typename: 'File', id: 'file-1', key: body.variables.input.key.replace(/^uploads\//, ''), url: `/media/img/auto/${body.variables.input.key}` } };
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  };
  return new Client({ url: 'http://gateway.test/graphql', exchanges: [fetchExchange], fetch: fetchFn });
}

describe('uploadFile', () => {
  it('signs, posts the signed fields then the bytes with progress, then registers the file under its final key', async () => {
    const calls: { op: string; variables: Record<string, any> }[] = [];
    const progress: number[] = [];
    const file = new File([new Uint8Array(2048).fill(7)], 'front.png', { type: 'image/png' });
    const result = await uploadFile(mediaClient(calls), file, { onProgress: (p) => progress.push(p) });

    expect(result).toMatchObject({ id: 'file-1', key: 'u/1/front.png' });
    expect(calls.map((c) => c.op)).toEqual(['PlatformCreateSignedUrl', 'PlatformCreateFile']);
    expect(calls[1].variables.input).toEqual({ key: 'uploads/u/1/front.png', file_name: 'front.png', file_mime: 'image/png', file_size: 2048, source: 'aws' });
    const posted = stored.get('uploads/u/1/front.png');
    // S3 reads the fields before the file: the file comes last.
    expect(posted?.fields).toEqual(['key', 'Content-Type', 'policy', 'file']);
    expect(posted?.type).toBe('image/png');
    expect(posted?.body.length).toBe(2048);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
  });

  it('does not register the file when storage refuses the upload', async () => {
    const calls: { op: string; variables: Record<string, any> }[] = [];
    refuseNext = 'SignatureDoesNotMatch';
    const file = new File(['x'], 'bad.jpg', { type: 'image/jpeg' });
    await expect(uploadFile(mediaClient(calls), file)).rejects.toThrow('Upload failed (403)');
    expect(calls.map((c) => c.op)).toEqual(['PlatformCreateSignedUrl']);
    refuseNext = 'EntityTooLarge';
    await expect(uploadFile(mediaClient([]), file)).rejects.toThrow('Upload failed: the file is too large');
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
