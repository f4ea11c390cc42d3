import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
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

const typeDefs = gql(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** Starts the artworks subgraph (schema `artworks`): migrations, demo seed, GraphQL on its port. */
export function startArtworksService(options: StartArtworksOptions): Promise<RunningService> {
  return runService<ArtworksContext>({
    ...options,
    name: 'artworks',
    schema: ARTWORKS_SCHEMA,
    config: loadArtworksConfig(options.env),
    entities: [ArtworkCategoryEntity],
    migrations: ARTWORKS_MIGRATIONS,
    typeDefs,
    resolvers: artworkCategoryResolvers,
    async setup({ db, config, afterCommit }) {
      if (config.seedDemoData) await seedArtworks(db);
      const categories = new ArtworkCategoryService(db, { schema: ARTWORKS_SCHEMA, committed: afterCommit });
      return {
        context: (base) => {
          const ctx = { ...base, categories } as ArtworksContext;
          ctx.categoryLoader = createCategoryLoader(ctx);
          return ctx;
        },
      };
    },
  });
}
