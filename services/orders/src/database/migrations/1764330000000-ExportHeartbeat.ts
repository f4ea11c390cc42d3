import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order exports get a heartbeat: the job bumps `heartbeat_at` as it writes each batch, and the
 * sweep fails a running export whose heartbeat is older than `EXPORT_STALE_MS` (its process
 * died), giving its orders back. The partial index keeps the sweep's look-up to running rows.
 */
export class ExportHeartbeat1764330000000 implements MigrationInterface {
  name = 'ExportHeartbeat1764330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders"."order_exports" ADD COLUMN "heartbeat_at" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX "order_exports_running_heartbeat_idx" ON "orders"."order_exports" ("heartbeat_at") WHERE "status" = 'running'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "orders"."order_exports_running_heartbeat_idx"`);
    await q.query(`ALTER TABLE "orders"."order_exports" DROP COLUMN "heartbeat_at"`);
  }
}
