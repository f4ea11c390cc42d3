import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaign stores get a heartbeat: the push worker stamps `heartbeat_at` when it claims a row
 * and bumps it while the store call runs, and the sweep fails a `pushing` row whose heartbeat is
 * older than `PUSH_STALE_MS` (its process died mid-push). The partial index keeps the sweep's
 * look-up to pushing rows.
 */
export class PushHeartbeat1764350000000 implements MigrationInterface {
  name = 'PushHeartbeat1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog"."campaign_stores" ADD COLUMN "heartbeat_at" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX "campaign_stores_pushing_heartbeat_idx" ON "catalog"."campaign_stores" ("heartbeat_at") WHERE "status" = 'pushing'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "catalog"."campaign_stores_pushing_heartbeat_idx"`);
    await q.query(`ALTER TABLE "catalog"."campaign_stores" DROP COLUMN "heartbeat_at"`);
  }
}
