import { can, hasRole, ROLES, type Permission } from '@pod/contracts';
import { forbidden, notFound, unauthenticated } from '../errors/graphql-errors';
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

/** What a site id answers when the caller may not use the site: the words of a site that does not exist. */
export const SITE_NOT_FOUND = 'Site not found';

/**
 * The site when the caller may act on it: their own, or any site when `everySite` (the staff
 * permission of the operation, e.g. `sites.readAll`, `orders.admin`) is granted. Someone else's
 * site answers exactly as an unknown id does (NOT_FOUND, same message), so a seller cannot learn
 * which site ids exist by probing (issue 21 item 7b).
 */
export function siteForCaller<S extends { user_id: string }>(user: UserContext, site: S | null | undefined, everySite: Permission): S {
  if (!site || (site.user_id !== user.id && !can(user, everySite))) throw notFound(SITE_NOT_FOUND);
  return site;
}
