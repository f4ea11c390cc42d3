import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A user's own new e-mail waits in `pending_email` until the `email_change` link mailed to it is opened. */
export class EmailChange1763900000101 implements MigrationInterface {
  name = 'EmailChange1763900000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users_sites"."users" ADD COLUMN "pending_email" text`);
    await q.query(`ALTER TABLE "users_sites"."user_tokens" DROP CONSTRAINT "user_tokens_purpose_check"`);
    await q.query(`ALTER TABLE "users_sites"."user_tokens" ADD CONSTRAINT "user_tokens_purpose_check" CHECK ("purpose" IN ('password_reset', 'activation', 'email_change'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "users_sites"."user_tokens" WHERE "purpose" = 'email_change'`);
    await q.query(`ALTER TABLE "users_sites"."user_tokens" DROP CONSTRAINT "user_tokens_purpose_check"`);
    await q.query(`ALTER TABLE "users_sites"."user_tokens" ADD CONSTRAINT "user_tokens_purpose_check" CHECK ("purpose" IN ('password_reset', 'activation'))`);
    await q.query(`ALTER TABLE "users_sites"."users" DROP COLUMN "pending_email"`);
  }
}
