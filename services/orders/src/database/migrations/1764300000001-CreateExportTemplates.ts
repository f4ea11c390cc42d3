import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Export templates (spec 001 §3): a named, ordered list of CSV columns kept as jsonb. */
export class CreateExportTemplates1764300000001 implements MigrationInterface {
  name = 'CreateExportTemplates1764300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders"."export_templates" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "author_id" uuid NOT NULL,
        "by_admin" boolean NOT NULL DEFAULT false,
        "supplier_ids" uuid[] NOT NULL DEFAULT '{}'::uuid[],
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "export_templates_pkey" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "export_templates_author_idx" ON "orders"."export_templates" ("author_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "orders"."export_templates"`);
  }
}
