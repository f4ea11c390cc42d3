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
import { startArtworkPreviewConsumer } from './artworks/artwork-previews';
import { artworkResolvers } from './artworks/artwork.resolvers';
import { MockupEntity } from './mockups/mockup.entity';
import { MockupService } from './mockups/mockup.service';
import { MediaFiles } from './mockups/media-files';
import { mockupResolvers } from './mockups/mockup.resolvers';
import { mountMockupRoutes } from './mockups/mockup.routes';
import { CatalogFacts } from './mockups/catalog-facts';
import { PsdImportEntity } from './psd-import/psd-import.entity';
import { PsdImportService } from './psd-import/psd-import.service';
import { psdImportResolvers } from './psd-import/psd-import.resolvers';
import { startPsdImportResultConsumer } from './psd-import/psd-import.consumer';
import { FontEntity, FontVariantEntity } from './fonts/font.entity';
import { FontService } from './fonts/font.service';
import { fontResolvers } from './fonts/font.resolvers';
import { mountFontRoutes } from './fonts/font.routes';
import { MediaFontFiles } from './fonts/media-font-files';
import { seedFonts } from './fonts/font-seed';
import { ClipartCategoryEntity } from './clipart-categories/clipart-category.entity';
import { ClipartCategoryService } from './clipart-categories/clipart-category.service';
import { clipartCategoryResolvers } from './clipart-categories/clipart-category.resolvers';
import { mountClipartRenderRoutes } from './clipart-categories/clipart-render.routes';
import { ClipartEntity } from './cliparts/clipart.entity';
import { ClipartFiles } from './cliparts/clipart-files';
import { ClipartService } from './cliparts/clipart.service';
import { clipartResolvers } from './cliparts/clipart.resolvers';
import { ArtworkPrintFileService } from './artwork-print-files/artwork-print-file.service';
import { artworkPrintFileResolvers } from './artwork-print-files/artwork-print-file.resolvers';
import { ArtworkPrintCheckService } from './artwork-print-checks/artwork-print-check.service';
import { artworkPrintCheckResolvers } from './artwork-print-checks/artwork-print-check.resolvers';
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
    entities: [ArtworkCategoryEntity, ArtworkEntity, ArtworkCategoryLinkEntity, MockupEntity, PsdImportEntity, FontEntity, FontVariantEntity, ClipartCategoryEntity, ClipartEntity],
    migrations: ARTWORKS_MIGRATIONS,
    typeDefs,
    // Artworks come after categories: they supply ArtworkCategory.numberOfArtworks.
    resolvers: mergeResolvers<ArtworksContext>(
      artworkCategoryResolvers,
      artworkResolvers,
      mockupResolvers,
      psdImportResolvers,
      fontResolvers,
      clipartCategoryResolvers,
      clipartResolvers,
      artworkPrintFileResolvers,
      artworkPrintCheckResolvers,
    ),
    async setup({ db, bus, logger, afterCommit }) {
      if (config.seedDemoData) {
        await seedArtworks(db);
        await seedFonts(db);
      }
      const strongConfirm = new StrongConfirm(config.strongConfirmOwnerId);
      const mediaFiles = new MediaFiles({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret });
      const artworks = new ArtworkService(db, { strongConfirm, committed: afterCommit });
      const psdImports = new PsdImportService(db, { schema: ARTWORKS_SCHEMA, artworks, media: mediaFiles, committed: afterCommit });
      const fonts = new FontService(db, new MediaFontFiles({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret }));
      const clipartCategories = new ClipartCategoryService(db, { schema: ARTWORKS_SCHEMA, committed: afterCommit }, strongConfirm);
      const clipartFiles = new ClipartFiles({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret });
      const mockups = new MockupService(db, mediaFiles, new CatalogFacts({ catalogUrl: config.catalogUrl, internalSecret: config.internalSecret }));
      const services: ArtworksServices = {
        categories: new ArtworkCategoryService(db, { schema: ARTWORKS_SCHEMA, committed: afterCommit }, strongConfirm),
        artworks,
        mockups,
        strongConfirm,
        psdImports,
        fonts,
        clipartCategories,
        cliparts: new ClipartService(db, clipartCategories, clipartFiles, strongConfirm),
        printFiles: new ArtworkPrintFileService(db, { schema: ARTWORKS_SCHEMA, artworks, committed: afterCommit }),
        printChecks: new ArtworkPrintCheckService(db, { artworks, media: mediaFiles }),
      };
      const psdResults = await startPsdImportResultConsumer({ bus, db, schema: ARTWORKS_SCHEMA, service: psdImports, logger, afterCommit });
      const previews = await startArtworkPreviewConsumer({ bus, db, schema: ARTWORKS_SCHEMA, logger });
      return {
        context: (base) => createArtworksContext(base, services),
        routes: (app) => {
          mountArtworkOwnerRoutes(app, { db, internalSecret: config.internalSecret });
          mountArtworkVersionRoutes(app, { db, internalSecret: config.internalSecret });
          mountFontRoutes(app, { fonts, internalSecret: config.internalSecret });
          mountClipartRenderRoutes(app, { db, internalSecret: config.internalSecret });
          mountMockupRoutes(app, { mockups, internalSecret: config.internalSecret });
        },
        stop: async () => {
          await previews.close();
          await psdResults.close();
        },
      };
    },
  });
}
