import { Client } from 'minio';
import { withTransientRetry } from './transient-retry';

/** Where a bucket is and how to sign for it (serialisable: a render job carries it to its worker thread). */
export interface S3Location {
  endpoint: URL | string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** What the render functions read from object storage: a whole object, its first bytes, or its size. */
export interface ObjectReader {
  /** Size and content type, or null when the object does not exist. */
  stat(key: string): Promise<{ size: number; contentType: string | null } | null>;
  read(key: string): Promise<Buffer>;
  /** The first `length` bytes (enough to sniff a magic number without loading a large file). */
  readHead(key: string, length: number): Promise<Buffer>;
}

/** A minio client for an S3-protocol server, path-style (MinIO, s3rver, S3 alike). */
export function s3Client(location: Omit<S3Location, 'bucket'>, options: { partSize?: number } = {}): Client {
  const endpoint = new URL(location.endpoint);
  const useSSL = endpoint.protocol === 'https:';
  return new Client({
    ...(options.partSize ? { partSize: options.partSize } : {}),
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: location.accessKey,
    secretKey: location.secretKey,
    // A fixed region keeps presigning local (no bucket-location request) and works with s3rver.
    region: location.region,
    pathStyle: true,
  });
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchObject';
}

async function collect(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads of one bucket, each retried on transient network failures (transient-retry.ts): every
 * reader — renders in their worker threads, PSD import, image info, the image route, uploads —
 * gets it here, and a body cut off mid-way is read again whole.
 */
export function objectReader(client: Client, bucket: string): ObjectReader {
  return {
    async stat(key) {
      try {
        const info = await withTransientRetry(() => client.statObject(bucket, key));
        const meta = info.metaData as Record<string, string | undefined>;
        return { size: info.size, contentType: meta['content-type'] ?? null };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    read: (key) => withTransientRetry(async () => collect(await client.getObject(bucket, key))),
    readHead: (key, length) => withTransientRetry(async () => (await collect(await client.getPartialObject(bucket, key, 0, length))).subarray(0, length)),
  };
}
