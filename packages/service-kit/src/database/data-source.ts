import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Logger } from '../logging/logger';

export interface DatabaseOptions {
  url: string;
  /** Each service owns one PostgreSQL schema (ARCHITECTURE.md §3). */
  schema: string;
  /** Entity classes or schemas, as TypeORM takes them. */
  entities: NonNullable<DataSourceOptions['entities']>;
  /** Committed migration classes, run in order at start-up. */
  migrations: NonNullable<DataSourceOptions['migrations']>;
  /** Pool size; PGlite multiplexes, so keep it small in the embedded default. */
  poolSize?: number;
  logger?: Logger;
}

/**
 * Opens the service's data source, creates its schema if needed and runs pending migrations
 * under an advisory lock so replicas starting together do not race. Never `synchronize`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
    extra: { max: options.poolSize ?? 5, idleTimeoutMillis: 30_000 },
  });
  await dataSource.initialize();
  // Session-level advisory locks belong to one connection: hold it on a dedicated runner
  // so the unlock reaches the connection that took the lock.
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  const lockId = advisoryLockId(options.schema);
  await lockRunner.query(`SELECT pg_advisory_lock($1)`, [lockId]);
  try {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    if (ran.length) options.logger?.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  } finally {
    await lockRunner.query(`SELECT pg_advisory_unlock($1)`, [lockId]);
    await lockRunner.release();
  }
  return dataSource;
}

function advisoryLockId(schema: string): number {
  let hash = 0;
  for (const ch of schema) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return hash;
}
