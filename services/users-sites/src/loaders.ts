import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { UserLevelEntity, type UserLevel } from './levels/user-level.entity';
import { SiteEntity, SiteWebhookEntity, type Site, type SiteWebhook } from './sites/site.entity';
import { UserEntity, type Role, type User } from './users/user.entity';
import { isUuid } from '@pod/service-kit';

/** Per-request batch loaders: every reference and nested field is one query per batch, never per row. */
export function createLoaders(db: DataSource) {
  const byId = <T extends { id: string }>(rows: T[], ids: readonly string[]) => {
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  };
  const valid = (ids: readonly string[]) => ids.filter(isUuid);

  return {
    /** Includes deleted accounts: orders and history still show who did something. */
    user: new DataLoader<string, User | null>(async (ids) => byId(await db.getRepository(UserEntity).findBy({ id: In(valid(ids)) }), ids)),
    site: new DataLoader<string, Site | null>(async (ids) => byId(await db.getRepository(SiteEntity).findBy({ id: In(valid(ids)) }), ids)),
    level: new DataLoader<string, UserLevel | null>(async (ids) => byId(await db.getRepository(UserLevelEntity).findBy({ id: In(valid(ids)) }), ids)),
    rolesOfUser: new DataLoader<string, Role[]>(async (ids) => {
      const rows: Array<{ user_id: string; id: string; name: string }> = await db.query(
        `SELECT ur.user_id, r.id, r.name FROM "users_sites"."user_roles" ur JOIN "users_sites"."roles" r ON r.id = ur.role_id
          WHERE ur.user_id = ANY($1::uuid[]) ORDER BY r.name`,
        [valid(ids)],
      );
      return ids.map((id) => rows.filter((r) => r.user_id === id).map(({ id: roleId, name }) => ({ id: roleId, name })));
    }),
    webhooksOfSite: new DataLoader<string, SiteWebhook[]>(async (ids) => {
      const rows = await db.getRepository(SiteWebhookEntity).find({ where: { site_id: In(valid(ids)) }, order: { topic: 'ASC' } });
      return ids.map((id) => rows.filter((r) => r.site_id === id));
    }),
    usersOnLevel: new DataLoader<string, number>(async (ids) => {
      const rows: Array<{ level_id: string; n: number }> = await db.query(
        `SELECT level_id, count(*)::int AS n FROM "users_sites"."users" WHERE level_id = ANY($1::uuid[]) AND deleted_at IS NULL GROUP BY level_id`,
        [valid(ids)],
      );
      return ids.map((id) => rows.find((r) => r.level_id === id)?.n ?? 0);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
