import { expect } from 'vitest';
import sharp from 'sharp';
import { startMediaTestEnv, type MediaTestEnv } from '@pod/media/testing';
import type { EventBus, RunningService, UserContext } from '@pod/service-kit';
import { freePort, startServiceForTest, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { startArtworksService } from '../index';

/** The artworks service wired to a real media service (uploads, byte checks, TIFF → PNG). */
export interface ClipartTestEnv {
  media: MediaTestEnv;
  artworks: ServiceUnderTest<RunningService>;
  call: ServiceUnderTest<RunningService>['call'];
  stop(): Promise<void>;
}

export async function startClipartTestEnv(options: { bus?: EventBus; env?: Record<string, string> } = {}): Promise<ClipartTestEnv> {
  // One internal secret for both: cliparts ask media's signed internal routes about the files,
  // and media's renders (on the shared bus, when given) ask artworks for the clipart categories.
  const port = await freePort();
  const media = await startMediaTestEnv({ internalSecret: TEST_INTERNAL_SECRET, bus: options.bus, env: { ARTWORKS_URL: `http://127.0.0.1:${port}/graphql`, RENDER_THREADS: '1' } });
  const artworks = await startServiceForTest(SERVICE_NAME, startArtworksService, {
    env: { SEED_DEMO_DATA: 'false', MEDIA_URL: media.service.url, ...options.env },
    bus: options.bus,
    port,
  });
  return {
    media,
    artworks,
    call: artworks.call,
    stop: async () => {
      await artworks.stop();
      await media.stop();
    },
  };
}

/** A small picture in the given format, its colour varied by `seed`. */
export function picture(format: 'png' | 'jpeg' | 'tiff', seed = 0): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 40 } } })[format]().toBuffer();
}

/** The browser's part of an upload: signed form → POST → createFile, as @pod/platform's uploadFile does. */
export async function upload(env: ClipartTestEnv, as: UserContext, name: string, mime: string, body: Buffer): Promise<string> {
  const signed = await env.media.call(`mutation($f: String!, $m: String!) { createSignedUrl(filename: $f, fileMime: $m) { key url fields { name value } } }`, { f: name, m: mime }, as);
  const { key, url, fields } = signed.data.createSignedUrl as { key: string; url: string; fields: Array<{ name: string; value: string }> };
  const form = new FormData();
  for (const field of fields) form.append(field.name, field.value);
  form.append('file', new Blob([new Uint8Array(body)], { type: mime }), name);
  const posted = await fetch(url, { method: 'POST', body: form });
  expect(posted.status).toBe(204);
  const file = await env.media.call(`mutation($i: CreateFileInput!) { createFile(input: $i) { id } }`, {
    i: { key, file_name: name, file_mime: mime, file_size: body.length, source: 'aws' },
  }, as);
  expect(file.errors).toBeUndefined();
  return file.data.createFile.id;
}

export const CREATE_CATEGORY = `mutation($parentID: ID, $title: String) { createClipartCategory(parentID: $parentID, title: $title) { id title parentID userID } }`;
export const CREATE_CLIPART = `mutation($title: String, $file: ID!, $categoryID: ID!) { createClipart(title: $title, file: $file, categoryID: $categoryID) { id title categoryID userID } }`;

export async function createCategory(env: ClipartTestEnv, as: UserContext, title: string, parentID: string | null = null): Promise<string> {
  const res = await env.call(CREATE_CATEGORY, { title, parentID }, as);
  expect(res.errors).toBeUndefined();
  return res.data.createClipartCategory.id;
}

/** Uploads a PNG (of `picture(png, seed)` unless given) and files it as a clipart; returns the clipart id. */
export async function createClipart(env: ClipartTestEnv, as: UserContext, categoryID: string, title: string, seed = 0, png?: Buffer): Promise<string> {
  const file = await upload(env, as, `${title.replace(/\W+/g, '_')}.png`, 'image/png', png ?? (await picture('png', seed)));
  const res = await env.call(CREATE_CLIPART, { title, file, categoryID }, as);
  expect(res.errors).toBeUndefined();
  return res.data.createClipart.id;
}
