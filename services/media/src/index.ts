import gql from 'graphql-tag';
import { mergeResolvers, readSchemaFiles, runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
import { loadMediaConfig, SERVICE_NAME } from './config';
import { createMediaContext, type MediaContext, type MediaServices } from './context';
import { createObjectStorage } from './storage/object-storage';
import { FileService } from './files/file.service';
import { fileResolvers } from './files/file.resolvers';
import { mountImageRoute } from './images/image-route';
import { mountFontFileRoutes } from './fonts/font-files.routes';
import { mountImageInfoRoute } from './image-info/image-info.routes';
import { mountFileStreamRoutes } from './file-streams/file-streams.routes';
import { mountPngCopyRoute } from './png-copies/png-copy.routes';
import { BannerService } from './banners/banner.service';
import { bannerResolvers } from './banners/banner.resolvers';
import { MEDIA_ENTITIES, MEDIA_SCHEMA } from './database/entities';
import { MEDIA_MIGRATIONS } from './database/migrations';
import { seedMedia } from './database/seed';
import { startRenderWorkers } from './render-workers';

export { MEDIA_BUCKET_CORS_XML } from './storage/object-storage';
export { designFileKey, DESIGN_RENDER_GROUP } from './designs/design-render.consumer';
export { productMockupKey, PRODUCT_MOCKUP_MESSAGES } from './product-mockups/product-mockup.consumer';
export { MEDIA_SCHEMA } from './database/entities';
export { startMediaRenderProcess } from './render-workers';

export interface StartMediaOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
}

/** Every capability's schema file under src/, the same files codegen reads. */
const typeDefs = gql(readSchemaFiles(new URL('.', import.meta.url)));

/**
 * Starts the media subgraph (schema `media`): files + signed uploads, the image route, file
 * streams and banner backgrounds, and (unless MEDIA_CONSUMERS=off, when media's render process
 * runs them: render-main.ts) the render consumers over @pod/render (render-workers.ts).
 */
export function startMediaService(options: StartMediaOptions): Promise<RunningService> {
  const config = loadMediaConfig(options.env);
  return runService<MediaContext>({
    ...options,
    name: SERVICE_NAME,
    schema: MEDIA_SCHEMA,
    config,
    entities: MEDIA_ENTITIES,
    migrations: MEDIA_MIGRATIONS,
    typeDefs,
    resolvers: mergeResolvers<MediaContext>(fileResolvers, bannerResolvers),
    async setup(runtime) {
      const { db, logger } = runtime;
      const storage = createObjectStorage(config.s3);
      await storage.ensureBucket(logger);
      if (config.seedDemoData) await seedMedia(db, storage);
      const files = new FileService(db, storage, config.pixelBound);
      const services: MediaServices = { files, banners: new BannerService(db, files) };
      const workers = config.consumers ? await startRenderWorkers(runtime, config, storage) : null;
      if (!workers) logger.info('render consumers off (MEDIA_CONSUMERS=off): media\'s render process runs them');
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
          await workers?.stop();
        },
      };
    },
  });
}
