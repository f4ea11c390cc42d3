import { AccessDenied } from '@pod/platform';

/** The guard's "Access denied" (antd), loaded only when shown: the routes themselves stay antd-free. */
export function AccessDeniedPage() {
  return <AccessDenied />;
}
