import gql from 'graphql-tag';
import { readSchemaFiles, runService, type EventBus, type Logger, type RunningService } from '@pod/service-kit';
import { loadOrdersConfig, SERVICE_NAME } from './config';
import { createOrdersContext, type OrdersContext, type OrdersServices } from './context';
import { ORDERS_ENTITIES } from './database/entities';
import { CustomersService } from './customers/customers.service';
import { ORDERS_MIGRATIONS } from './database/migrations';
import { seedOrders } from './database/seed';
import { OrdersService } from './orders/orders.service';
import { trackingThroughStoreClient, type StoreSiteLookup } from './orders/store-fulfillment';
import { usersSitesStoreLookup } from './orders/store-sites';
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
}

/** Every capability's schema file under src/, the same files codegen reads. */
const typeDefs = gql(readSchemaFiles(new URL('.', import.meta.url)));

/** Opens the orders schema (migrations + demo seed) and serves the orders subgraph. */
export function startOrdersService(options: StartOrdersOptions): Promise<RunningService> {
  const config = loadOrdersConfig(options.env);
  const storeSites = options.storeSites ?? usersSitesStoreLookup({ usersSitesUrl: config.usersSitesUrl, internalSecret: config.internalSecret });
  return runService<OrdersContext>({
    ...options,
    name: SERVICE_NAME,
    schema: ORDERS_SCHEMA,
    config,
    entities: ORDERS_ENTITIES,
    migrations: ORDERS_MIGRATIONS,
    typeDefs,
    resolvers: ordersResolvers,
    async setup({ db, logger }) {
      if (config.seedDemoData) await seedOrders(db, logger);
      const services: OrdersServices = {
        customers: new CustomersService(db),
        orders: new OrdersService({
          db,
          logger,
          sendTrackingToStore: trackingThroughStoreClient(storeSites),
        }),
      };
      return { context: (base) => createOrdersContext(base, services) };
    },
  });
}
