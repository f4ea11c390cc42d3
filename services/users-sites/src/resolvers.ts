import { mergeResolvers, type ResolverModule } from '@pod/service-kit';
import { authResolvers } from './auth/auth.resolvers';
import { levelsResolvers } from './levels/levels.resolvers';
import { appSettingsResolvers } from './settings/app-settings.resolvers';
import { sitesResolvers } from './sites/sites.resolvers';
import { usersResolvers } from './users/users.resolvers';

/** The per-capability resolver maps merged by type. */
export const resolvers = mergeResolvers(
  ...([authResolvers, usersResolvers, levelsResolvers, appSettingsResolvers, sitesResolvers] as ResolverModule[]),
);
