import { can, hasRole, ROLES, type Permission } from '@pod/contracts';
import { forbidden, unauthenticated } from '../errors/graphql-errors';
import type { UserContext } from './user-context';

export interface ServiceContext {
  user: UserContext | null;
  requestId: string;
  /** The browser's address as the gateway saw it (`x-client-ip`), for rate limits and audit. */
  clientIp: string;
}

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(ctx: ServiceContext): UserContext {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** The signed-in user if the permission matrix grants `permission`, else FORBIDDEN. */
export function requirePermission(ctx: ServiceContext, permission: Permission): UserContext {
  const user = requireUser(ctx);
  if (!can(user, permission)) throw forbidden();
  return user;
}

/**
 * Sellers see only their own data; staff with the `readAll` permission see everyone's.
 * Returns the user id to scope by, or null for "no scoping".
 */
export function ownerScope(user: UserContext, readAll: Permission): string | null {
  if (can(user, readAll)) return null;
  return user.id;
}

export function isSeller(user: UserContext | null): boolean {
  return hasRole(user, ROLES.Seller);
}
