import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOPICS, type CampaignStoreChangedEvent } from '@pod/contracts';
import { createLogger, openDatabase } from '@pod/service-kit';
import { startServiceForTest } from '@pod/service-kit/testing';
import { CampaignStoreEntity, type CampaignStore } from '../campaign-stores/campaign-store.entity';
import { SERVICE_NAME } from '../config';
import { CATALOG_MIGRATIONS } from '../database/migrations';
import { startCatalogService } from '../index';
import { startCatalogAlone, type CatalogAlone } from '../testing/catalog-test-env';
import { sweepStalePushes } from './push-sweep';
import { PUSH_MESSAGES } from './push-worker';

/**
 * The stale-push sweep (a catalog process killed mid-push): a `pushing` campaign store whose
 * heartbeat is older than the staleness goes to Error with a readable message and the change is
 * announced, as a failed push is; a fresh one is left alone; two sweepers fail each row once.
 */

const STALE_MS = 300_000;

let env: CatalogAlone;
let db: DataSource;
let second: DataSource;
const logger = createLogger('push-sweep-test', 'silent');
const sweeper = (database: DataSource) => ({ db: database, logger, afterCommit: () => {} });

/** A push as a killed process leaves it: claimed (`pushing`, stamped with its request), its heartbeat `ageMs` old. */
async function pushingRow(ageMs: number): Promise<CampaignStore> {
  const productId = randomUUID().replace(/-/g, '').slice(0, 9);
  const siteId = randomUUID();
  const userId = randomUUID();
  await db.query(`INSERT INTO "catalog"."products" ("id", "title", "permalink", "site_id", "user_id") VALUES ($1, 'Stale mug', $2, $3, $4)`, [productId, `stale-mug-${productId}`, siteId, userId]);
  const repo = db.getRepository(CampaignStoreEntity);
  const row = await repo.save(repo.create({ site_id: siteId, user_id: userId, product_id: productId, status: 'pushing', push_token: randomUUID(), attempts: 1 }));
  await db.query(`UPDATE "catalog"."campaign_stores" SET "heartbeat_at" = now() - make_interval(secs => $2) WHERE "id" = $1`, [row.id, ageMs / 1000]);
  return row;
}

const rowOf = (id: string) => db.getRepository(CampaignStoreEntity).findOneByOrFail({ id });
const announced = async (id: string) =>
  ((await db.query(`SELECT "payload" FROM "catalog"."outbox_events" WHERE "topic" = $1 AND "key" = $2 ORDER BY "seq"`, [TOPICS.campaignStoreChanged, id])) as Array<{ payload: CampaignStoreChangedEvent }>).map((r) => r.payload);

beforeAll(async () => {
  // The service's own sweep is off here; the tests run rounds themselves (the last test starts one with it on).
  env = await startCatalogAlone({ env: { PUSH_SWEEP_MS: '0' } });
  db = await openDatabase({ url: env.db.url, schema: SERVICE_NAME, entities: [CampaignStoreEntity], migrations: CATALOG_MIGRATIONS });
  second = await openDatabase({ url: env.db.url, schema: SERVICE_NAME, entities: [CampaignStoreEntity], migrations: CATALOG_MIGRATIONS });
}, 120_000);

afterAll(async () => {
  await second?.destroy();
  await db?.destroy();
  await env?.stop();
});

describe('stale push sweep', () => {
  it('fails a stale pushing row with the interrupted message and announces it as a failed push is', async () => {
    const row = await pushingRow(STALE_MS + 60_000);
    expect(await sweepStalePushes(sweeper(db), STALE_MS)).toBeGreaterThanOrEqual(1);

    expect(await rowOf(row.id)).toMatchObject({ status: 'Error', log: PUSH_MESSAGES.interrupted, pushed_at: null, push_token: row.push_token });
    expect(await announced(row.id)).toEqual([
      { id: row.id, siteId: row.site_id, sellerId: row.user_id, productId: row.product_id, status: 'Error', log: PUSH_MESSAGES.interrupted, pushedAt: null },
    ]);
    // A second round finds nothing more to do for it.
    await sweepStalePushes(sweeper(db), STALE_MS);
    expect(await announced(row.id)).toHaveLength(1);
  });

  it('leaves a push whose heartbeat is fresh alone', async () => {
    const row = await pushingRow(10_000);
    await sweepStalePushes(sweeper(db), STALE_MS);
    expect(await rowOf(row.id)).toMatchObject({ status: 'pushing', log: null });
    expect(await announced(row.id)).toEqual([]);
  });

  it('two processes sweeping at once fail each push once', async () => {
    const rows = await Promise.all([pushingRow(STALE_MS + 5_000), pushingRow(STALE_MS + 5_000), pushingRow(STALE_MS + 5_000)]);
    const [a, b] = await Promise.all([sweepStalePushes(sweeper(db), STALE_MS), sweepStalePushes(sweeper(second), STALE_MS)]);
    expect(a + b).toBe(3);
    for (const row of rows) {
      expect((await rowOf(row.id)).status).toBe('Error');
      expect((await announced(row.id)).map((event) => event.status)).toEqual(['Error']);
    }
  });

  it('runs at start-up of a catalog process (PUSH_SWEEP_MS on) and on its timer', async () => {
    const row = await pushingRow(STALE_MS + 60_000);
    const other = await startServiceForTest(SERVICE_NAME, startCatalogService, { db: env.db, env: { PUSH_SWEEP_MS: '200', PUSH_STALE_MS: String(STALE_MS) } });
    try {
      await vi.waitFor(async () => expect((await rowOf(row.id)).status).toBe('Error'), { timeout: 20_000, interval: 100 });
      // Made stale after start-up: the timer's rounds find it.
      const later = await pushingRow(STALE_MS + 60_000);
      await vi.waitFor(async () => expect((await rowOf(later.id)).status).toBe('Error'), { timeout: 20_000, interval: 100 });
    } finally {
      await other.stop();
    }
  });
});
