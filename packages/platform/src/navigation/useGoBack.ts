import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parentPathFor } from '@pod/contracts';
import { subjectOf, usePlatform } from '@pod/platform/session';

/**
 * True when the browser holds an earlier entry of this app: react-router numbers its history
 * entries (`idx`), and the first page of a tab is 0.
 */
export function hasAppHistory(state: unknown = typeof window === 'undefined' ? null : window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * Back arrows and Cancel buttons: one step back in the app's history, or, on a page opened in
 * a new tab or from a link, the page's parent route (contracts ROUTES) so nobody lands on
 * about:blank. `fallback` overrides the parent (e.g. a list with the right filter).
 */
export function useGoBack(fallback?: string): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = usePlatform();
  return useCallback(() => {
    if (hasAppHistory()) navigate(-1);
    else navigate(fallback ?? parentPathFor(pathname, subjectOf(user) ?? { roles: [] }), { replace: true });
  }, [navigate, pathname, user, fallback]);
}
