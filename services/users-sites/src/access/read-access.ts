import { can } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';

/**
 * Who may read a whole account (ARCHITECTURE §5, "references obey the same rules as queries"):
 * the account itself and users.manage staff. Everyone else sees only its public fields.
 */
export function mayReadUser(user: UserContext | null, userId: string): boolean {
  return !!user && (user.id === userId || can(user, 'users.manage'));
}

/** The fields of a user anyone who meets the user (as an author, creator, site owner...) sees. */
export const PUBLIC_USER_FIELDS = ['id', 'first_name', 'last_name'] as const;

/** Who may read a site at all: its owner and staff who read every site (sites.readAll). */
export function mayReadSite(user: UserContext | null, site: { user_id: string }): boolean {
  return !!user && (user.id === site.user_id || can(user, 'sites.readAll'));
}

/**
 * The fields of a site anyone sees who reaches it through something they may read (an order's,
 * a customer's, a product's or a campaign store's site): what the store is called and what kind
 * it is. Its address, owner and webhooks stay with the owner and sites.readAll staff.
 */
export const PUBLIC_SITE_FIELDS = ['id', 'title', 'platform', 'type', 'status', 'verified', 'created_at'] as const;
