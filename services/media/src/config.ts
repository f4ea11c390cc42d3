import type { ServiceName } from '@pod/contracts';
import { readServiceConfig, type ServiceConfig } from '@pod/service-kit';

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
};

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
  };
}
