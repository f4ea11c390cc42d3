import { requirePermission } from '@pod/service-kit';
import { iso, type UsersSitesContext } from '../context';
import type { UserLevel } from './user-level.entity';
import type { UserLevelInput } from './levels.service';

export const levelsResolvers = {
  Query: {
    userLevels: (_: unknown, args: { filter?: { status?: boolean | null } }, ctx: UsersSitesContext) => {
      requirePermission(ctx, 'sellerLevels.read');
      return ctx.services.levels.list(args.filter ?? {});
    },
  },
  Mutation: {
    createUserLevel: (_: unknown, args: { input: UserLevelInput }, ctx: UsersSitesContext) =>
      ctx.services.levels.create(args.input, requirePermission(ctx, 'sellerLevels.manage')),
    updateUserLevel: (_: unknown, args: { id: string; input: UserLevelInput }, ctx: UsersSitesContext) => {
      requirePermission(ctx, 'sellerLevels.manage');
      return ctx.services.levels.update(args.id, args.input);
    },
    deleteUserLevel: (_: unknown, args: { id: string }, ctx: UsersSitesContext) => {
      requirePermission(ctx, 'sellerLevels.manage');
      return ctx.services.levels.delete(args.id);
    },
  },
  UserLevel: {
    totalUser: (level: UserLevel, _: unknown, ctx: UsersSitesContext) => ctx.loaders.usersOnLevel.load(level.id),
    creater: (level: UserLevel, _: unknown, ctx: UsersSitesContext) => (level.creater_id ? ctx.loaders.user.load(level.creater_id) : null),
    created_at: (level: UserLevel) => iso(level.created_at),
  },
};
