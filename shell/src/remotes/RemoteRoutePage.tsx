import { Suspense, useCallback, useEffect, useState } from 'react';
import { matchRoute } from '@pod/contracts';
import { ComingSoon, FullPageSpinner, RemoteBoundary, RemoteErrorPanel, type RemoteRoute } from '@pod/platform';
import { loadRemoteRoutes, type RemoteOwner } from './registry';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RemoteRoute[] }
  | { status: 'failed'; error: unknown };

/** Loads a remote's routes; `retry` asks the federation runtime to fetch the remote again. */
function useRemoteRoutes(owner: RemoteOwner) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(owner, { retry: attempt > 0 }).then(
      (routes) => active && setState({ status: 'ready', routes }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [owner, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/**
 * One route owned by a remote: loads the remote's `./routes` through the federation runtime
 * and renders the Component registered for this path pattern, inside the shell layout. A
 * remote that is down shows an error panel with Retry; the rest of the suite keeps working.
 */
export interface RemoteRoutePageProps {
  owner: RemoteOwner;
  pattern: string;
}

export function RemoteRoutePage({ owner, pattern }: RemoteRoutePageProps) {
  const { state, retry } = useRemoteRoutes(owner);

  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'failed') return <RemoteErrorPanel onRetry={retry} />;

  const route = state.routes.find((r) => r.path === pattern);
  // A page of the route table its remote does not serve yet.
  if (!route) return <ComingSoon title={matchRoute(pattern)?.title ?? 'This page'} />;
  return (
    <RemoteBoundary owner={owner} key={pattern} onRetry={retry}>
      <Suspense fallback={<FullPageSpinner />}>
        <route.Component />
      </Suspense>
    </RemoteBoundary>
  );
}
