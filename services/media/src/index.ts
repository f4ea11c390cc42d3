import gql from 'graphql-tag';
import { mergeResolvers, readSchemaFiles, runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
import { loadMediaConfig, SERVICE_NAME } from './config';
import { createMediaContext, type MediaContext, type MediaServices } from './context';
import { createObjectStorage } from './storage/object-storage';
import { FileEntity } from './files/file.entity';
import { FileService } from './files/file.service';
import { fileResolvers } from './files/file.resolvers';
import { mountImageRoute } from './images/image-route';
import { mountImageInfoRoute } from './image-info/image-info.routes';
import { BannerCategoryEntity, BannerEntity } from './banners/banner.entity';
import { BannerService } from './banners/banner.service';
import { bannerResolvers } from './banners/banner.resolvers';
import { MEDIA_MIGRATIONS } from './database/migrations';
import { seedMedia } from './database/seed';

export { MEDIA_BUCKET_CORS_XML } from './storage/object-storage';

export const MEDIA_SCHEMA = 'media';

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
 * banner backgrounds. The print renderer (src/render) is started by its own capability.
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
    async setup({ db, logger }) {
      const storage = createObjectStorage(config.s3);
      await storage.ensureBucket(logger);
      if (config.seedDemoData) await seedMedia(db, storage);
      const files = new FileService(db, storage);
      const services: MediaServices = { files, banners: new BannerService(db, files) };
      return {
        context: (base) => createMediaContext(base, services, config.publicMediaUrl),
        routes: (app) => {
          mountImageRoute(app, storage, logger);
          mountImageInfoRoute(app, { files, storage, internalSecret: config.internalSecret, logger });
        },
        ready: async () => {
          await storage.stat('.ready-probe');
          return true;
        },
      };
    },
  });
}
