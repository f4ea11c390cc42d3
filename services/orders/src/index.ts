import gql from 'graphql-tag';
import { readSchemaFiles, runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
import { loadOrdersConfig, SERVICE_NAME } from './config';
import { createOrdersContext, type OrdersContext, type OrdersServices } from './context';
import { ORDERS_ENTITIES } from './database/entities';
import { CustomersService } from './customers/customers.service';
import { startDesignConsumers } from './designs/designs.consumers';
import { startStuckDesignSweep } from './designs/design-sweep';
import { DesignsService } from './designs/designs.service';
import { ExportTemplatesService } from './export-templates/export-templates.service';
import { mediaDownloadsOver, mediaFilesOver, type MediaFiles } from './designs/media-files';
import { ORDERS_MIGRATIONS } from './database/migrations';
import { seedExportTemplates, seedOrders } from './database/seed';
import { FetchOrdersService } from './intake/fetch-orders';
import { connectedStoreSite, internalDirectory } from './intake/internal-services';
import { StoreOrderIntake } from './intake/store-order-intake';
import { WebhookReceiver } from './intake/webhook-receiver';
import { WebhookIntakeWorker, type WebhookWorkerOptions } from './intake/webhook-intake-worker';
import { mountWebhookRoutes } from './intake/webhook.routes';
import { OrderListService } from './order-list/order-list.service';
import { SavedViewsService } from './order-list/saved-views.service';
import { OrderExportsService } from './order-exports/order-exports.service';
import { exportFactsOver, printAreaNamesOver } from './order-exports/export-facts';
import { startStaleExportSweep } from './order-exports/export-sweep';
import { mediaExportFilesOver, type MediaExportFiles } from './order-exports/media-export-files';
import { UserOrderCountsService } from './users/user-order-counts.service';
import { OrderStatsService } from './order-stats/order-stats.service';
import { OrdersService } from './orders/orders.service';
import { OrderActionsService } from './order-actions/order-actions.service';
import { catalogCarrierOffers } from './order-actions/product-type-carriers';
import { storeOrderCalls } from './order-actions/store-order-calls';
import type { StoreCallPolicy } from '@pod/store-client';
import { configureStoreEgress } from '@pod/store-client';
import { trackingThroughStoreClient, type StoreSiteLookup } from './orders/store-fulfillment';
import { ordersResolvers } from './resolvers';

export const ORDERS_SCHEMA = 'orders';

export interface StartOrdersOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  /** Overrides ORDERS_PORT (0 = any free port, as tests use). */
  port?: number;
  /** Where a site's store is and its keys; users-sites' internal route (USERS_SITES_URL) unless given (tests). */
  storeSites?: StoreSiteLookup;
  /** Store call policy of "Fetch Orders" (tests shorten the 429 waits). */
  storePolicy?: Partial<StoreCallPolicy>;
  /** Overrides how uploaded custom designs are looked up (default: media's signed internal routes at MEDIA_URL). */
  mediaFiles?: MediaFiles;
  /** Overrides where export CSVs and print-file links go (default: media's internal routes at MEDIA_URL). */
  exportFiles?: MediaExportFiles;
  /** The webhook intake worker's retry pace, lease and polling (tests shorten them). */
  webhookWorker?: WebhookWorkerOptions;
}

/** Every capability's schema file under src/, the same files codegen reads. */
const typeDefs = gql(readSchemaFiles(new URL('.', import.meta.url)));

/** Opens the orders schema (migrations + demo seed) and serves the orders subgraph. */
export function startOrdersService(options: StartOrdersOptions): Promise<RunningService> {
  const config = loadOrdersConfig(options.env);
  // store calls of this process reach only public addresses and the configured origins
  configureStoreEgress(config.storeEgress);
  // users-sites (sites, secrets), catalog (line match) and artworks (versions) over signed internal routes
  const directory = internalDirectory(config);
  const storeSites = options.storeSites ?? connectedStoreSite(directory);
  return runService<OrdersContext>({
    ...options,
    name: SERVICE_NAME,
    schema: ORDERS_SCHEMA,
    config,
    entities: ORDERS_ENTITIES,
    migrations: ORDERS_MIGRATIONS,
    typeDefs,
    resolvers: ordersResolvers,
    async setup({ db, bus, logger, afterCommit }) {
      if (config.seedDemoData) {
        await seedOrders(db, logger);
        await seedExportTemplates(db, logger);
      }
      const intake = new StoreOrderIntake({ db, directory, logger, schema: ORDERS_SCHEMA, afterCommit });
      // webhooks are verified, recorded and answered 202; the worker takes the orders in off the request path
      const webhookWorker = new WebhookIntakeWorker({ db, directory, intake, logger }, options.webhookWorker);
      const receiver = new WebhookReceiver({ db, directory, logger, onQueued: () => webhookWorker.wake() });
      const orders = new OrdersService({ db, logger, sendTrackingToStore: trackingThroughStoreClient(storeSites) });
      const media = options.mediaFiles ?? mediaFilesOver({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret });
      const exportTemplates = new ExportTemplatesService(db, { findPrintAreaNames: printAreaNamesOver({ catalogUrl: config.catalogUrl, internalSecret: config.internalSecret }), logger });
      const services: OrdersServices = {
        exportTemplates,
        fetchOrders: new FetchOrdersService({ directory, intake, logger, storePolicy: options.storePolicy }),
        customers: new CustomersService(db),
        orders,
        designs: new DesignsService({
          db,
          logger,
          afterCommit,
          media,
          presignDownload: mediaDownloadsOver({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret }),
        }),
        orderActions: new OrderActionsService({
          db,
          orders,
          intake,
          store: storeOrderCalls(storeSites, options.storePolicy),
          media,
          findCarrierOffers: catalogCarrierOffers({ catalogUrl: config.catalogUrl, internalSecret: config.internalSecret }),
          afterCommit,
          logger,
        }),
        orderList: new OrderListService(db),
        savedViews: new SavedViewsService(db),
        orderExports: new OrderExportsService({
          db,
          logger,
          media: options.exportFiles ?? mediaExportFilesOver({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret }),
          presignDownload: mediaDownloadsOver({ mediaUrl: config.mediaUrl, internalSecret: config.internalSecret }),
          // The templates the author may read (export-templates' visibility rule).
          findTemplate: (user, id) => exportTemplates.find(user, id),
          findFacts: exportFactsOver({ catalogUrl: config.catalogUrl, usersSitesUrl: config.usersSitesUrl, internalSecret: config.internalSecret }),
          afterCommit,
        }),
        orderStats: new OrderStatsService(db),
        userOrderCounts: new UserOrderCountsService(db),
      };
      const consumers = await startDesignConsumers({ bus, db, schema: ORDERS_SCHEMA, logger, designs: services.designs, afterCommit });
      const sweep = startStuckDesignSweep(services.designs, { everyMs: config.designSweepMs, stuckMs: config.designStuckMs, logger });
      // Exports left running by a process that died (stale heartbeat) fail and give their orders back.
      const exportSweep = startStaleExportSweep(services.orderExports, { everyMs: config.exportSweepMs, staleMs: config.exportStaleMs, logger });
      return {
        context: (base) => createOrdersContext(base, services),
        routes: (app) => mountWebhookRoutes(app, { receiver, logger }),
        async stop() {
          await webhookWorker.stop();
          await sweep.stop();
          await exportSweep.stop();
          await services.orderExports.idle();
          await Promise.all(consumers.map((consumer) => consumer.close()));
        },
      };
    },
  });
}
