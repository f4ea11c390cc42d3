import { theme } from './theme';

// The keyframes ride along with the element: this spinner shows before any stylesheet (or antd)
// has loaded, on the sign-in pages that never load the shared antd.
const SPIN_KEYFRAMES = '@keyframes pod-spinner-turn{to{transform:rotate(360deg)}}';

/**
 * The loading state shown until the session bootstrap (or a lazy page) is ready. Plain elements,
 * not antd's Spin: it is part of @pod/platform/session, which the first page loads without antd.
 */
export function FullPageSpinner({ label = 'Loading', minHeight = 240 }: { label?: string; minHeight?: number }) {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight, height: '100%', width: '100%' }}
      role="status"
      aria-label={label}
      data-testid="pod-spinner"
    >
      <style>{SPIN_KEYFRAMES}</style>
      <span
        style={{
          width: 32,
          height: 32,
          boxSizing: 'border-box',
          border: `3px solid ${theme.token?.colorPrimary}33`,
          borderTopColor: theme.token?.colorPrimary,
          borderRadius: '50%',
          animation: 'pod-spinner-turn 0.8s linear infinite',
        }}
      />
    </div>
  );
}
