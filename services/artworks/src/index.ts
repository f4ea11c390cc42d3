import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { mergeResolvers, runService, type EventBus, type Logger, type ResolverModule, type RunningService } from '@pod/service-kit';
import { loadArtworksConfig } from './config';
import type { ArtworksContext } from './context';
import { ArtworkCategoryEntity } from './artwork-categories/artwork-category.entity';
import { ArtworkCategoryService } from './artwork-categories/artwork-category.service';
import { artworkCategoryResolvers, createCategoryLoader } from './artwork-categories/artwork-category.resolvers';
import { mountArtworkOwnerRoutes } from './artworks/artwork-owners.routes';
import { ArtworkCategoryLinkEntity, ArtworkEntity } from './artworks/artwork.entity';
import { ArtworkService } from './artworks/artwork.service';
import { artworkResolvers, createArtworkCountLoader, createArtworkLoader } from './artworks/artwork.resolvers';
import { MockupEntity } from './mockups/mockup.entity';
import { MockupService } from './mockups/mockup.service';
import { MediaFiles } from './mockups/media-files';
import { createMockupLoader, mockupResolvers } from './mockups/mockup.resolvers';
import { ARTWORKS_MIGRATIONS } from './database/migrations';
import { seedArtworks } from './database/seed';

export const ARTWORKS_SCHEMA = 'artworks';

export interface StartArtworksOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
}

/** The base file (federation link, categories, root types) plus one SDL file per capability folder. */
const SCHEMA_FILES = ['./schema.graphql', './artworks/artworks.graphql', './mockups/mockups.graphql'];
const typeDefs = gql(SCHEMA_FILES.map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n'));

/** Starts the artworks subgraph (schema `artworks`): migrations, demo seed, GraphQL on its port. */
export function startArtworksService(options: StartArtworksOptions): Promise<RunningService> {
  const config = loadArtworksConfig(options.env);
  return runService<ArtworksContext>({
    ...options,
    name: 'artworks',
    schema: ARTWORKS_SCHEMA,
    config,
    entities: [ArtworkCategoryEntity, ArtworkEntity, ArtworkCategoryLinkEntity, MockupEntity],
    migrations: ARTWORKS_MIGRATIONS,
    typeDefs,
    // Artworks come after categories: they supply ArtworkCategory.numberOfArtworks.
    resolvers: mergeResolvers<ArtworksContext>(
      artworkCategoryResolvers as ResolverModule,
      artworkResolvers as unknown as ResolverModule,
      mockupResolvers as ResolverModule,
    ),
    async setup({ db, afterCommit }) {
      if (config.seedDemoData) await seedArtworks(db);
      const categories = new ArtworkCategoryService(db, { schema: ARTWORKS_SCHEMA, committed: afterCommit });
      const artworks = new ArtworkService(db);
      const mockups = new MockupService(db, new MediaFiles({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret }));
      return {
        context: (base) => {
          const ctx = { ...base, categories, artworks, mockups } as ArtworksContext;
          ctx.categoryLoader = createCategoryLoader(ctx);
          ctx.artworkLoader = createArtworkLoader(ctx);
          ctx.artworkCountLoader = createArtworkCountLoader(ctx);
          ctx.mockupLoader = createMockupLoader(ctx);
          return ctx;
        },
        routes: (app) => mountArtworkOwnerRoutes(app, { db, internalSecret: config.internalSecret }),
      };
    },
  });
}
