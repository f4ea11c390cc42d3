import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startPgliteServer, type PgliteServer } from './pglite-server';

let server: PgliteServer;
let pool: pg.Pool;

beforeAll(async () => {
  server = await startPgliteServer({ dataDir: 'memory://' });
  pool = new pg.Pool({ connectionString: server.url, max: 5 });
  await pool.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
  await pool.query('INSERT INTO counters VALUES (1, 0)');
});
afterAll(async () => {
  await pool.end();
  await server.stop();
});

describe('PGlite over the wire', () => {
  it('keeps concurrent parameterised queries and transactions on several connections apart', async () => {
    // pglite-socket's queue interleaves Parse/Bind/Execute of different connections
    // (electric-sql/pglite#1046): unnamed statements then vanish mid-batch.
    const work = Array.from({ length: 300 }, async (_, i) => {
      if (i % 5 === 0) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query('UPDATE counters SET n = n + $1 WHERE id = $2', [1, 1]);
          await client.query('SELECT n FROM counters WHERE id = $1', [1]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
        return 'tx';
      }
      const { rows } = await pool.query('SELECT $1::int + $2::int AS sum', [i, 1]);
      expect(rows[0].sum).toBe(i + 1);
      return 'query';
    });
    const results = await Promise.allSettled(work);
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    expect((await pool.query('SELECT n FROM counters WHERE id = 1')).rows[0].n).toBe(60);
  });
});
