import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { objectReader, s3Client, type ObjectReader } from '@pod/render';
import type { Logger } from '@pod/service-kit';
import type { S3Config } from '../config';

/** How long a presigned upload form stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** How long a presigned download link stays valid: long enough to start the download, too short to share. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

/**
 * Browsers PUT straight to the bucket, so it must answer CORS preflights. s3rver refuses them
 * until a rule is set; MinIO allows every origin by default and ignores this call.
 */
export const MEDIA_BUCKET_CORS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * A browser upload form (S3 POST policy): the browser posts `fields` then the file to `url`.
 * The policy signs the exact key, the exact Content-Type and the allowed length range, so
 * storage itself refuses another type, a larger body or another key.
 */
export interface SignedUploadForm {
  url: string;
  fields: Record<string, string>;
}

/**
 * The media bucket: everything the service does with object storage goes through here. Its
 * reads (`stat`, `read`, `readHead`) are @pod/render's object reader, the same one renders use in
 * their worker threads: each retries transient network failures.
 */
export interface ObjectStorage extends ObjectReader {
  bucket: string;
  /** A signed POST form for exactly this key, type and at most maxBytes (address browsers can reach). */
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<SignedUploadForm>;
  /**
   * A presigned GET of this key for `ttlSeconds` (address browsers can reach), answered as an
   * attachment named `fileName` (the signed `response-content-disposition`).
   */
  presignDownload(key: string, fileName: string, ttlSeconds: number): Promise<string>;
  /** Server-side copy inside the bucket. */
  copy(from: string, to: string): Promise<void>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Uploads a local file of known size in parts of at most STREAM_PART_BYTES, so a large
   * generated file (an order export) never sits in memory whole.
   */
  writeFile(key: string, filePath: string, size: number, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Creates the bucket, and an open CORS rule when it has none (idempotent). */
  ensureBucket(logger?: Logger): Promise<void>;
}

/**
 * Part size of streamed uploads. minio-js otherwise picks 64 MB parts (and buffers a whole part),
 * so this caps what one upload holds in memory; S3's minimum part size is 5 MiB.
 */
export const STREAM_PART_BYTES = 5 * 1024 * 1024;

export function createObjectStorage(config: S3Config): ObjectStorage {
  const client = s3Client(config);
  const partClient = s3Client(config, { partSize: STREAM_PART_BYTES });
  const publicClient = config.publicEndpoint.href === config.endpoint.href ? client : s3Client({ ...config, endpoint: config.publicEndpoint });
  const bucket = config.bucket;

  return {
    bucket,
    ...objectReader(client, bucket),
    async presignUpload(key, contentType, maxBytes) {
      const policy = publicClient.newPostPolicy();
      policy.setBucket(bucket);
      policy.setKey(key);
      policy.setContentType(contentType);
      policy.setContentLengthRange(1, maxBytes);
      policy.setExpires(new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000));
      const { postURL, formData } = await publicClient.presignedPostPolicy(policy);
      return { url: postURL, fields: Object.fromEntries(Object.entries(formData).map(([k, v]) => [k, String(v)])) };
    },
    presignDownload(key, fileName, ttlSeconds) {
      return publicClient.presignedGetObject(bucket, key, ttlSeconds, { 'response-content-disposition': attachment(fileName) });
    },
    async copy(from, to) {
      await client.copyObject(bucket, to, `/${bucket}/${from}`);
    },
    async write(key, body, contentType) {
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },
    async writeFile(key, filePath, size, contentType) {
      await partClient.putObject(bucket, key, createReadStream(filePath), size, { 'Content-Type': contentType });
    },
    async remove(key) {
      await client.removeObject(bucket, key);
    },
    async ensureBucket(logger) {
      if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, config.region);
      try {
        // minio-js has no CORS calls; these are the plain S3 Get/PutBucketCors requests.
        // A rule someone already set (the launcher's, narrowed to its origins) is kept.
        const existing = await client.makeRequestAsyncOmit({ method: 'GET', bucketName: bucket, query: 'cors' }, '', [200]).then(() => true, () => false);
        if (existing) return;
        const md5 = createHash('md5').update(MEDIA_BUCKET_CORS_XML).digest('base64');
        await client.makeRequestAsyncOmit({ method: 'PUT', bucketName: bucket, query: 'cors', headers: { 'Content-MD5': md5 } }, MEDIA_BUCKET_CORS_XML, [200]);
      } catch (err) {
        logger?.debug({ err }, 'bucket CORS rule not set (the server may not support it)');
      }
    },
  };
}

/** `Content-Disposition: attachment` with an ASCII fallback name and the exact name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
