import type { ServerUser } from './queries';
import type { CurrentUser, SiteSummary } from '../types';

/** Everything the platform knows about the session; one reducer so transitions are testable. */
export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  sites: SiteSummary[];
  currentSite: SiteSummary | null;
  /** True once the bootstrap (spec 002 §4 "App bootstrap") has finished, successfully or not. */
  initialised: boolean;
}

export type SessionAction =
  | { type: 'bootstrapped'; user: CurrentUser; sites: SiteSummary[]; currentSite: SiteSummary | null }
  | { type: 'bootstrapFailed' }
  | { type: 'signedIn'; token: string; user: CurrentUser }
  | { type: 'signedOut' }
  | { type: 'siteChanged'; siteId: string }
  /** The seller's sites as the server lists them now (a site was added, renamed or disabled). */
  | { type: 'sitesReloaded'; sites: SiteSummary[] }
  | { type: 'userReloaded'; user: CurrentUser };

/** Initial state: with a stored token the bootstrap must run first; without, we are done. */
export function initialSessionState(token: string | null): SessionState {
  return { token, user: null, sites: [], currentSite: null, initialised: token === null };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'bootstrapped':
      return { ...state, user: action.user, sites: action.sites, currentSite: action.currentSite, initialised: true };
    case 'bootstrapFailed':
      return { token: null, user: null, sites: [], currentSite: null, initialised: true };
    case 'signedIn':
      // The user is known from `login`, but a seller's sites are not: bootstrap runs again.
      return { token: action.token, user: action.user, sites: [], currentSite: null, initialised: false };
    case 'signedOut':
      return { token: null, user: null, sites: [], currentSite: null, initialised: true };
    case 'siteChanged': {
      const site = state.sites.find((s) => s.id === action.siteId);
      return site ? { ...state, currentSite: site } : state;
    }
    case 'sitesReloaded': {
      // The current site keeps being current (with its new title) while it is listed; a
      // disabled or removed one gives way to the first remaining site.
      const currentSite = chooseCurrentSite(action.sites, state.currentSite?.id ?? null);
      return { ...state, sites: action.sites, currentSite };
    }
    case 'userReloaded':
      return { ...state, user: action.user };
  }
}

/** Spec 002 §4: the stored site if it is still in the list, else the first, else none. */
export function chooseCurrentSite(sites: readonly SiteSummary[], storedId: string | null): SiteSummary | null {
  return sites.find((s) => s.id === storedId) ?? sites[0] ?? null;
}

/**
 * A site counts as active unless its status says otherwise. The server may send a boolean or
 * a word, so only explicit "off" values exclude a site (deleting a site disables it, spec 000).
 */
export function isActiveSite(site: { status?: unknown }): boolean {
  const s = site.status;
  if (s === false || s === 0) return false;
  if (typeof s === 'string') return !['inactive', 'disabled', 'deleted', 'false', '0'].includes(s.toLowerCase());
  return true;
}

/** `login`/`me` send roles as `{ id, name }`; the platform keeps role names. */
export function normaliseUser(raw: Omit<ServerUser, 'roles'> & { roles?: ReadonlyArray<string | { id?: string; name: string }> | null }): CurrentUser {
  return {
    ...raw,
    is_supper_admin: !!raw.is_supper_admin,
    roles: (raw.roles ?? []).map((r) => (typeof r === 'string' ? r : r.name)),
  };
}

export function isSeller(user: CurrentUser | null): boolean {
  return !!user && user.roles.includes('Seller');
}
