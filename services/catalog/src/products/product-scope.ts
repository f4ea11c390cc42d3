import { hasRole, ROLES } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';

/**
 * Whose products a reader sees: staff who work across sellers (Administrator, Listing,
 * Supporter, any super admin) see every site's; a Seller only the products of sites they own.
 * Returns the owner id to filter by, or null for no filter.
 */
export function productOwnerScope(user: UserContext): string | null {
  if (user.isSuperAdmin) return null;
  if ([ROLES.Administrator, ROLES.Listing, ROLES.Supporter].some((role) => hasRole(user, role))) return null;
  return user.id;
}

/** Campaign stores: Administrators see and manage every site's pushes, a Seller their own sites'. */
export function campaignStoreOwnerScope(user: UserContext): string | null {
  if (user.isSuperAdmin || hasRole(user, ROLES.Administrator)) return null;
  return user.id;
}
