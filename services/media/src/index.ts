import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { createLogger, openDatabase, startSubgraph, type Logger } from '@pod/service-kit';
import type { EventBus } from '@pod/service-kit/events';
import { loadMediaConfig } from './config';
import type { MediaContext } from './context';
import { createObjectStorage } from './storage/object-storage';
import { FileEntity } from './files/file.entity';
import { FileService } from './files/file.service';
import { createFileLoader, fileResolvers } from './files/file.resolvers';
import { mountImageRoute } from './images/image-route';
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

export interface RunningMediaService {
  name: string;
  url: string;
  port: number;
  stop(): Promise<void>;
}

const typeDefs = gql(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** Merges per-capability resolver maps (each contributes some Query/Mutation fields and types). */
function mergeResolvers(...maps: Array<Record<string, Record<string, unknown>>>) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) out[type] = { ...out[type], ...fields };
  return out;
}

/**
 * Starts the media subgraph (schema `media`): files + signed uploads, the image route and
 * banner backgrounds. The print renderer (src/render) is started by its own capability.
 */
export async function startMediaService(options: StartMediaOptions): Promise<RunningMediaService> {
  const config = loadMediaConfig(options.env);
  const logger = options.logger ?? createLogger('media', config.logLevel);
  const storage = createObjectStorage(config.s3);
  await storage.ensureBucket(logger);
  const db = await openDatabase({
    url: config.databaseUrl,
    schema: MEDIA_SCHEMA,
    entities: [FileEntity, BannerCategoryEntity, BannerEntity],
    migrations: MEDIA_MIGRATIONS,
    logger,
  });
  if (config.seedDemoData) await seedMedia(db, storage);

  const files = new FileService(db, storage);
  const banners = new BannerService(db, files);

  const subgraph = await startSubgraph<MediaContext>({
    name: 'media',
    port: options.port ?? config.port,
    host: config.host,
    typeDefs,
    resolvers: mergeResolvers(fileResolvers, bannerResolvers) as never,
    internalSecret: config.internalSecret,
    logger,
    context: (base) => ({ ...base, files, banners, fileLoader: createFileLoader(files), publicMediaUrl: config.publicMediaUrl }),
    ready: async () => {
      await db.query('SELECT 1');
      await storage.stat('.ready-probe');
      return options.bus ? options.bus.ready() : true;
    },
    routes: (app) => mountImageRoute(app, storage, logger),
  });

  return {
    name: subgraph.name,
    url: subgraph.url,
    port: subgraph.port,
    async stop() {
      await subgraph.stop();
      await db.destroy();
    },
  };
}
