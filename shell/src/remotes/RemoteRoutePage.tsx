import { Component, Suspense, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { FullPageSpinner, type RemoteRoute } from '@pod/platform';
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
export function RemoteRoutePage({ owner, pattern }: { owner: RemoteOwner; pattern: string }) {
  const { state, retry } = useRemoteRoutes(owner);

  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'failed') return <RemoteErrorPanel owner={owner} onRetry={retry} />;

  const route = state.routes.find((r) => r.path === pattern);
  if (!route) {
    return (
      <Result
        status="info"
        title="This page is not available yet"
        subTitle={`${owner} does not provide ${pattern} in this release.`}
      />
    );
  }
  return (
    <RemoteErrorBoundary owner={owner} key={pattern} onRetry={retry}>
      <Suspense fallback={<FullPageSpinner />}>
        <route.Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export function RemoteErrorPanel({ owner, onRetry }: { owner: string; onRetry(): void }) {
  return (
    <Result
      status="error"
      title="This part of the back office could not be loaded"
      subTitle={`${owner} is not reachable right now. The rest of the back office keeps working; try again in a moment.`}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

interface BoundaryProps {
  owner: string;
  onRetry(): void;
  children: ReactNode;
}

/** A page of a remote that throws while rendering is contained to the content area. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept visible in the browser console for the remote's team; nothing else reports it.
    console.error(`[${this.props.owner}]`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return (
        <RemoteErrorPanel
          owner={this.props.owner}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
