import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { createLogger, openDatabase, startSubgraph, type Logger } from '@pod/service-kit';
import { createEventBus, startOutboxRelay, type EventBus } from '@pod/service-kit/events';
import { loadArtworksConfig } from './config';
import type { ArtworksContext } from './context';
import { ArtworkCategoryEntity } from './artwork-categories/artwork-category.entity';
import { ArtworkCategoryService } from './artwork-categories/artwork-category.service';
import { artworkCategoryResolvers, createCategoryLoader } from './artwork-categories/artwork-category.resolvers';
import { ARTWORKS_MIGRATIONS } from './database/migrations';
import { seedArtworks } from './database/seed';

export const ARTWORKS_SCHEMA = 'artworks';

export interface StartArtworksOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
}

export interface RunningArtworksService {
  name: string;
  url: string;
  port: number;
  stop(): Promise<void>;
}

const typeDefs = gql(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** Starts the artworks subgraph (schema `artworks`): migrations, demo seed, GraphQL on its port. */
export async function startArtworksService(options: StartArtworksOptions): Promise<RunningArtworksService> {
  const config = loadArtworksConfig(options.env);
  const logger = options.logger ?? createLogger('artworks', config.logLevel);
  const db = await openDatabase({
    url: config.databaseUrl,
    schema: ARTWORKS_SCHEMA,
    entities: [ArtworkCategoryEntity],
    migrations: ARTWORKS_MIGRATIONS,
    logger,
  });
  if (config.seedDemoData) await seedArtworks(db);

  // The launcher injects its shared bus; standalone, Kafka when KAFKA_BROKERS is set.
  const bus = options.bus ?? createEventBus({ brokers: config.kafkaBrokers.join(','), clientId: 'artworks', logger });
  const relay = startOutboxRelay({ dataSource: db, schema: ARTWORKS_SCHEMA, bus, logger });
  const categories = new ArtworkCategoryService(db, {
    schema: ARTWORKS_SCHEMA,
    committed: () => void relay.flush(),
  });

  const subgraph = await startSubgraph<ArtworksContext>({
    name: 'artworks',
    port: options.port ?? config.port,
    host: config.host,
    typeDefs,
    resolvers: artworkCategoryResolvers,
    internalSecret: config.internalSecret,
    logger,
    context: (base) => {
      const ctx = { ...base, categories } as ArtworksContext;
      ctx.categoryLoader = createCategoryLoader(ctx);
      return ctx;
    },
    ready: async () => {
      await db.query('SELECT 1');
      return bus.ready();
    },
  });

  return {
    name: subgraph.name,
    url: subgraph.url,
    port: subgraph.port,
    async stop() {
      await subgraph.stop();
      await relay.stop();
      if (!options.bus) await bus.close();
      await db.destroy();
    },
  };
}
