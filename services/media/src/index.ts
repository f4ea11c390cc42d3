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
import { mountImageInfoRoute } from './image-info/image-info.routes';
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
      const files = new FileService(db, storage);
      const services: MediaServices = { files, banners: new BannerService(db, files) };
      let pool: RenderPool | undefined;
      const renderPool = () => (pool ??= createRenderPool({ threads: config.renderThreads }));
      const threads = config.renderThreads ?? availableParallelism();
      const renderWorker = await startDesignRenderConsumer({
        bus,
        db,
        schema: MEDIA_SCHEMA,
        storage,
        pool: renderPool,
        artworks: new ArtworkVersionsClient({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret }),
        source: mediaLibrary(config),
        queue: new BoundedQueue(config.renderQueue ?? 2 * threads),
        logger,
        afterCommit,
      });
      return {
        context: (base) => createMediaContext(base, services, config.publicMediaUrl),
        routes: (app) => {
          mountImageRoute(app, storage, logger);
          mountImageInfoRoute(app, { files, storage, internalSecret: config.internalSecret, logger });
          mountPngCopyRoute(app, { db, files, storage, internalSecret: config.internalSecret, logger });
        },
        ready: async () => {
          await storage.stat('.ready-probe');
          return true;
        },
        stop: async () => {
          await renderWorker.close();
          await pool?.destroy();
        },
      };
    },
  });
}
