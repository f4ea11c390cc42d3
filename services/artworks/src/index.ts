import gql from 'graphql-tag';
import { mergeResolvers, readSchemaFiles, runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
import { loadArtworksConfig, SERVICE_NAME } from './config';
import { createArtworksContext, type ArtworksContext, type ArtworksServices } from './context';
import { ArtworkCategoryEntity } from './artwork-categories/artwork-category.entity';
import { ArtworkCategoryService } from './artwork-categories/artwork-category.service';
import { artworkCategoryResolvers } from './artwork-categories/artwork-category.resolvers';
import { mountArtworkOwnerRoutes } from './artworks/artwork-owners.routes';
import { mountArtworkVersionRoutes } from './artworks/artwork-versions.routes';
import { ArtworkCategoryLinkEntity, ArtworkEntity } from './artworks/artwork.entity';
import { ArtworkService } from './artworks/artwork.service';
import { artworkResolvers } from './artworks/artwork.resolvers';
import { MockupEntity } from './mockups/mockup.entity';
import { MockupService } from './mockups/mockup.service';
import { MediaFiles } from './mockups/media-files';
import { mockupResolvers } from './mockups/mockup.resolvers';
import { ClipartCategoryEntity } from './clipart-categories/clipart-category.entity';
import { ClipartCategoryService } from './clipart-categories/clipart-category.service';
import { clipartCategoryResolvers } from './clipart-categories/clipart-category.resolvers';
import { ClipartEntity } from './cliparts/clipart.entity';
import { ClipartFiles } from './cliparts/clipart-files';
import { ClipartService } from './cliparts/clipart.service';
import { clipartResolvers } from './cliparts/clipart.resolvers';
import { ARTWORKS_MIGRATIONS } from './database/migrations';
import { seedArtworks } from './database/seed';
import { StrongConfirm } from './shared/strong-confirm';

export const ARTWORKS_SCHEMA = 'artworks';

export interface StartArtworksOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
}

/** Every capability's schema file under src/, the same files codegen reads. */
const typeDefs = gql(readSchemaFiles(new URL('.', import.meta.url)));

/** Starts the artworks subgraph (schema `artworks`): migrations, demo seed, GraphQL on its port. */
export function startArtworksService(options: StartArtworksOptions): Promise<RunningService> {
  const config = loadArtworksConfig(options.env);
  return runService<ArtworksContext>({
    ...options,
    name: SERVICE_NAME,
    schema: ARTWORKS_SCHEMA,
    config,
    entities: [ArtworkCategoryEntity, ArtworkEntity, ArtworkCategoryLinkEntity, MockupEntity, ClipartCategoryEntity, ClipartEntity],
    migrations: ARTWORKS_MIGRATIONS,
    typeDefs,
    // Artworks come after categories: they supply ArtworkCategory.numberOfArtworks.
    resolvers: mergeResolvers<ArtworksContext>(
      artworkCategoryResolvers,
      artworkResolvers,
      mockupResolvers,
      clipartCategoryResolvers,
      clipartResolvers,
    ),
    async setup({ db, afterCommit }) {
      if (config.seedDemoData) await seedArtworks(db);
      const strongConfirm = new StrongConfirm(config.strongConfirmOwnerId);
      const clipartCategories = new ClipartCategoryService(db, { schema: ARTWORKS_SCHEMA, committed: afterCommit }, strongConfirm);
      const clipartFiles = new ClipartFiles({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret });
      const services: ArtworksServices = {
        categories: new ArtworkCategoryService(db, { schema: ARTWORKS_SCHEMA, committed: afterCommit }),
        artworks: new ArtworkService(db, strongConfirm),
        mockups: new MockupService(db, new MediaFiles({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret })),
        strongConfirm,
        clipartCategories,
        cliparts: new ClipartService(db, clipartCategories, clipartFiles, strongConfirm),
      };
      return {
        context: (base) => createArtworksContext(base, services),
        routes: (app) => {
          mountArtworkOwnerRoutes(app, { db, internalSecret: config.internalSecret });
          mountArtworkVersionRoutes(app, { db, internalSecret: config.internalSecret });
        },
      };
    },
  });
}
