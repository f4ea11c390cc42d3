import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a file was registered as (print_file, custom_design), so consuming services can rely on spec 000 §5's checks. */
export class FileKind1763900000000 implements MigrationInterface {
  name = 'FileKind1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "media"."files" ADD COLUMN "kind" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "media"."files" DROP COLUMN "kind"`);
  }
}
