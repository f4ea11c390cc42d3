import { requirePermission } from '@pod/service-kit';
import type { UsersSitesContext } from '../context';
import type { AppSettingValue } from './app-settings.service';

export const appSettingsResolvers = {
  Query: {
    getAppSettings: (_: unknown, args: { input: string[] }, ctx: UsersSitesContext) =>
      ctx.services.settings.get(args.input, requirePermission(ctx, 'settings.read')),
  },
  Mutation: {
    saveAppSettings: (_: unknown, args: { input: AppSettingValue[] }, ctx: UsersSitesContext) => {
      requirePermission(ctx, 'settings.manage');
      return ctx.services.settings.save(args.input);
    },
  },
};
