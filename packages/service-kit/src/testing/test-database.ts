import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPgliteServer } from '../database/pglite-server';

export interface TestDatabase {
  url: string;
  /** Drops the throw-away database (PostgreSQL) or stops the in-memory PGlite. */
  dispose(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the real PostgreSQL when
 * DATABASE_URL is set (CI), else an in-memory PGlite served over the wire protocol, so the
 * code under test always talks to PostgreSQL through `pg`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const server = await startPgliteServer({ dataDir: 'memory://' });
    return { url: server.url, dispose: server.stop };
  }
  const name = `pod_test_${randomBytes(6).toString('hex')}`;
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
