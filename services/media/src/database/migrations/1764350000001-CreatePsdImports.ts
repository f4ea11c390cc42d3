import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PSD import worker's ledger: one row per import token it answered, written in the
 * transaction that enqueues the answer, so a request delivered again is not parsed twice.
 */
export class CreatePsdImports1764350000001 implements MigrationInterface {
  name = 'CreatePsdImports1764350000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "media"."psd_imports" (
        "token" uuid PRIMARY KEY,
        "file_id" uuid NOT NULL,
        "outcome" text NOT NULL CHECK ("outcome" IN ('parsed', 'failed')),
        "error" text NULL,
        "layer_images" integer NOT NULL DEFAULT 0,
        "parse_ms" integer NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "media"."psd_imports"`);
  }
}
