import { availableParallelism } from 'node:os';
import { createLayerPool, createRenderPool, type ByteSource, type LayerPool, type RenderPool } from '@pod/render';
import { runWorker, type EventBus, type Logger, type RunningWorker, type ServiceRuntime } from '@pod/service-kit';
import { loadMediaConfig, RENDER_PROCESS_NAME, type MediaConfig } from './config';
import { MEDIA_ENTITIES, MEDIA_SCHEMA } from './database/entities';
import { MEDIA_MIGRATIONS } from './database/migrations';
import { createObjectStorage, type ObjectStorage } from './storage/object-storage';
import { uploadLimit } from './files/file-types';
import { ArtworkVersionsClient } from './designs/artwork-versions-client';
import { BoundedQueue } from './designs/bounded-queue';
import { ClipartLibrary } from './designs/clipart-library';
import { FontLibrary } from './designs/font-library';
import { startDesignRenderConsumer } from './designs/design-render.consumer';
import { startArtworkPreviewConsumer } from './artwork-previews/artwork-preview.consumer';
import { startArtworkPrintFileConsumer } from './artwork-print-files/artwork-print-file.consumer';
import { startPsdImportConsumer } from './psd-import/psd-import.consumer';
import { startProductMockupConsumer } from './product-mockups/product-mockup.consumer';

/** The render consumers of one process, stopped together. */
export interface RenderWorkers {
  stop(): Promise<void>;
}

/** The renders' byte source: media's own bucket (and the public URLs of its files). */
function mediaLibrary(config: MediaConfig): ByteSource {
  const { endpoint, accessKey, secretKey, bucket, region } = config.s3;
  return { kind: 'media-library', s3: { endpoint: endpoint.href, accessKey, secretKey, bucket, region }, publicMediaUrl: config.publicMediaUrl };
}

/**
 * Media's render consumers over @pod/render: print files for orders (`orders.design.requested`),
 * artwork previews, the editor's print files, product mockups and PSD imports, sharing one render pool (created on the first render) and
 * one set of artworks lookups. The media subgraph starts them in its own process unless
 * MEDIA_CONSUMERS=off; the render process (render-main.ts) starts only them.
 */
export async function startRenderWorkers(runtime: Pick<ServiceRuntime, 'db' | 'bus' | 'logger' | 'afterCommit'>, config: MediaConfig, storage: ObjectStorage): Promise<RenderWorkers> {
  const { db, bus, logger, afterCommit } = runtime;
  let pool: RenderPool | undefined;
  const renderPool = () => (pool ??= createRenderPool({ threads: config.renderThreads }));
  const threads = config.renderThreads ?? availableParallelism();
  const artworks = new ArtworkVersionsClient({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret, cacheBytes: config.artworkVersionCacheBytes });
  const fonts = new FontLibrary({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret });
  const cliparts = new ClipartLibrary({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret });
  const render = { bus, db, schema: MEDIA_SCHEMA, storage, pool: renderPool, artworks, fonts, cliparts, source: mediaLibrary(config), pixelBound: config.pixelBound, logger, afterCommit };
  const designs = await startDesignRenderConsumer({ ...render, queue: new BoundedQueue(config.renderQueue ?? 2 * threads) });
  // Artwork previews share the pool (one renderer, one set of threads) but not the print
  // files' queue: a burst of saves never holds back an order's print file beyond one render per thread.
  const previews = await startArtworkPreviewConsumer({ ...render, queue: new BoundedQueue(threads) });
  // The editor's "Render print file" (issue 23): orders' render step, with a small queue of its own.
  const printFiles = await startArtworkPrintFileConsumer({ ...render, queue: new BoundedQueue(threads), publicMediaUrl: config.publicMediaUrl });
  // Product mockups (issue 24): a product asks for mockups × colours at once; one request per thread.
  const productMockups = await startProductMockupConsumer({ ...render, queue: new BoundedQueue(threads) });
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
    async stop() {
      // Consumers first: a request in flight finishes (or stays uncommitted) before its pool goes.
      await designs.close();
      await previews.close();
      await printFiles.close();
      await productMockups.close();
      await psdImports.close();
      await layerPool?.destroy();
      await pool?.destroy();
    },
  };
}

export interface StartMediaRenderOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  /** Overrides MEDIA_RENDER_PORT (0 = any free port, as tests use). */
  port?: number;
}

/**
 * Media's render process (src/render-main.ts): the render consumers without the subgraph, on
 * media's schema, bus and bucket, with a health endpoint (`/health`, `/ready`: database, bus,
 * storage) on MEDIA_RENDER_PORT. Run as many as `orders.design.requested` has partitions: the
 * consumer group gives each partition to one process (README "Scaling out"). The media subgraph
 * then runs with MEDIA_CONSUMERS=off; its seed (demo fonts and pictures the renders read) and
 * bucket set-up stay there.
 */
export function startMediaRenderProcess(options: StartMediaRenderOptions): Promise<RunningWorker> {
  const config = loadMediaConfig(options.env);
  return runWorker({
    name: RENDER_PROCESS_NAME,
    schema: MEDIA_SCHEMA,
    config,
    entities: MEDIA_ENTITIES,
    migrations: MEDIA_MIGRATIONS,
    bus: options.bus,
    logger: options.logger,
    port: options.port ?? config.renderPort,
    async setup(runtime) {
      const storage = createObjectStorage(config.s3);
      const workers = await startRenderWorkers(runtime, config, storage);
      return {
        ready: async () => {
          await storage.stat('.ready-probe');
          return true;
        },
        stop: () => workers.stop(),
      };
    },
  });
}
