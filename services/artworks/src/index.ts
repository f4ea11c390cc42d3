import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { mergeResolvers, runService, type EventBus, type Logger, type ResolverModule, type RunningService } from '@pod/service-kit';
import { loadArtworksConfig } from './config';
import { createArtworksContext, type ArtworksContext } from './context';
import { ArtworkCategoryEntity } from './artwork-categories/artwork-category.entity';
import { ArtworkCategoryService } from './artwork-categories/artwork-category.service';
import { artworkCategoryResolvers } from './artwork-categories/artwork-category.resolvers';
import { mountArtworkOwnerRoutes } from './artworks/artwork-owners.routes';
import { ArtworkCategoryLinkEntity, ArtworkEntity } from './artworks/artwork.entity';
import { ArtworkService } from './artworks/artwork.service';
import { artworkResolvers } from './artworks/artwork.resolvers';
import { MockupEntity } from './mockups/mockup.entity';
import { MockupService } from './mockups/mockup.service';
import { MediaFiles } from './mockups/media-files';
import { mockupResolvers } from './mockups/mockup.resolvers';
import { ARTWORKS_MIGRATIONS } from './database/migrations';
import { seedArtworks } from './database/seed';

export const ARTWORKS_SCHEMA = 'artworks';

export interface StartArtworksOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
}

/** The federation link plus one SDL file per capability, beside its code. */
const SCHEMA_FILES = ['./federation.graphql', './artwork-categories/artwork-categories.graphql', './artworks/artworks.graphql', './mockups/mockups.graphql'];
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
      const services = {
        categories: new ArtworkCategoryService(db, { schema: ARTWORKS_SCHEMA, committed: afterCommit }),
        artworks: new ArtworkService(db),
        mockups: new MockupService(db, new MediaFiles({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret })),
      };
      return {
        context: (base) => createArtworksContext(base, services),
        routes: (app) => mountArtworkOwnerRoutes(app, { db, internalSecret: config.internalSecret }),
      };
    },
  });
}
