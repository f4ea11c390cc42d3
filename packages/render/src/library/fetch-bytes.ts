import { isServableKey } from './keys';
import { objectReader, s3Client, type ObjectReader, type S3Location } from './object-reader';

/**
 * Where a render may read images and fonts from (serialisable: it travels to the worker thread).
 * - `media-library`: only objects of our own bucket (the files and the font library media keeps),
 *   read through the S3 client. A document names them by key, by their public media URL or by
 *   their storage URL; anything else fails the render.
 * - `test-fixtures`: only URLs under one fixture server — the test-only loader the render tests,
 *   the bench and the WYSIWYG e2e use for @pod/artwork-scene's reference fixtures.
 */
export type ByteSource =
  | {
      kind: 'media-library';
      s3: S3Location & { endpoint: string };
      /** The public base of media's routes (`PUBLIC_MEDIA_URL`), whose /img/<size>/<key> URLs documents keep. */
      publicMediaUrl: string;
    }
  | { kind: 'test-fixtures'; baseUrl: string };

/** One S3 client per worker and library. */
const libraries = new Map<string, ObjectReader>();

function libraryOf(source: Extract<ByteSource, { kind: 'media-library' }>): ObjectReader {
  const id = JSON.stringify(source.s3);
  let storage = libraries.get(id);
  if (!storage) {
    storage = objectReader(s3Client(source.s3), source.s3.bucket);
    libraries.set(id, storage);
  }
  return storage;
}

/** The object key a URL names in our library, or null when it is not ours. */
export function libraryKey(url: string, source: Extract<ByteSource, { kind: 'media-library' }>): string | null {
  const strip = (prefix: string) => (url.startsWith(prefix) ? url.slice(prefix.length) : null);
  const media = source.publicMediaUrl.replace(/\/+$/, '');
  const storage = `${source.s3.endpoint.replace(/\/+$/, '')}/${source.s3.bucket}/`;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(url)
    ? (strip(`${media}/img/auto/`) ?? strip(`${media}/img/`)?.replace(/^\d+\//, '') ?? strip(`${media}/`) ?? strip(storage))
    : url.replace(/^\/+/, '');
  if (candidate === null) return null;
  const key = decodeURIComponent(candidate.split(/[?#]/)[0]!);
  // Checked files only: a staging upload nobody has verified is not part of the library.
  return isServableKey(key) ? key : null;
}

function capitalised(what: string): string {
  return what.charAt(0).toUpperCase() + what.slice(1);
}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number, what: string, url: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} ${url} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetch an image or font file for a render from the job's source, with a time-out. Errors are
 * short sentences naming the URL: they end up in the order's log.
 */
export async function fetchBytes(url: string, timeoutMs: number, what: string, source: ByteSource): Promise<Buffer> {
  if (source.kind === 'media-library') {
    const key = libraryKey(url, source);
    if (!key) throw new Error(`${capitalised(what)} ${url} is not in the media library`);
    try {
      // The storage read itself retries transient network failures (transient-retry.ts).
      return await withTimeout(libraryOf(source).read(key), timeoutMs, what, url);
    } catch (error) {
      const message = (error as Error).message;
      if (message.includes('did not load within')) throw error;
      throw new Error(`${what} ${url} could not be read from the media library (${(error as { code?: string }).code ?? message})`);
    }
  }
  if (!url.startsWith(`${source.baseUrl.replace(/\/+$/, '')}/`)) throw new Error(`${capitalised(what)} ${url} is not in the media library`);
  return fetchOverHttp(url, timeoutMs, what);
}

async function fetchOverHttp(url: string, timeoutMs: number, what: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new Error(`${what} ${url} did not load within ${timeoutMs} ms`);
    throw new Error(`${what} ${url} could not be fetched (${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message})`);
  }
  if (!response.ok) throw new Error(`${what} ${url} answered HTTP ${response.status}`);
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch {
    throw new Error(`${what} ${url} did not load within ${timeoutMs} ms`);
  }
}
