import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { signUserContext } from '@pod/service-kit';
import { testUser } from '@pod/service-kit/testing';
import { startMediaTestEnv, type MediaTestEnv } from '../testing/media-test-env';
import { signFileLink, verifyFileLink } from './file-links';

const supplier = testUser({ id: '20000000-0000-4000-8000-0000000000c1', roles: ['Supplier'] });

let env: MediaTestEnv;
beforeAll(async () => { env = await startMediaTestEnv(); });
afterAll(async () => { await env?.stop(); });

/** What orders' export job does: the body as a stream of chunks, signed as the acting user. */
function stream(chunks: Array<string | Buffer>, options: { mime?: string; name?: string; as?: typeof supplier | null } = {}) {
  const body = Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
  return fetch(`${env.baseUrl}/internal/files/stream?file_name=${encodeURIComponent(options.name ?? 'orders.csv')}`, {
    method: 'POST',
    headers: { 'content-type': options.mime ?? 'text/csv', ...signUserContext(options.as === undefined ? supplier : options.as, env.secret) },
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}

async function links(ids: string[], ttl = 3600) {
  const res = await fetch(`${env.baseUrl}/internal/files/links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signUserContext(null, env.secret) },
    body: JSON.stringify({ ids, ttl_seconds: ttl }),
  });
  return { status: res.status, body: (await res.json()) as { links: Array<{ id: string; url: string; expires_at: string }> } };
}

describe('POST /internal/files/stream', () => {
  it('stores a streamed CSV byte for byte as a File of the signed user', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `${i},"Zoë, ""Straße"" ${i}",東京\r\n`);
    const res = await stream(['\uFEFFid,name,city\r\n', ...rows]);
    expect(res.status).toBe(201);
    const file = await res.json();
    const expected = Buffer.from(['\uFEFFid,name,city\r\n', ...rows].join(''));
    expect(file).toMatchObject({ file_name: 'orders.csv', file_mime: 'text/csv', file_size: expected.length, user_id: supplier.id });
    expect(file.key).toMatch(/^exports\/\d{4}-\d{2}\/[0-9a-f-]{36}\/orders.csv$/);
    expect((await env.readObject(file.key)).equals(expected)).toBe(true);
  });

  it('refuses bytes that are not text, a type it cannot check, no user and a bad signature', async () => {
    expect((await stream(['a,b\n', Buffer.from([0x61, 0x00, 0x62])])).status).toBe(422);
    expect((await stream(['a,b\n', Buffer.from([0xc3, 0x28])])).status).toBe(422);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await stream([png], { mime: 'image/png' })).status).toBe(415);
    expect((await stream(['a\n'], { as: null })).status).toBe(403);
    const unsigned = await fetch(`${env.baseUrl}/internal/files/stream?file_name=x.csv`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a\n' });
    expect(unsigned.status).toBe(401);
    expect((await stream([''])).status).toBe(400);
  });
});

describe('signed print-file links', () => {
  it('signs links for registered files that redirect to the bytes until they expire', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    const uploaded = await env.upload(supplier, png, 'image/png', 'front.png');
    const fileId = uploaded.data.createFile.id as string;

    const answer = await links([fileId, '00000000-0000-4000-8000-000000000000']);
    expect(answer.status).toBe(200);
    expect(answer.body.links).toHaveLength(1);
    const link = new URL(answer.body.links[0].url);
    expect(link.origin + link.pathname).toBe(`http://media.test/media/links/${fileId}`);

    const local = `${env.baseUrl}${link.pathname}${link.search}`;
    const redirected = await fetch(local, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    const bytes = await fetch(redirected.headers.get('location')!);
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(png)).toBe(true);

    // Tampering: another expiry, another file, a changed signature.
    const exp = Number(link.searchParams.get('exp'));
    const sig = link.searchParams.get('sig')!;
    expect((await fetch(`${env.baseUrl}/media/links/${fileId}?exp=${exp + 86400}&sig=${sig}`, { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${env.baseUrl}/media/links/00000000-0000-4000-8000-000000000000?exp=${exp}&sig=${sig}`, { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${env.baseUrl}/media/links/${fileId}?exp=${exp}&sig=${sig.slice(0, -2)}AA`, { redirect: 'manual' })).status).toBe(403);

    // Expired: a true signature whose time is over.
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await fetch(`${env.baseUrl}/media/links/${fileId}?exp=${past}&sig=${signFileLink(env.secret, fileId, past)}`, { redirect: 'manual' });
    expect(expired.status).toBe(410);
  });

  it('judges expiry on the clock and refuses a signature made with another secret', () => {
    const exp = 2_000_000_000;
    const sig = signFileLink('secret-one-12345', 'f1', exp);
    expect(verifyFileLink('secret-one-12345', 'f1', exp, sig, exp * 1000 - 1)).toBe('ok');
    expect(verifyFileLink('secret-one-12345', 'f1', exp, sig, exp * 1000)).toBe('expired');
    expect(verifyFileLink('secret-two-12345', 'f1', exp, sig, 0)).toBe('invalid');
  });

  it('bounds the request', async () => {
    expect((await links(['a'], 10)).status).toBe(400);
    expect((await links(Array.from({ length: 1001 }, () => 'a'))).status).toBe(400);
  });
});
