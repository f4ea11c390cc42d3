import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21 item 7f: webhook intake leaves the request path. The ledger row becomes the work
 * item: `order_payload` holds the verified, normalised order until the intake worker settles it,
 * `attempts` / `next_attempt_at` pace its retries, `claimed_at` is a worker's lease (a claim older
 * than the lease, left by a process that died, is taken again). The partial index is the worker's
 * queue: only rows still `queued` are in it.
 */
export class WebhookQueue1764360000000 implements MigrationInterface {
  name = 'WebhookQueue1764360000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "orders"."webhook_deliveries"
      ADD COLUMN "order_payload" jsonb,
      ADD COLUMN "attempts" integer NOT NULL DEFAULT 0,
      ADD COLUMN "next_attempt_at" timestamptz,
      ADD COLUMN "claimed_at" timestamptz`);
    await q.query(`CREATE INDEX "webhook_deliveries_queue_idx" ON "orders"."webhook_deliveries" ("next_attempt_at") WHERE "outcome" = 'queued'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "orders"."webhook_deliveries_queue_idx"`);
    await q.query(`ALTER TABLE "orders"."webhook_deliveries" DROP COLUMN "order_payload", DROP COLUMN "attempts", DROP COLUMN "next_attempt_at", DROP COLUMN "claimed_at"`);
  }
}
