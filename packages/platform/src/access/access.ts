import { canAccess, type RouteAccess } from '@pod/contracts';
import type { CurrentUser } from '../types';

export type AccessDecision =
  | { kind: 'allow' }
  /** The session bootstrap has not finished: show a spinner, decide later. */
  | { kind: 'wait' }
  /** Not signed in: go to /login, keeping the destination. */
  | { kind: 'login' }
  /** Signed in without the role: the page shows Access denied. */
  | { kind: 'forbidden' };

/** The contracts' access rule expressed for a user as the platform keeps it. */
export function subjectOf(user: CurrentUser | null) {
  return user ? { roles: user.roles, isSuperAdmin: user.is_supper_admin } : null;
}

/** Route guard policy shared by the shell and the remotes' standalone hosts. */
export function decideAccess(access: RouteAccess, session: { initialised: boolean; user: CurrentUser | null }): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (!session.initialised) return { kind: 'wait' };
  if (!session.user) return { kind: 'login' };
  return canAccess(access, subjectOf(session.user)) ? { kind: 'allow' } : { kind: 'forbidden' };
}

/** Spec 000: a saved destination wins; else the landing page for the user's roles. */
export function pathAfterSignIn(saved: string | null, landing: string): string {
  if (saved && saved.startsWith('/') && !saved.startsWith('//') && !saved.startsWith('/login')) return saved;
  return landing;
}
