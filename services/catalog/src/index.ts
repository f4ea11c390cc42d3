import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { createLogger, openDatabase, startSubgraph, type EventBus, type Logger } from '@pod/service-kit';
import { loadCatalogConfig } from './config';
import { createCatalogContext, type CatalogContext, type CatalogServices } from './context';
import { CategoryEntity } from './categories/category.entity';
import { CategoriesService } from './categories/categories.service';
import { CATALOG_MIGRATIONS } from './database/migrations';
import { seedCatalog } from './database/seed';
import { catalogResolvers } from './resolvers';

export const CATALOG_SCHEMA = 'catalog';

export interface StartCatalogOptions {
  env: Record<string, string | undefined>;
  /** Injected by the embedded launcher (in-process bus); unused until the catalog publishes events. */
  bus?: EventBus;
  logger?: Logger;
  /** Overrides CATALOG_PORT (0 = any free port, as tests use). */
  port?: number;
}

export interface RunningCatalogService {
  name: 'catalog';
  url: string;
  port: number;
  stop(): Promise<void>;
}

const typeDefs = gql(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/** Opens the catalog schema (migrations + demo seed) and serves the catalog subgraph. */
export async function startCatalogService(options: StartCatalogOptions): Promise<RunningCatalogService> {
  const config = loadCatalogConfig(options.env);
  const logger = options.logger ?? createLogger('catalog', config.logLevel);
  const dataSource = await openDatabase({
    url: config.databaseUrl,
    schema: CATALOG_SCHEMA,
    entities: [CategoryEntity],
    migrations: CATALOG_MIGRATIONS,
    logger,
  });
  try {
    if (config.seedDemoData) await seedCatalog(dataSource, logger);
    const services: CatalogServices = { categories: new CategoriesService(dataSource) };
    const subgraph = await startSubgraph<CatalogContext>({
      name: 'catalog',
      port: options.port ?? config.port,
      host: config.host,
      typeDefs,
      resolvers: catalogResolvers,
      internalSecret: config.internalSecret,
      logger,
      context: (base) => createCatalogContext(base, services),
      ready: async () => {
        await dataSource.query('SELECT 1');
        return true;
      },
    });
    return {
      name: 'catalog',
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
