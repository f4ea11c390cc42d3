import { CombinedError, type Client } from 'urql';
import { isUnauthenticated } from '../client/createClient';
import type { CurrentUser, SiteSummary } from '../types';
import { ME, MY_SITES } from './queries';
import { chooseCurrentSite, isActiveSite, isSeller, normaliseUser } from './state';

export interface LoadedSession {
  user: CurrentUser;
  sites: SiteSummary[];
  currentSite: SiteSummary | null;
}

/** The server refused the stored token (or knows no such user): only then is it forgotten. */
export class SessionRejected extends Error {}

/**
 * Whether a failed bootstrap means the stored session is dead. A network failure (gateway down,
 * or the request aborted because the page is being left) keeps the token for the next load.
 */
export function isSessionRejected(error: unknown): boolean {
  if (error instanceof SessionRejected) return true;
  if (!(error instanceof CombinedError)) return false;
  const status = (error.response as { status?: number } | undefined)?.status;
  return isUnauthenticated(error) || status === 401 || status === 403;
}

export async function loadCurrentUser(client: Client): Promise<CurrentUser> {
  const result = await client.query(ME, {}, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) throw result.error;
  if (!result.data?.me) throw new SessionRejected('No current user');
  return normaliseUser(result.data.me);
}

/** A seller's verified, active sites (the site selector's list). */
export async function loadSellerSites(client: Client): Promise<SiteSummary[]> {
  const result = await client
    .query(MY_SITES, {}, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error) throw result.error;
  return (result.data?.sites?.hits ?? []).filter((s) => s.verified && isActiveSite(s));
}

/**
 * Spec 002 §4 "App bootstrap": the user, then (sellers only) their verified active sites; the
 * current site is the one `preferredSiteId` names for this user when it is still listed.
 */
export async function loadSession(client: Client, preferredSiteId: (user: CurrentUser) => string | null): Promise<LoadedSession> {
  const user = await loadCurrentUser(client);
  if (!isSeller(user)) return { user, sites: [], currentSite: null };
  const sites = await loadSellerSites(client);
  return { user, sites, currentSite: chooseCurrentSite(sites, preferredSiteId(user)) };
}
