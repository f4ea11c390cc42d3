import { DEFAULT_PORTS } from '@pod/contracts';
import { COMMON_SERVICE_ENV, readEnv } from '@pod/service-kit';

/** Everything the artworks service reads from its environment (the only reader of process.env). */
export const ARTWORKS_ENV = {
  ...COMMON_SERVICE_ENV,
  ARTWORKS_PORT: { default: '', description: 'HTTP port of the subgraph (wins over PORT)' },
  PORT: { default: String(DEFAULT_PORTS.artworks) },
  ARTWORKS_HOST: { default: '127.0.0.1', description: 'interface to listen on (0.0.0.0 in containers)' },
  SEED_DEMO_DATA: { default: 'true', description: 'seed the demo category trees on first start' },
};

export interface ArtworksConfig {
  databaseUrl: string;
  internalSecret: string;
  kafkaBrokers: string[];
  logLevel: string;
  port: number;
  host: string;
  seedDemoData: boolean;
}

export function loadArtworksConfig(source: Record<string, string | undefined> = process.env): ArtworksConfig {
  const env = readEnv('artworks', ARTWORKS_ENV, source);
  return {
    databaseUrl: env.DATABASE_URL,
    internalSecret: env.INTERNAL_SECRET,
    kafkaBrokers: env.KAFKA_BROKERS.split(',').map((b) => b.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL,
    port: Number(env.ARTWORKS_PORT || env.PORT),
    host: env.ARTWORKS_HOST,
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
  };
}
