import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Permission, RouteAccess } from '@pod/contracts';
import { usePlatform, useCan } from '../hooks';
import { rememberDestination } from '../session/storage';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { decideAccess } from './access';

export interface AccessGuardProps {
  /** Route access from contracts ROUTES ('public' | 'login' | role list). Defaults to 'login'. */
  access?: RouteAccess;
  /** Optionally also require a permission from the contracts matrix. */
  permission?: Permission;
  /** Shown in place of the children to a signed-in user the route does not admit. */
  denied: ReactNode;
  children: ReactNode;
}

/**
 * The guard of spec 000 without its UI: visitors go to /login (their destination saved), signed-in
 * users without the role see `denied`. UI-free so the shell's routes need no antd; RequireAccess
 * (@pod/platform) is this guard with the antd "Access denied" page.
 */
export function AccessGuard({ access = 'login', permission, denied, children }: AccessGuardProps) {
  const { user, initialised } = usePlatform();
  const location = useLocation();
  const permitted = useCan(permission ?? 'account.self');
  const decision = decideAccess(access, { initialised, user });

  if (decision.kind === 'wait') return <FullPageSpinner />;
  if (decision.kind === 'login') {
    rememberDestination(location.pathname + location.search);
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (decision.kind === 'forbidden' || (permission && !permitted)) return <>{denied}</>;
  return <>{children}</>;
}
