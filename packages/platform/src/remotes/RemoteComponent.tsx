import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { FullPageSpinner } from '@pod/platform/session';
import { loadRemoteModule } from './federation';
import { RemoteBoundary, RemoteErrorPanel } from './RemoteBoundary';

export interface RemoteComponentProps<P> {
  /** `<remote>/<exposed>`, e.g. 'mfe_design/ArtworkChooser'. */
  id: string;
  /** Named export to render (default export when omitted). */
  exportName?: string;
  props: P;
}

/**
 * Renders a component another remote exposes, with a spinner while it loads and an error
 * panel with Retry if that remote is down:
 * `<RemoteComponent id="mfe_design/ClipartPicker" props={{ onPick }} />`.
 */
export function RemoteComponent<P extends object>({ id, exportName = 'default', props }: RemoteComponentProps<P>) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRemoteModule<Record<string, ComponentType<P>>>(id, { retry: attempt > 0 }).then(
      (module) => {
        const Component = module[exportName];
        if (active) setState(Component ? { status: 'ready', Component } : { status: 'failed' });
      },
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [id, exportName, attempt]);

  const owner = id.split('/')[0].replace(/_/g, '-');
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'failed') return <RemoteErrorPanel onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteBoundary owner={owner} onRetry={retry}>
      <Component {...props} />
    </RemoteBoundary>
  );
}
