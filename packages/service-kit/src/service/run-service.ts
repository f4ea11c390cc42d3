import type { Express } from 'express';
import type { DocumentNode } from 'graphql';
import type { DataSource } from 'typeorm';
import type { ServiceName } from '@pod/contracts';
import type { ServiceContext } from '../auth/authorize';
import { openDatabase, type DatabaseOptions } from '../database/data-source';
import { createEventBus } from '../events/create-event-bus';
import type { EventBus } from '../events/event-bus';
import { startOutboxRelay } from '../events/outbox';
import { createLogger, type Logger } from '../logging/logger';
import { startSubgraph, type SubgraphOptions } from '../subgraph/start-subgraph';
import type { ServiceConfig } from './service-config';

/** What a service's `setup` gets: its database, the bus, its logger, and the outbox nudge. */
export interface ServiceRuntime {
  db: DataSource;
  bus: EventBus;
  logger: Logger;
  config: ServiceConfig;
  /** Call after a transaction that enqueued events commits, so they go out at once. */
  afterCommit(): void;
}

/** The service-specific parts, built once at start-up by `setup`. */
export interface ServiceParts<TContext extends ServiceContext> {
  context(base: ServiceContext): TContext;
  routes?(app: Express): void;
  /** Extra readiness (object storage, …) on top of the database and the bus. */
  ready?(): Promise<boolean>;
  /** Releases what setup opened (mailers, pools), before the database closes. */
  stop?(): Promise<void>;
}

export interface RunServiceOptions<TContext extends ServiceContext> extends RuntimeOptions {
  name: ServiceName;
  typeDefs: DocumentNode;
  resolvers: SubgraphOptions<TContext>['resolvers'];
  setup(runtime: ServiceRuntime): Promise<ServiceParts<TContext>> | ServiceParts<TContext>;
  /** Overrides the configured port (0 = any free port, as tests use). */
  port?: number;
}

export interface RunningService {
  name: ServiceName;
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** What a process of a service opens before its own parts: its schema, the bus, the outbox relay. */
export interface RuntimeOptions {
  /** Logger and bus client name (the service's, or its worker process's, e.g. `media-render`). */
  name: string;
  /** The service's own PostgreSQL schema. */
  schema: string;
  config: ServiceConfig;
  entities: DatabaseOptions['entities'];
  migrations: DatabaseOptions['migrations'];
  /** Injected by tests running several services in one process; else built from config (EVENT_BUS). */
  bus?: EventBus;
  logger?: Logger;
}

/**
 * Opens a process's runtime: its schema (migrations run under an advisory lock, so every
 * process of a service may run them), the bus and the outbox relay. `ready` checks the database
 * and the bus; `close` releases them in reverse order.
 */
export async function openRuntime(options: RuntimeOptions): Promise<ServiceRuntime & { ready(): Promise<boolean>; close(): Promise<void> }> {
  const { config, name, schema } = options;
  const logger = options.logger ?? createLogger(name, config.logLevel);
  const db = await openDatabase({ url: config.databaseUrl, schema, entities: options.entities, migrations: options.migrations, logger });
  // A bus the launcher shares belongs to the launcher: only a bus made here is closed here.
  const bus = options.bus ?? createEventBus({ kind: config.eventBus, brokers: config.kafkaBrokers.join(','), clientId: name, logger });
  const relay = startOutboxRelay({ dataSource: db, schema, bus, logger });
  return {
    db,
    bus,
    logger,
    config,
    afterCommit: () => void relay.flush(),
    async ready() {
      await db.query('SELECT 1');
      return bus.ready();
    },
    async close() {
      await relay.stop();
      if (!options.bus) await bus.close();
      await db.destroy();
    },
  };
}

/**
 * The life of one subgraph service, the same for all five: open its schema (migrations),
 * connect the bus and the outbox relay, let the service build its parts, serve GraphQL with
 * health and readiness, and stop everything in reverse order. A failed start releases what
 * it had opened.
 */
export async function runService<TContext extends ServiceContext>(options: RunServiceOptions<TContext>): Promise<RunningService> {
  const { config, name } = options;
  const runtime = await openRuntime(options);
  const release = async (parts?: ServiceParts<TContext>) => {
    await parts?.stop?.();
    await runtime.close();
  };

  let parts: ServiceParts<TContext> | undefined;
  try {
    parts = await options.setup(runtime);
    const ready = parts.ready;
    const subgraph = await startSubgraph<TContext>({
      name,
      port: options.port ?? config.port,
      host: config.host,
      typeDefs: options.typeDefs,
      resolvers: options.resolvers,
      internalSecret: config.internalSecret,
      logger: runtime.logger,
      context: parts.context,
      routes: parts.routes,
      debugErrors: config.debugErrors,
      ready: async () => (await runtime.ready()) && (ready ? await ready() : true),
    });
    const started = parts;
    return {
      name,
      url: subgraph.url,
      port: subgraph.port,
      async stop() {
        await subgraph.stop();
        await release(started);
      },
    };
  } catch (error) {
    await release(parts).catch((cleanupError) => runtime.logger.error({ err: cleanupError }, 'cleanup after a failed start failed'));
    throw error;
  }
}
