import type { ServiceContext } from '@pod/service-kit';
import type { AuthService } from './auth/auth.service';
import type { LevelsService } from './levels/levels.service';
import type { Loaders } from './loaders';
import type { AppSettingsService } from './settings/app-settings.service';
import type { SitesService } from './sites/sites.service';
import type { UsersService } from './users/users.service';

export interface UsersSitesServices {
  auth: AuthService;
  users: UsersService;
  levels: LevelsService;
  settings: AppSettingsService;
  sites: SitesService;
}

export interface UsersSitesContext extends ServiceContext {
  services: UsersSitesServices;
  loaders: Loaders;
  /** Set by `login`: the anonymous request has just proven to be this account, which reads its own fields. */
  signedInUserId?: string;
}

/** ISO text for timestamps in GraphQL (null stays null). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}
