import { requirePermission } from '@pod/service-kit';
import { iso } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

export const levelsResolvers: Resolvers = {
  Query: {
    userLevels: (_, args, ctx) => {
      requirePermission(ctx, 'sellerLevels.read');
      return ctx.services.levels.list(args.filter ?? {});
    },
  },
  Mutation: {
    createUserLevel: (_, args, ctx) => ctx.services.levels.create(requirePermission(ctx, 'sellerLevels.manage'), args.input),
    updateUserLevel: (_, args, ctx) => {
      requirePermission(ctx, 'sellerLevels.manage');
      return ctx.services.levels.update(args.id, args.input);
    },
    deleteUserLevel: (_, args, ctx) => {
      requirePermission(ctx, 'sellerLevels.manage');
      return ctx.services.levels.delete(args.id);
    },
  },
  UserLevel: {
    totalUser: (level, _, ctx) => ctx.loaders.usersOnLevel.load(level.id),
    creater: (level, _, ctx) => (level.creater_id ? ctx.loaders.user.load(level.creater_id) : null),
    created_at: (level) => iso(level.created_at),
  },
};
