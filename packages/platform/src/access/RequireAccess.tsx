import type { ReactNode } from 'react';
import type { Permission, RouteAccess } from '@pod/contracts';
import { AccessGuard } from '@pod/platform/session';
import { AccessDenied } from '../ui/AccessDenied';

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
export function RequireAccess({ access, permission, children }: RequireAccessProps) {
  return (
    <AccessGuard access={access} permission={permission} denied={<AccessDenied />}>
      {children}
    </AccessGuard>
  );
}
