import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const appSettingsResolvers: Resolvers = {
  Query: {
    getAppSettings: (_, args, ctx) => ctx.services.settings.get(requirePermission(ctx, 'settings.read'), args.input),
  },
  Mutation: {
    saveAppSettings: (_, args, ctx) => {
      requirePermission(ctx, 'settings.manage');
      return ctx.services.settings.save(args.input);
    },
  },
};
