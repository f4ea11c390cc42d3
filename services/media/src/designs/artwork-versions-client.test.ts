import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyUserContext } from '@pod/service-kit';
import { ArtworkVersionNotFound, ArtworkVersionsClient } from './artwork-versions-client';

const SECRET = 'artwork-versions-test-secret';
const ARTWORK = '00000000-0000-4000-8000-0000000000a1';
let asked: string[] = [];
let server: Server;
let artworksUrl: string;

/** A stand-in of artworks' version route: version 1 is small, version 2 is ~10 kB, others are unknown. */
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!verifyUserContext(req.headers, SECRET).ok) return void res.writeHead(401).end();
    asked.push(req.url!);
    const version = Number(req.url!.split('/').pop());
    if (version !== 1 && version !== 2) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no such version"}');
    const document = { templates: [{ name: version === 2 ? 'x'.repeat(10_000) : 'Front', layers: [] }] };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: ARTWORK, version, document }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  artworksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  asked = [];
});

describe('ArtworkVersionsClient', () => {
  it('asks artworks once per version: a saved version never changes', async () => {
    const versions = new ArtworkVersionsClient({ artworksUrl, internalSecret: SECRET });
    const first = await versions.document(ARTWORK, 1);
    const second = await versions.document(ARTWORK, 1);
    expect(second).toEqual(first);
    expect(asked).toEqual([`/internal/artworks/${ARTWORK}/versions/1`]);
  });

  it('gives each reader its own copy, so one render cannot change what the next one draws', async () => {
    const versions = new ArtworkVersionsClient({ artworksUrl, internalSecret: SECRET });
    const first = (await versions.document(ARTWORK, 1)) as { templates: Array<{ name: string }> };
    first.templates[0]!.name = 'changed';
    expect(await versions.document(ARTWORK, 1)).toEqual({ templates: [{ name: 'Front', layers: [] }] });
  });

  it('keeps no more bytes than its bound, and nothing with a bound of 0', async () => {
    const small = new ArtworkVersionsClient({ artworksUrl, internalSecret: SECRET, cacheBytes: 1_000 });
    await small.document(ARTWORK, 2);
    await small.document(ARTWORK, 2);
    const off = new ArtworkVersionsClient({ artworksUrl, internalSecret: SECRET, cacheBytes: 0 });
    await off.document(ARTWORK, 1);
    await off.document(ARTWORK, 1);
    expect(asked).toHaveLength(4);
  });

  it('fails the design for an unknown version, and does not remember the miss', async () => {
    const versions = new ArtworkVersionsClient({ artworksUrl, internalSecret: SECRET });
    await expect(versions.document(ARTWORK, 3)).rejects.toBeInstanceOf(ArtworkVersionNotFound);
    await expect(versions.document(ARTWORK, 3)).rejects.toBeInstanceOf(ArtworkVersionNotFound);
    expect(asked).toHaveLength(2);
  });
});
