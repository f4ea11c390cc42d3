import type { ComponentType } from 'react';

/** The signed-in user as the shell keeps it; roles are role names (contracts ROLES). */
export interface CurrentUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  is_supper_admin: boolean;
  phone?: string | null;
  avatar?: { id: string; url: string } | null;
}

/** A seller's site as the site selector needs it. */
export interface SiteSummary {
  id: string;
  title: string;
  domain: string;
  platform: string;
  verified: boolean;
  status: unknown;
}

/** What `login` returns; roles may come as `{ id, name }` objects (server shape) or names. */
export interface SignInResult {
  token: string;
  expired_at: string;
  user: Omit<CurrentUser, 'roles'> & { roles: ReadonlyArray<string | { id?: string; name: string }> };
}

/** One entry of a remote's exposed `./routes`: `path` is the pattern from contracts ROUTES. */
export type RemoteRoute = { path: string; Component: ComponentType };
