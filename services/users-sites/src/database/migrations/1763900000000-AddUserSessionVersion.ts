import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-user session version: tokens carry it, and bumping it ends every earlier session. */
export class AddUserSessionVersion1763900000000 implements MigrationInterface {
  name = 'AddUserSessionVersion1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users_sites"."users" ADD COLUMN "session_version" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users_sites"."users" DROP COLUMN "session_version"`);
  }
}
