import type { ComponentType } from 'react';
import type { ServerUser } from './session/queries';

/** The signed-in user as the shell keeps it: the server's user with roles as role names (contracts ROLES). */
export type CurrentUser = Omit<ServerUser, 'roles' | 'is_supper_admin'> & {
  roles: string[];
  is_supper_admin: boolean;
  phone?: string | null;
  avatar?: { id: string; url: string } | null;
};

export type { SignInResult, SiteSummary } from './session/queries';

/** One entry of a remote's exposed `./routes`: `path` is the pattern from contracts ROUTES. */
export type RemoteRoute = { path: string; Component: ComponentType };
