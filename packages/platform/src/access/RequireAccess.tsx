import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Permission, RouteAccess } from '@pod/contracts';
import { usePlatform, useCan } from '../hooks';
import { rememberDestination } from '../session/storage';
import { AccessDenied } from '../ui/AccessDenied';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { decideAccess } from './access';

export interface RequireAccessProps {
  /** Route access from contracts ROUTES ('public' | 'login' | role list). Defaults to 'login'. */
  access?: RouteAccess;
  /** Optionally also require a permission from the contracts matrix. */
  permission?: Permission;
  children: ReactNode;
}

/**
 * Renders children only for users the route admits (spec 000): visitors go to /login, signed-in
 * users without the role see Access denied in place, with a way back to their landing page.
 */
export function RequireAccess({ access = 'login', permission, children }: RequireAccessProps) {
  const { user, initialised } = usePlatform();
  const location = useLocation();
  const permitted = useCan(permission ?? 'account.self');
  const decision = decideAccess(access, { initialised, user });

  if (decision.kind === 'wait') return <FullPageSpinner />;
  if (decision.kind === 'login') {
    rememberDestination(location.pathname + location.search);
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (decision.kind === 'forbidden' || (permission && !permitted)) return <AccessDenied />;
  return <>{children}</>;
}
