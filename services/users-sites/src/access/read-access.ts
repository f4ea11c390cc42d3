import { can } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';

/**
 * Who may read a whole account (ARCHITECTURE §5, "references obey the same rules as queries"):
 * the account itself and users.manage staff. Everyone else sees only its public fields.
 */
export function mayReadUser(viewer: UserContext | null, userId: string): boolean {
  return !!viewer && (viewer.id === userId || can(viewer, 'users.manage'));
}

/** The fields of a user anyone who meets the user (as an author, creator, site owner...) sees. */
export const PUBLIC_USER_FIELDS = ['id', 'first_name', 'last_name'] as const;

/** Who may read a site at all: its owner and staff who read every site (sites.readAll). */
export function mayReadSite(viewer: UserContext | null, site: { user_id: string }): boolean {
  return !!viewer && (viewer.id === site.user_id || can(viewer, 'sites.readAll'));
}
