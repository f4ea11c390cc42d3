import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { createLogger, openDatabase, startSubgraph, type EventBus, type Logger } from '@pod/service-kit';
import { loadOrdersConfig } from './config';
import { createOrdersContext, type OrdersContext, type OrdersServices } from './context';
import { CustomerEntity } from './customers/customer.entity';
import { CustomersService } from './customers/customers.service';
import { ORDERS_MIGRATIONS } from './database/migrations';
import { seedOrders } from './database/seed';
import { ordersResolvers } from './resolvers';

export const ORDERS_SCHEMA = 'orders';

export interface StartOrdersOptions {
  env: Record<string, string | undefined>;
  /** Injected by the embedded launcher (in-process bus); unused until orders publish events. */
  bus?: EventBus;
  logger?: Logger;
  /** Overrides ORDERS_PORT (0 = any free port, as tests use). */
  port?: number;
}

export interface RunningOrdersService {
  name: 'orders';
  url: string;
  port: number;
  stop(): Promise<void>;
}

const typeDefs = gql(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** Opens the orders schema (migrations + demo seed) and serves the orders subgraph. */
export async function startOrdersService(options: StartOrdersOptions): Promise<RunningOrdersService> {
  const config = loadOrdersConfig(options.env);
  const logger = options.logger ?? createLogger('orders', config.logLevel);
  const dataSource = await openDatabase({
    url: config.databaseUrl,
    schema: ORDERS_SCHEMA,
    entities: [CustomerEntity],
    migrations: ORDERS_MIGRATIONS,
    logger,
  });
  try {
    if (config.seedDemoData) await seedOrders(dataSource, logger);
    const services: OrdersServices = { customers: new CustomersService(dataSource) };
    const subgraph = await startSubgraph<OrdersContext>({
      name: 'orders',
      port: options.port ?? config.port,
      host: config.host,
      typeDefs,
      resolvers: ordersResolvers,
      internalSecret: config.internalSecret,
      logger,
      context: (base) => createOrdersContext(base, services),
      ready: async () => {
        await dataSource.query('SELECT 1');
        return true;
      },
    });
    return {
      name: 'orders',
      url: subgraph.url,
      port: subgraph.port,
      async stop() {
        await subgraph.stop();
        await dataSource.destroy();
      },
    };
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
