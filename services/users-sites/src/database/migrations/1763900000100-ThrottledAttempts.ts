import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-in failures become one kind of throttled attempt, so password reset requests share the same limit table. */
export class ThrottledAttempts1763900000100 implements MigrationInterface {
  name = 'ThrottledAttempts1763900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users_sites"."login_failures" RENAME TO "throttled_attempts"`);
    await q.query(`ALTER TABLE "users_sites"."throttled_attempts" ADD COLUMN "kind" text NOT NULL DEFAULT 'login_failure'`);
    await q.query(`ALTER TABLE "users_sites"."throttled_attempts" ALTER COLUMN "kind" DROP DEFAULT`);
    await q.query(`DROP INDEX "users_sites"."login_failures_email_idx"`);
    await q.query(`DROP INDEX "users_sites"."login_failures_ip_idx"`);
    await q.query(`CREATE INDEX "throttled_attempts_email_idx" ON "users_sites"."throttled_attempts" ("kind", "email", "created_at")`);
    await q.query(`CREATE INDEX "throttled_attempts_ip_idx" ON "users_sites"."throttled_attempts" ("kind", "client_ip", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "users_sites"."throttled_attempts" WHERE "kind" <> 'login_failure'`);
    await q.query(`DROP INDEX "users_sites"."throttled_attempts_email_idx"`);
    await q.query(`DROP INDEX "users_sites"."throttled_attempts_ip_idx"`);
    await q.query(`ALTER TABLE "users_sites"."throttled_attempts" DROP COLUMN "kind"`);
    await q.query(`ALTER TABLE "users_sites"."throttled_attempts" RENAME TO "login_failures"`);
    await q.query(`CREATE INDEX "login_failures_email_idx" ON "users_sites"."login_failures" ("email", "created_at")`);
    await q.query(`CREATE INDEX "login_failures_ip_idx" ON "users_sites"."login_failures" ("client_ip", "created_at")`);
  }
}
