import type { DataSource } from 'typeorm';
import { ALL_ROLES, DEMO_PASSWORD, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import { hashPassword } from '../auth/passwords';
import type { AppSettingsService } from '../settings/app-settings.service';

/** Every role of the matrix; the users service stores roles by name (spec 000 §1). */
export async function seedRoles(db: DataSource): Promise<void> {
  await db.query(`INSERT INTO "users_sites"."roles" ("name") SELECT unnest($1::text[]) ON CONFLICT ("name") DO NOTHING`, [ALL_ROLES]);
}

const DEMO_LEVELS = [
  { name: 'Silver', order_total: 100, discount: 2 },
  { name: 'Gold', order_total: 500, discount: 5 },
  { name: 'Platinum', order_total: 2000, discount: 7.5 },
];

/**
 * Demo data on first start (idempotent: fixed ids, ON CONFLICT DO NOTHING): one activated
 * account per role with DEMO_PASSWORD, the seller's three sites, a few seller levels.
 * The WooCommerce site lives on the demo store when there is one (`demoStoreUrl`); it starts
 * Pending, as it has no store keys until the store approves it (the launcher connects it).
 */
export async function seedDemoData(db: DataSource, logger: Logger, demoStoreUrl = ''): Promise<void> {
  const ids = Object.values(DEMO_USERS).map((u) => u.id);
  const existing: Array<{ id: string }> = await db.query(`SELECT id FROM "users_sites"."users" WHERE id = ANY($1::uuid[])`, [ids]);
  const missing = Object.values(DEMO_USERS).filter((u) => !existing.some((e) => e.id === u.id));
  const pass = missing.length ? await hashPassword(DEMO_PASSWORD) : '';
  await db.transaction(async (manager) => {
    for (const user of missing) {
      await manager.query(
        `INSERT INTO "users_sites"."users" ("id", "email", "pass", "first_name", "last_name", "phone", "is_supper_admin", "status", "activated_at")
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, now()) ON CONFLICT DO NOTHING`,
        [user.id, user.email, pass, user.first_name, user.last_name, '0123456789', user.is_supper_admin],
      );
      await manager.query(
        `INSERT INTO "users_sites"."user_roles" ("user_id", "role_id") SELECT $1, id FROM "users_sites"."roles" WHERE name = ANY($2::text[]) ON CONFLICT DO NOTHING`,
        [user.id, [...user.roles]],
      );
    }
    const wooDomain = demoStoreUrl || DEMO_SITES.woo.domain;
    for (const site of Object.values(DEMO_SITES)) {
      await manager.query(
        `INSERT INTO "users_sites"."sites" ("id", "title", "domain", "platform", "type", "status", "verified", "verified_at", "user_id")
         VALUES ($1, $2, $3, $4, $5, true, $6, CASE WHEN $6 THEN now() END, $7) ON CONFLICT ("id") DO NOTHING`,
        [site.id, site.title, site.id === DEMO_SITES.woo.id ? wooDomain : site.domain, site.platform, site.type, site.verified, DEMO_USERS.seller.id],
      );
    }
    // A demo site never given store keys (a data dir from before the demo store, or a moved demo
    // store port) moves to the current demo store address, to be connected there.
    await manager.query(`UPDATE "users_sites"."sites" SET "domain" = $2 WHERE "id" = $1 AND "credentials" IS NULL AND "domain" <> $2`, [DEMO_SITES.woo.id, wooDomain]);
    const [{ n }]: Array<{ n: number }> = await manager.query(`SELECT count(*)::int AS n FROM "users_sites"."user_levels"`);
    if (n === 0) {
      for (const level of DEMO_LEVELS) {
        await manager.query(
          `INSERT INTO "users_sites"."user_levels" ("name", "order_total", "discount", "creater_id") VALUES ($1, $2, $3, $4)`,
          [level.name, level.order_total, level.discount, DEMO_USERS.admin.id],
        );
      }
    }
  });
  if (missing.length) logger.info({ users: missing.map((u) => u.email) }, 'demo accounts seeded');
}

export async function seed(db: DataSource, settings: AppSettingsService, logger: Logger, withDemoData: boolean, demoStoreUrl = ''): Promise<void> {
  await seedRoles(db);
  await settings.seedDefaults();
  if (withDemoData) await seedDemoData(db, logger, demoStoreUrl);
}
