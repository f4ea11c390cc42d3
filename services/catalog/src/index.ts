import gql from 'graphql-tag';
import { readSchemaFiles, runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
import { loadCatalogConfig, SERVICE_NAME } from './config';
import { createCatalogContext, type CatalogContext, type CatalogServices } from './context';
import { CategoryEntity } from './categories/category.entity';
import { CategoriesService } from './categories/categories.service';
import { PrintAreaEntity } from './product-types/print-area.entity';
import { ProductTypeCategoryEntity, ProductTypeEntity } from './product-types/product-type.entity';
import { ProductTypesService } from './product-types/product-types.service';
import { ProductTypeVariantEntity } from './variants/product-type-variant.entity';
import { VariantsService } from './variants/variants.service';
import { CATALOG_MIGRATIONS } from './database/migrations';
import { seedCatalog } from './database/seed';
import { catalogResolvers } from './resolvers';
import { ArtworkDirectory } from './artworks/artwork-directory';
import { ArtworkUsageService } from './artworks/artwork-usage.service';
import { SiteDirectory } from './sites/site-directory';
import { PRODUCT_ENTITIES } from './products/product.entity';
import { FileRegistry } from './media/file-registry';
import { ProductsService } from './products/products.service';
import { CampaignStoreEntity } from './campaign-stores/campaign-store.entity';
import { CampaignStoresService } from './campaign-stores/campaign-stores.service';
import { startStalePushSweep } from './push/push-sweep';
import { startPushWorker } from './push/push-worker';
import { pushProductToStore } from './stores/connectors';
import { mountStoreProxy } from './rest/store-proxy.routes';
import { mountStoreLineRoutes } from './store-lines/store-lines.routes';
import { mountCarrierRoutes } from './carriers/carriers.routes';
import { mountExportFactRoutes } from './export-facts/export-facts.routes';
import { mountMockupFactRoutes } from './mockup-facts/mockup-facts.routes';
import { CarriersService } from './carriers/carriers.service';
import { StoreMappingService } from './stores/mapping/store-mapping.service';
import { StoreAccess } from './stores/store-access';
import { configureStoreEgress } from '@pod/store-client';
import { PRODUCT_MOCKUP_ENTITIES } from './product-mockups/product-mockup.entity';
import { ProductMockupsService } from './product-mockups/product-mockups.service';
import { ArtworksMockupDirectory } from './product-mockups/artworks-mockup-directory';
import { startProductMockupResults } from './product-mockups/product-mockup-results.consumer';

export interface StartCatalogOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  /** Overrides CATALOG_PORT (0 = any free port, as tests use). */
  port?: number;
}

/** Every capability's schema file under src/, the same files codegen reads. */
const typeDefs = gql(readSchemaFiles(new URL('.', import.meta.url)));

/** Opens the catalog schema (migrations + demo seed) and serves the catalog subgraph. */
export function startCatalogService(options: StartCatalogOptions): Promise<RunningService> {
  const config = loadCatalogConfig(options.env);
  // store calls of this process reach only public addresses and the configured origins
  configureStoreEgress(config.storeEgress);
  return runService<CatalogContext>({
    ...options,
    name: SERVICE_NAME,
    schema: SERVICE_NAME,
    config,
    entities: [CategoryEntity, ProductTypeEntity, ProductTypeCategoryEntity, PrintAreaEntity, ProductTypeVariantEntity, ...PRODUCT_ENTITIES, CampaignStoreEntity, ...PRODUCT_MOCKUP_ENTITIES],
    migrations: CATALOG_MIGRATIONS,
    typeDefs,
    resolvers: catalogResolvers,
    async setup({ db, bus, logger, afterCommit }) {
      if (config.seedDemoData) await seedCatalog(db, logger);
      const sites = new SiteDirectory({ usersSitesUrl: config.usersSitesUrl, internalSecret: config.internalSecret });
      const files = new FileRegistry({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret });
      const storeAccess = new StoreAccess({ sites, logger });
      const artworks = new ArtworkDirectory({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret });
      const services: CatalogServices = {
        categories: new CategoriesService(db),
        productTypes: new ProductTypesService(db, files),
        variants: new VariantsService(db),
        sites,
        products: new ProductsService({ db, sites, files, artworks, logger, afterCommit }),
        campaignStores: new CampaignStoresService({ db, afterCommit }),
        storeMapping: new StoreMappingService({ db, sites, storeAccess, logger }),
        carriers: new CarriersService(db),
        artworkUsage: new ArtworkUsageService(db),
        productMockups: new ProductMockupsService({
          db,
          sites,
          artworks,
          mockups: new ArtworksMockupDirectory({ artworksUrl: config.artworksUrl, internalSecret: config.internalSecret }),
          logger,
          afterCommit,
        }),
      };
      // Media's rendered product mockups: attached to the product's variants and told to the browser.
      const mockupResults = await startProductMockupResults({ db, bus, logger, afterCommit });
      // Sends saved products to their stores (campaign stores); stopped before the database closes.
      const pushWorker = await startPushWorker({ db, bus, storeAccess, logger, afterCommit, publicMediaUrl: config.publicMediaUrl, pushToStore: pushProductToStore, staleMs: config.pushStaleMs });
      // Fails pushes whose process died mid-push (stale heartbeat) so the seller can Retry them.
      const pushSweep = startStalePushSweep({ db, logger, afterCommit }, { everyMs: config.pushSweepMs, staleMs: config.pushStaleMs });
      return {
        context: (base) => createCatalogContext(base, services),
        // /rest/:siteId: the browser's way to the seller's store for store mapping
        // /internal/store-lines/match: orders' intake matches store line items to products
        // /internal/product-types/carriers: orders checks an assigned carrier against the product type
        routes: (app) => {
          mountStoreProxy(app, { sites, storeAccess, internalSecret: config.internalSecret, logger });
          mountStoreLineRoutes(app, { db, internalSecret: config.internalSecret });
          mountCarrierRoutes(app, { carriers: services.carriers, internalSecret: config.internalSecret });
          mountExportFactRoutes(app, { db, internalSecret: config.internalSecret, publicMediaUrl: config.publicMediaUrl });
          mountMockupFactRoutes(app, { db, internalSecret: config.internalSecret });
        },
        stop: async () => {
          await pushSweep.stop();
          await pushWorker.stop();
          await mockupResults.close();
        },
      };
    },
  });
}
