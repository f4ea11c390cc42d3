import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';

/** What a person sees when a part of the suite is down; it never names the remote (a developer's word). */
export function RemoteErrorPanel({ onRetry }: { onRetry(): void }) {
  return (
    <Result
      status="error"
      title="This part of the back office could not be loaded"
      subTitle="It is not reachable right now. The rest of the back office keeps working; try again in a moment."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

interface BoundaryProps {
  /** Who owns the content (named in the browser console for its team), e.g. "mfe-design". */
  owner: string;
  /** Called after the user asks to retry (reload the remote, then render again). */
  onRetry?(): void;
  children: ReactNode;
}

/**
 * Contains a remote page or widget that fails to load or throws while rendering: an error
 * panel with Retry takes its place, the rest of the screen keeps working.
 */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Left in the browser console for the remote's team; nothing else reports it.
    console.error(`[${this.props.owner}]`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteErrorPanel
        onRetry={() => {
          this.props.onRetry?.();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
