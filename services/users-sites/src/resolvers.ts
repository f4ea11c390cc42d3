import { mergeResolvers } from '@pod/service-kit';
import { authResolvers } from './auth/auth.resolvers';
import type { UsersSitesContext } from './context';
import { levelsResolvers } from './levels/levels.resolvers';
import { appSettingsResolvers } from './settings/app-settings.resolvers';
import { sitesResolvers } from './sites/sites.resolvers';
import { usersResolvers } from './users/users.resolvers';

/** The per-capability resolver maps merged by type. */
export const resolvers = mergeResolvers<UsersSitesContext>(authResolvers, usersResolvers, levelsResolvers, appSettingsResolvers, sitesResolvers);
