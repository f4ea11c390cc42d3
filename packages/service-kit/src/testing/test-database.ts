import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPgliteServer } from '../database/pglite-server';

export interface TestDatabase {
  url: string;
  /** Drops the throw-away database (PostgreSQL) or stops the in-memory PGlite. */
  dispose(): Promise<void>;
}

export interface ThrowawayDatabaseOptions {
  /** The PostgreSQL server to create it on; DATABASE_URL when omitted; none = PGlite. */
  baseUrl?: string;
  /** Name prefix, so leftovers say who made them (pod_test_, pod_bench_, pod_smoke_). */
  prefix?: string;
  /** Port of the PGlite server when there is no PostgreSQL (0 = any free port). */
  pglitePort?: number;
}

/**
 * A fresh, empty database: a new database on the real PostgreSQL when DATABASE_URL is set
 * (CI), else an in-memory PGlite served over the wire protocol, so the code under test always
 * talks to PostgreSQL through `pg`. Tests, benches and the distributed smoke run use it.
 */
export async function createTestDatabase(options: ThrowawayDatabaseOptions = {}): Promise<TestDatabase> {
  const base = 'baseUrl' in options ? options.baseUrl : process.env.DATABASE_URL;
  if (!base) {
    const server = await startPgliteServer({ dataDir: 'memory://', port: options.pglitePort });
    return { url: server.url, dispose: server.stop };
  }
  const name = `${options.prefix ?? 'pod_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async dispose() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
