import { DEFAULT_PORTS } from '@pod/contracts';
import { COMMON_SERVICE_ENV, readEnv } from '@pod/service-kit';

/** Everything the media service reads from its environment (the only reader of process.env). */
export const MEDIA_ENV = {
  ...COMMON_SERVICE_ENV,
  MEDIA_PORT: { default: '', description: 'HTTP port of the subgraph and /media routes (wins over PORT)' },
  PORT: { default: String(DEFAULT_PORTS.media) },
  MEDIA_HOST: { default: '127.0.0.1', description: 'interface to listen on (0.0.0.0 in containers)' },
  S3_ENDPOINT: { required: true, description: 'S3-protocol server the service talks to, e.g. http://127.0.0.1:4569' },
  S3_PUBLIC_ENDPOINT: { default: '', description: 'S3 address browsers upload to (presigned PUT); defaults to S3_ENDPOINT' },
  S3_ACCESS_KEY: { required: true },
  S3_SECRET_KEY: { required: true },
  S3_BUCKET: { default: 'pod-media' },
  S3_REGION: { default: 'us-east-1' },
  PUBLIC_MEDIA_URL: { default: 'http://localhost:4000/media', description: 'public base of the /media routes (through the gateway)' },
  SEED_DEMO_DATA: { default: 'true', description: 'seed demo banner categories on first start' },
};

export interface S3Config {
  endpoint: URL;
  publicEndpoint: URL;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface MediaConfig {
  databaseUrl: string;
  internalSecret: string;
  kafkaBrokers: string[];
  logLevel: string;
  port: number;
  host: string;
  s3: S3Config;
  publicMediaUrl: string;
  seedDemoData: boolean;
}

export function loadMediaConfig(source: Record<string, string | undefined> = process.env): MediaConfig {
  const env = readEnv('media', MEDIA_ENV, source);
  const endpoint = new URL(env.S3_ENDPOINT);
  return {
    databaseUrl: env.DATABASE_URL,
    internalSecret: env.INTERNAL_SECRET,
    kafkaBrokers: env.KAFKA_BROKERS.split(',').map((b) => b.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL,
    port: Number(env.MEDIA_PORT || env.PORT),
    host: env.MEDIA_HOST,
    s3: {
      endpoint,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT ? new URL(env.S3_PUBLIC_ENDPOINT) : endpoint,
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
    },
    publicMediaUrl: env.PUBLIC_MEDIA_URL.replace(/\/+$/, ''),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
  };
}
