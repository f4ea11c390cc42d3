import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { PlatformContext, type PlatformValue } from '../context';
import { createPlatformClient } from '../client/createClient';
import { isSessionRejected, loadCurrentUser, loadSession } from './bootstrap';
import { initialSessionState, normaliseUser, sessionReducer } from './state';
import { clearStoredSession, readLastSiteId, readStoredSiteId, readStoredToken, storeLastSiteId, storeSiteId, storeToken } from './storage';
import { useLiveSellerSites } from './useLiveSellerSites';
import type { SignInResult } from '../types';

export interface SessionProviderProps {
  children: ReactNode;
  /** Overrides the gateway URL from /config.js (tests, standalone hosts). */
  gatewayUrl?: string;
}

/**
 * The session (token, user, a seller's sites and current site) and the urql client carrying the
 * token and site headers, without any UI: the shell renders it once at its root, so the sign-in
 * pages run without the shared antd; remotes hosted by the shell share it through the
 * @pod/platform/session singleton and never create their own.
 */
export function SessionProvider({ children, gatewayUrl }: SessionProviderProps) {
  const [state, dispatch] = useReducer(sessionReducer, null, () => initialSessionState(readStoredToken()));
  const signOutRef = useRef<() => void>(() => {});

  const platformClient = useMemo(
    () =>
      createPlatformClient({
        url: gatewayUrl,
        token: state.token,
        siteId: state.currentSite?.id ?? null,
        onUnauthenticated: () => signOutRef.current(),
      }),
    [gatewayUrl, state.token, state.currentSite?.id],
  );
  useEffect(() => () => platformClient.dispose(), [platformClient]);

  const signOut = useCallback(() => {
    clearStoredSession();
    dispatch({ type: 'signedOut' });
  }, []);
  signOutRef.current = signOut;

  // Spec 002 §4 "App bootstrap"; runs on start with a stored token and after every sign-in.
  useEffect(() => {
    if (state.initialised || !state.token) return;
    let cancelled = false;
    const bootstrapClient = createPlatformClient({ url: gatewayUrl, token: state.token, siteId: null });
    // This tab's site, else the site this user last worked on (kept across sign-outs).
    loadSession(bootstrapClient.client, (user) => readStoredSiteId() ?? readLastSiteId(user.id))
      .then((loaded) => {
        if (cancelled) return;
        dispatch({ type: 'bootstrapped', ...loaded });
      })
      .catch((error: unknown) => {
        // A request cut by leaving the page must not sign the user out of the next one.
        if (isSessionRejected(error)) clearStoredSession();
        if (cancelled) return;
        dispatch({ type: 'bootstrapFailed' });
      })
      .finally(() => bootstrapClient.dispose());
    return () => {
      cancelled = true;
    };
  }, [state.initialised, state.token, gatewayUrl]);

  const signIn = useCallback((result: SignInResult) => {
    storeToken(result.token, result.expired_at);
    dispatch({ type: 'signedIn', token: result.token, user: normaliseUser(result.user) });
  }, []);

  const setCurrentSite = useCallback((id: string) => dispatch({ type: 'siteChanged', siteId: id }), []);

  // Whatever made a site current (a choice, the bootstrap, a live update) is remembered.
  const currentSiteId = state.currentSite?.id ?? null;
  const userId = state.user?.id ?? null;
  useEffect(() => {
    if (!state.initialised || !userId) return;
    storeSiteId(currentSiteId);
    if (currentSiteId) storeLastSiteId(userId, currentSiteId);
  }, [state.initialised, userId, currentSiteId]);

  useLiveSellerSites({
    gatewayUrl,
    token: state.initialised ? state.token : null,
    user: state.user,
    onSites: (sites) => dispatch({ type: 'sitesReloaded', sites }),
  });

  const reloadUser = useCallback(async () => {
    const user = await loadCurrentUser(platformClient.client);
    dispatch({ type: 'userReloaded', user });
  }, [platformClient]);

  const value = useMemo<PlatformValue>(
    () => ({ ...state, setCurrentSite, signIn, signOut, reloadUser, onLiveConnected: platformClient.onLiveConnected }),
    [state, setCurrentSite, signIn, signOut, reloadUser, platformClient],
  );

  return (
    <PlatformContext.Provider value={value}>
      <UrqlProvider value={platformClient.client}>{children}</UrqlProvider>
    </PlatformContext.Provider>
  );
}
