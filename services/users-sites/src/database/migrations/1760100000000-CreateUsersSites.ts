import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole users_sites schema as first released: accounts, levels, settings, sites (the outbox comes from service-kit's event tables migration). */
export class CreateUsersSites1760100000000 implements MigrationInterface {
  name = 'CreateUsersSites1760100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users_sites"."roles" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE "users_sites"."user_levels" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "order_total" integer NOT NULL CHECK ("order_total" BETWEEN 0 AND 100000),
        "discount" numeric(4,1) NOT NULL CHECK ("discount" BETWEEN 0 AND 100),
        "status" boolean NOT NULL DEFAULT true,
        "creater_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "users_sites"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "pass" text NOT NULL,
        "first_name" text,
        "last_name" text,
        "phone" text,
        "address" text,
        "birthday" date,
        "avatar" jsonb,
        "is_supper_admin" boolean NOT NULL DEFAULT false,
        "status" boolean NOT NULL DEFAULT true,
        "activated_at" timestamptz,
        "is_subscription" boolean NOT NULL DEFAULT false,
        "level_id" uuid REFERENCES "users_sites"."user_levels" ("id") ON DELETE SET NULL,
        "deleted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Deleted accounts keep their row (sites and levels point at them) but free their email.
    await q.query(`CREATE UNIQUE INDEX "users_email_uq" ON "users_sites"."users" (lower("email")) WHERE "deleted_at" IS NULL`);
    await q.query(`CREATE INDEX "users_created_idx" ON "users_sites"."users" ("created_at" DESC)`);
    await q.query(`ALTER TABLE "users_sites"."user_levels" ADD CONSTRAINT "user_levels_creater_fk" FOREIGN KEY ("creater_id") REFERENCES "users_sites"."users" ("id") ON DELETE SET NULL`);
    await q.query(`
      CREATE TABLE "users_sites"."user_roles" (
        "user_id" uuid NOT NULL REFERENCES "users_sites"."users" ("id") ON DELETE CASCADE,
        "role_id" uuid NOT NULL REFERENCES "users_sites"."roles" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("user_id", "role_id")
      )`);
    await q.query(`
      CREATE TABLE "users_sites"."user_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users_sites"."users" ("id") ON DELETE CASCADE,
        "purpose" text NOT NULL CHECK ("purpose" IN ('password_reset', 'activation')),
        "token_hash" text NOT NULL UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "user_tokens_user_idx" ON "users_sites"."user_tokens" ("user_id", "purpose")`);
    await q.query(`
      CREATE TABLE "users_sites"."login_failures" (
        "id" bigserial PRIMARY KEY,
        "email" text NOT NULL,
        "client_ip" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "login_failures_email_idx" ON "users_sites"."login_failures" ("email", "created_at")`);
    await q.query(`CREATE INDEX "login_failures_ip_idx" ON "users_sites"."login_failures" ("client_ip", "created_at")`);
    await q.query(`
      CREATE TABLE "users_sites"."app_settings" (
        "name" text PRIMARY KEY,
        "value" text,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "users_sites"."sites" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" text NOT NULL,
        "domain" text,
        "platform" text NOT NULL CHECK ("platform" IN ('woocommerce', 'shopify', 'shopbase', 'import')),
        "type" text NOT NULL DEFAULT 'online' CHECK ("type" IN ('online', 'offline')),
        "status" boolean NOT NULL DEFAULT true,
        "verified" boolean NOT NULL DEFAULT false,
        "user_id" uuid NOT NULL REFERENCES "users_sites"."users" ("id"),
        "credentials" text,
        "verified_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "sites_user_idx" ON "users_sites"."sites" ("user_id", "created_at" DESC)`);
    await q.query(`
      CREATE TABLE "users_sites"."site_settings" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "site_id" uuid NOT NULL REFERENCES "users_sites"."sites" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "value" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("site_id", "name")
      )`);
    await q.query(`
      CREATE TABLE "users_sites"."site_webhooks" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "site_id" uuid NOT NULL REFERENCES "users_sites"."sites" ("id") ON DELETE CASCADE,
        "topic" text NOT NULL,
        "address" text NOT NULL,
        "delivery_url" text NOT NULL,
        "external_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("site_id", "topic")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['site_webhooks', 'site_settings', 'sites', 'app_settings', 'login_failures', 'user_tokens', 'user_roles', 'user_levels', 'users', 'roles']) {
      await q.query(`DROP TABLE IF EXISTS "users_sites"."${table}" CASCADE`);
    }
  }
}
