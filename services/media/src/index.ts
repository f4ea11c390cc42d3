import { availableParallelism } from 'node:os';
import gql from 'graphql-tag';
import { mergeResolvers, readSchemaFiles, runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
import { loadMediaConfig, SERVICE_NAME, type MediaConfig } from './config';
import type { ByteSource } from './render/fetch-bytes';
import { createMediaContext, type MediaContext, type MediaServices } from './context';
import { createObjectStorage } from './storage/object-storage';
import { FileEntity } from './files/file.entity';
import { FileService } from './files/file.service';
import { fileResolvers } from './files/file.resolvers';
import { mountImageRoute } from './images/image-route';
import { FontLibrary } from './designs/font-library';
import { ClipartLibrary } from './designs/clipart-library';
import { mountFontFileRoutes } from './fonts/font-files.routes';
import { mountImageInfoRoute } from './image-info/image-info.routes';
import { mountFileStreamRoutes } from './file-streams/file-streams.routes';
import { mountPngCopyRoute } from './png-copies/png-copy.routes';
import { BannerCategoryEntity, BannerEntity } from './banners/banner.entity';
import { BannerService } from './banners/banner.service';
import { bannerResolvers } from './banners/banner.resolvers';
import { MEDIA_MIGRATIONS } from './database/migrations';
import { seedMedia } from './database/seed';
import { createRenderPool, type RenderPool } from './render/pool';
import { ArtworkVersionsClient } from './designs/artwork-versions-client';
import { BoundedQueue } from './designs/bounded-queue';
import { startDesignRenderConsumer } from './designs/design-render.consumer';
import { startArtworkPrintFileConsumer } from './artwork-print-files/artwork-print-file.consumer';
import { startArtworkPreviewConsumer } from './artwork-previews/artwork-preview.consumer';
import { startPsdImportConsumer } from './psd-import/psd-import.consumer';
import { createLayerPool, type LayerPool } from './psd-import/layer-pool';
import { uploadLimit } from './files/file-types';

export { MEDIA_BUCKET_CORS_XML } from './storage/object-storage';
export { designFileKey, DESIGN_RENDER_GROUP } from './designs/design-render.consumer';

export const MEDIA_SCHEMA = 'media';

/** The render worker's byte source: media's own bucket (and the public URLs of its files). */
function mediaLibrary(config: MediaConfig): ByteSource {
  const { endpoint, accessKey, secretKey, bucket, region } = config.s3;
  return { kind: 'media-library', s3: { endpoint: endpoint.href, accessKey, secretKey, bucket, region }, publicMediaUrl: config.publicMediaUrl };
}

export interface StartMediaOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
}

/** Every capability's schema file under src/, the same files codegen reads. */
const typeDefs = gql(readSchemaFiles(new URL('.', import.meta.url)));

/**
 * Starts the media subgraph (schema `media`): files + signed uploads, the image route and
 * banner backgrounds, and the render worker (src/designs) that turns design requests into print
 * files with the renderer's pool (src/render).
 */
export function startMediaService(options: StartMediaOptions): Promise<RunningService> {
  const config = loadMediaConfig(options.env);
  return runService<MediaContext>({
    ...options,
    name: SERVICE_NAME,
    schema: MEDIA_SCHEMA,
    config,
    entities: [FileEntity, BannerCategoryEntity, BannerEntity],
    migrations: MEDIA_MIGRATIONS,
    typeDefs,
    resolvers: mergeResolvers<MediaContext>(fileResolvers, bannerResolvers),
    async setup({ db, bus, logger, afterCommit }) {
      const storage = createObjectStorage(config.s3);
      await storage.ensureBucket(logger);
      if (config.seedDemoData) await seedMedia(db, storage);
      const files = new FileService(db, storage, config.pixelBound);
      const services: MediaServices = { files, banners: new BannerService(db, files) };
      let pool: RenderPool | undefined;
      const renderPool = () => (pool ??= createRenderPool({ threads: config.renderThreads }));
      const threads = config.renderThreads ?? availableParallelism();
      const artworkVersions = new ArtworkVersionsClient({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret, cacheBytes: config.artworkVersionCacheBytes });
      const fonts = new FontLibrary({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret });
      const cliparts = new ClipartLibrary({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret });
      const renderWorker = await startDesignRenderConsumer({
        bus,
        db,
        schema: MEDIA_SCHEMA,
        storage,
        pool: renderPool,
        artworks: artworkVersions,
        fonts,
        cliparts,
        source: mediaLibrary(config),
        pixelBound: config.pixelBound,
        queue: new BoundedQueue(config.renderQueue ?? 2 * threads),
        logger,
        afterCommit,
      });
      // Artwork previews share the pool (one renderer, one set of threads) but not the print
      // files' queue: a burst of saves never holds back an order's print file beyond one render per thread.
      const previewWorker = await startArtworkPreviewConsumer({
        bus,
        db,
        schema: MEDIA_SCHEMA,
        storage,
        pool: renderPool,
        artworks: artworkVersions,
        fonts,
        cliparts,
        source: mediaLibrary(config),
        pixelBound: config.pixelBound,
        queue: new BoundedQueue(threads),
        logger,
        afterCommit,
      });
      // The editor's "Render print file" (issue 23): orders' render step, its own small queue.
      const printFileWorker = await startArtworkPrintFileConsumer({
        bus,
        db,
        schema: MEDIA_SCHEMA,
        storage,
        pool: renderPool,
        artworks: artworkVersions,
        fonts,
        cliparts,
        source: mediaLibrary(config),
        pixelBound: config.pixelBound,
        queue: new BoundedQueue(threads),
        logger,
        afterCommit,
        publicMediaUrl: config.publicMediaUrl,
      });
      // One PSD at a time per process, two layers of it at a time (worker threads): a 4500×5400
      // layer is ~97 MB of RGBA while it is encoded.
      const psdLayerThreads = Math.min(2, availableParallelism());
      let layerPool: LayerPool | undefined;
      const psdImports = await startPsdImportConsumer({
        bus,
        db,
        schema: MEDIA_SCHEMA,
        storage,
        fonts,
        logger,
        maxBytes: uploadLimit('image/vnd.adobe.photoshop')!,
        pixelBound: config.pixelBound,
        concurrency: 1,
        layerConcurrency: psdLayerThreads,
        layers: () => (layerPool ??= createLayerPool(psdLayerThreads)),
        afterCommit,
      });
      return {
        context: (base) => createMediaContext(base, services, config.publicMediaUrl),
        routes: (app) => {
          mountImageRoute(app, storage, logger, config.pixelBound);
          mountImageInfoRoute(app, { files, storage, internalSecret: config.internalSecret, logger, pixelBound: config.pixelBound });
          mountFileStreamRoutes(app, { db, files, storage, internalSecret: config.internalSecret, publicMediaUrl: config.publicMediaUrl, logger });
          mountFontFileRoutes(app, { files, storage, internalSecret: config.internalSecret, logger });
          mountPngCopyRoute(app, { db, files, storage, internalSecret: config.internalSecret, logger, pixelBound: config.pixelBound });
        },
        ready: async () => {
          await storage.stat('.ready-probe');
          return true;
        },
        stop: async () => {
          await renderWorker.close();
          await previewWorker.close();
          await printFileWorker.close();
          await psdImports.close();
          await layerPool?.destroy();
          await pool?.destroy();
        },
      };
    },
  });
}
