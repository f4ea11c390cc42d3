import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An online site marked connected without store keys (the demo seed used to make one) cannot
 * call its store: it is Pending, so its owner sees the reconnect action.
 */
export class OnlineSitesWithoutKeysArePending1764000000000 implements MigrationInterface {
  name = 'OnlineSitesWithoutKeysArePending1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "users_sites"."sites" SET "verified" = false, "verified_at" = NULL WHERE "type" = 'online' AND "verified" AND "credentials" IS NULL`);
  }

  async down(): Promise<void> {
    // Nothing to restore: those sites never held keys.
  }
}
