import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { startServiceForTest, TEST_INTERNAL_SECRET } from '@pod/service-kit/testing';
import type { EventBus, UserContext } from '@pod/service-kit';
import { SERVICE_NAME } from '../config';
import { startMediaService } from '../index';
import { startSignedS3Proxy } from '@pod/signed-s3-proxy';
import { createObjectStorage } from '../storage/object-storage';

/** A signed upload form as createSignedUrl returns it. */
export interface SignedUpload {
  key: string;
  url: string;
  fields: Array<{ name: string; value: string }>;
}

/** What a browser does with a signed upload: the fields in order, then the file. */
export function postUpload(signed: SignedUpload, body: Buffer, mime: string, extraFields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const field of signed.fields) form.append(field.name, extraFields[field.name] ?? field.value);
  form.append('file', new Blob([new Uint8Array(body)], { type: mime }), 'upload');
  return fetch(signed.url, { method: 'POST', body: form });
}

export const SIGN_UPLOAD = `mutation Sign($filename: String!, $fileMime: String!, $fileKey: String) { createSignedUrl(filename: $filename, fileMime: $fileMime, fileKey: $fileKey) { key url fields { name value } } }`;
export const REGISTER_FILE = `mutation Register($input: CreateFileInput!) { createFile(input: $input) { id key file_name file_mime file_size source url } }`;

/**
 * A real S3-protocol server (s3rver behind the signature-checking proxy the embedded suite
 * uses, temp dir), a fresh database and the media service wired to both (started by the kit's
 * `startServiceForTest`; the internal secret is the kit's test secret unless given).
 */
export async function startMediaTestEnv(options: { seed?: boolean; internalSecret?: string; bus?: EventBus; env?: Record<string, string> } = {}) {
  const secret = options.internalSecret ?? TEST_INTERNAL_SECRET;
  const dir = await mkdtemp(path.join(tmpdir(), 'media-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
  const address = (await s3.run()) as AddressInfo;
  const s3Backend = `http://127.0.0.1:${address.port}`;
  const proxy = await startSignedS3Proxy({ backend: s3Backend, accessKey: 'S3RVER', secretKey: 'S3RVER' });
  const s3Endpoint = proxy.url;
  const media = await startServiceForTest(SERVICE_NAME, startMediaService, {
    env: {
      INTERNAL_SECRET: secret,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: 'media-test',
      PUBLIC_MEDIA_URL: 'http://media.test/media',
      SEED_DEMO_DATA: options.seed ? 'true' : 'false',
      ...options.env,
    },
    bus: options.bus,
  });
  const { service, baseUrl, call } = media;
  return {
    /** The internal secret the service checks, for tests that sign their own requests. */
    secret,
    s3Endpoint,
    s3Backend,
    bucket: 'media-test',
    baseUrl,
    db: media.db,
    service,
    call,
    /** Signs, posts the bytes and registers them as `as`; returns the createFile answer. */
    async upload(as: UserContext, body: Buffer, mime: string, filename = 'upload.png') {
      const signed = await call(SIGN_UPLOAD, { filename, fileMime: mime }, as);
      if (signed.errors) throw new Error(signed.errors[0].message);
      const posted = await postUpload(signed.data.createSignedUrl, body, mime);
      if (!posted.ok) throw new Error(`upload refused: ${posted.status} ${await posted.text()}`);
      return call(REGISTER_FILE, { input: { key: signed.data.createSignedUrl.key, file_name: filename, file_mime: mime, file_size: body.length, source: 'aws' } }, as);
    },
    /** A stored object's bytes, read as any S3 client would. */
    readObject(key: string): Promise<Buffer> {
      const endpoint = new URL(s3Endpoint);
      return createObjectStorage({ endpoint, publicEndpoint: endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'media-test', region: 'us-east-1' }).read(key);
    },
    async stop() {
      await media.stop();
      await proxy.close();
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type MediaTestEnv = Awaited<ReturnType<typeof startMediaTestEnv>>;
