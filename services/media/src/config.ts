import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, serviceBaseUrl, type ServiceConfig } from '@pod/service-kit';
import { DEFAULT_MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type PixelBound } from '@pod/render';

/** The service's name, written once: subgraph, logger, config prefix (MEDIA_*), bus client id, tests. */
export const SERVICE_NAME = 'media' satisfies ServiceName;

/** The media service's own variables, on top of those every service reads. */
export const MEDIA_ENV = {
  S3_ENDPOINT: { required: true, description: 'S3-protocol server the service talks to, e.g. http://127.0.0.1:4569' },
  S3_PUBLIC_ENDPOINT: { default: '', description: 'S3 address browsers upload to (presigned PUT); defaults to S3_ENDPOINT' },
  S3_ACCESS_KEY: { required: true },
  S3_SECRET_KEY: { required: true },
  S3_BUCKET: { default: 'pod-media' },
  S3_REGION: { default: 'us-east-1' },
  PUBLIC_MEDIA_URL: { default: 'http://localhost:4000/media', description: 'public base of the /media routes (through the gateway)' },
  ARTWORKS_URL: {
    default: 'http://127.0.0.1:4004/graphql',
    description: "artworks' subgraph URL; the render worker reads pinned artwork versions from its internal route",
  },
  RENDER_THREADS: { default: '0', description: 'render worker threads; 0 = one per core' },
  MAX_IMAGE_PIXELS: {
    default: String(DEFAULT_MAX_IMAGE_PIXELS),
    description: 'largest image any decode path accepts (width × height its header declares; PSD documents and layers, TIFF, uploads, renders); larger files are refused before decoding',
  },
  ARTWORK_VERSION_CACHE_BYTES: {
    default: String(32 * 1024 * 1024),
    description: 'bytes of pinned artwork version documents kept in memory (a saved version never changes, so renders skip asking artworks); 0 turns the cache off',
  },
  RENDER_QUEUE: { default: '0', description: 'design requests held at once (rendering or waiting); 0 = 2 per thread. The consumer pauses while full' },
  MEDIA_CONSUMERS: {
    default: 'on',
    description: "'off': the media subgraph starts no render consumers (print files, artwork previews, PSD import); media's render process (src/render-main.ts) runs them instead",
  },
  MEDIA_RENDER_PORT: { default: '4015', description: "port of the render process's health endpoint (/health, /ready; src/render-main.ts); 0 = any free port" },
};

/** The name media's render process logs and joins the bus under (src/render-main.ts). */
export const RENDER_PROCESS_NAME = 'media-render';

export interface S3Config {
  endpoint: URL;
  publicEndpoint: URL;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface MediaConfig extends ServiceConfig {
  s3: S3Config;
  publicMediaUrl: string;
  artworksUrl: string;
  /** undefined = one thread per core. */
  renderThreads: number | undefined;
  /** undefined = 2 per thread. */
  renderQueue: number | undefined;
  /** Bound of the artwork version-document cache in bytes; 0 = no cache. */
  artworkVersionCacheBytes: number;
  /** What every decode path checks a file's declared size against before allocating. */
  pixelBound: PixelBound;
  /** Whether the subgraph process runs the render consumers itself (MEDIA_CONSUMERS, default on). */
  consumers: boolean;
  /** The render process's health port (MEDIA_RENDER_PORT). */
  renderPort: number;
}

/** The only place the media service reads its environment. */
export function loadMediaConfig(source: Record<string, string | undefined> = process.env): MediaConfig {
  const { config, env } = readServiceConfig(SERVICE_NAME, MEDIA_ENV, source);
  const endpoint = new URL(env.S3_ENDPOINT);
  return {
    ...config,
    s3: {
      endpoint,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT ? new URL(env.S3_PUBLIC_ENDPOINT) : endpoint,
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
    },
    publicMediaUrl: env.PUBLIC_MEDIA_URL.replace(/\/+$/, ''),
    artworksUrl: serviceBaseUrl(env.ARTWORKS_URL),
    renderThreads: positiveOrDefault(env.RENDER_THREADS, 'RENDER_THREADS'),
    renderQueue: positiveOrDefault(env.RENDER_QUEUE, 'RENDER_QUEUE'),
    artworkVersionCacheBytes: positiveOrDefault(env.ARTWORK_VERSION_CACHE_BYTES, 'ARTWORK_VERSION_CACHE_BYTES') ?? 0,
    pixelBound: { maxPixels: positiveOrDefault(env.MAX_IMAGE_PIXELS, 'MAX_IMAGE_PIXELS') ?? DEFAULT_MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE },
    consumers: onOff(env.MEDIA_CONSUMERS, 'MEDIA_CONSUMERS'),
    renderPort: positiveOrDefault(env.MEDIA_RENDER_PORT, 'MEDIA_RENDER_PORT') ?? 0,
  };
}

function onOff(raw: string, name: string): boolean {
  const value = raw.trim().toLowerCase();
  if (value === 'on' || value === '') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off (got "${raw}")`);
}

/** 0 (or empty) = the default; anything else must be a positive whole number. */
function positiveOrDefault(raw: string, name: string): number | undefined {
  const n = Number(raw || '0');
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0 (got "${raw}")`);
  return n || undefined;
}
