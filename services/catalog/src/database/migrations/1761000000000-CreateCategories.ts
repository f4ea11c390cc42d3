import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCategories1761000000000 implements MigrationInterface {
  name = 'CreateCategories1761000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "catalog"."categories" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "description" text,
        "status" boolean NOT NULL DEFAULT true,
        "creater_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "categories_status_idx" ON "catalog"."categories" ("status", "created_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog"."categories"`);
  }
}
