import { authResolvers } from './auth/auth.resolvers';
import { levelsResolvers } from './levels/levels.resolvers';
import { appSettingsResolvers } from './settings/app-settings.resolvers';
import { sitesResolvers } from './sites/sites.resolvers';
import { usersResolvers } from './users/users.resolvers';

const parts = [authResolvers, usersResolvers, levelsResolvers, appSettingsResolvers, sitesResolvers] as Array<Record<string, Record<string, unknown>>>;

/** The per-capability resolver maps merged by type. */
export const resolvers = parts.reduce<Record<string, Record<string, unknown>>>((merged, part) => {
  for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...fields };
  return merged;
}, {});
