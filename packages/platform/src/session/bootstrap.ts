import type { Client } from 'urql';
import type { CurrentUser, SignInResult, SiteSummary } from '../types';
import { ME, MY_SITES } from './queries';
import { chooseCurrentSite, isActiveSite, isSeller, normaliseUser } from './state';

export interface LoadedSession {
  user: CurrentUser;
  sites: SiteSummary[];
  currentSite: SiteSummary | null;
}

export async function loadCurrentUser(client: Client): Promise<CurrentUser> {
  const result = await client.query<{ me: SignInResult['user'] | null }>(ME, {}, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) throw result.error;
  if (!result.data?.me) throw new Error('No current user');
  return normaliseUser(result.data.me);
}

/** Spec 002 §4 "App bootstrap": the user, then (sellers only) their verified active sites. */
export async function loadSession(client: Client, storedSiteId: string | null): Promise<LoadedSession> {
  const user = await loadCurrentUser(client);
  if (!isSeller(user)) return { user, sites: [], currentSite: null };
  const result = await client
    .query<{ sites: { hits: SiteSummary[] } }>(MY_SITES, {}, { requestPolicy: 'network-only' })
    .toPromise();
  if (result.error) throw result.error;
  const sites = (result.data?.sites?.hits ?? []).filter((s) => s.verified && isActiveSite(s));
  return { user, sites, currentSite: chooseCurrentSite(sites, storedSiteId) };
}
