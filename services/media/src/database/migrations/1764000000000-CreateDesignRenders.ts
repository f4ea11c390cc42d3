import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The render worker's ledger: one row per design request it answered, written in the transaction
 * that enqueues the answer. A request delivered again (any envelope) finds its row and is not
 * answered twice, whether it was rendered or failed.
 */
export class CreateDesignRenders1764000000000 implements MigrationInterface {
  name = 'CreateDesignRenders1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "media"."design_renders" (
        "request_id" uuid PRIMARY KEY,
        "design_id" uuid NOT NULL,
        "outcome" text NOT NULL CHECK ("outcome" IN ('generated', 'failed')),
        "file_id" uuid NULL REFERENCES "media"."files"("id"),
        "log" text NULL,
        "render_ms" integer NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "media"."design_renders"`);
  }
}
