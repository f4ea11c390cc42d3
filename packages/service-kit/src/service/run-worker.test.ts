import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventTablesMigration } from '../events/outbox';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { TEST_INTERNAL_SECRET } from '../testing/service-under-test';
import { runWorker, type WorkerParts } from './run-worker';
import { readServiceConfig } from './service-config';
import type { ServiceRuntime } from './run-service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

/** A worker on the test database, its own schema and the in-process bus, any free port. */
const probeWorker = (setup: (runtime: ServiceRuntime) => WorkerParts) =>
  runWorker({
    name: 'probe-worker',
    schema: 'kit_worker',
    config: readServiceConfig('media', {}, { DATABASE_URL: database.url, INTERNAL_SECRET: TEST_INTERNAL_SECRET, EVENT_BUS: 'in-process', LOG_LEVEL: 'silent' }).config,
    entities: [],
    migrations: [createEventTablesMigration('kit_worker')],
    port: 0,
    setup,
  });

describe('runWorker', () => {
  it('opens the schema, bus and outbox for its parts and serves /health and /ready, without a subgraph', async () => {
    const seen: string[] = [];
    let storageUp = false;
    let runtime: ServiceRuntime | undefined;
    const worker = await probeWorker((given) => {
      runtime = given;
      return {
        ready: async () => storageUp,
        // Stopped while the database is still open: consumers finish their last transaction.
        stop: async () => void seen.push(`stop ${(await given.db.query('SELECT 1 AS one'))[0].one}`),
      };
    });
    try {
      expect(runtime?.config.databaseUrl).toBe(database.url);
      // The migrations ran: the outbox table of the worker's schema is there.
      expect(await runtime!.db.query(`SELECT count(*)::int AS n FROM "kit_worker"."outbox_events"`)).toEqual([{ n: 0 }]);
      expect(await (await fetch(`${worker.url}/health`)).json()).toEqual({ status: 'ok', service: 'probe-worker' });
      const notReady = await fetch(`${worker.url}/ready`);
      expect([notReady.status, await notReady.json()]).toEqual([503, { status: 'not ready', service: 'probe-worker' }]);
      storageUp = true;
      expect((await fetch(`${worker.url}/ready`)).status).toBe(200);
      expect((await fetch(`${worker.url}/graphql`, { method: 'POST' })).status).toBe(404);
    } finally {
      await worker.stop();
    }
    expect(seen).toEqual(['stop 1']);
    expect(runtime!.db.isInitialized).toBe(false);
    await expect(fetch(`${worker.url}/health`)).rejects.toThrow();
  });

  it('releases what it opened when its setup fails', async () => {
    let runtime: ServiceRuntime | undefined;
    await expect(
      probeWorker((given) => {
        runtime = given;
        throw new Error('no storage');
      }),
    ).rejects.toThrow('no storage');
    expect(runtime!.db.isInitialized).toBe(false);
  });
});
