/**
 * What users-sites tells the gateway about a signed-in user, so a token stops working as soon
 * as its user is blocked, deleted, demoted or changes password (ARCHITECTURE.md §5).
 */
export interface UserSessionState {
  id: string;
  email: string;
  /** Current role names: the gateway forwards these, not the token's. */
  roles: string[];
  isSuperAdmin: boolean;
  /** false = blocked. Deleted users are not found (404). */
  active: boolean;
  /** Bumped whenever every earlier token must stop working (password changed or reset, blocked, deleted). */
  sessionVersion: number;
}

/** JWT claim carrying the session version a token was issued under (absent = 0). */
export const SESSION_VERSION_CLAIM = 'sv';

/** users-sites' signed internal route answering a UserSessionState (never proxied by the gateway). */
export const USER_SESSION_ROUTE = '/internal/users/:id/session';

export function userSessionPath(userId: string): string {
  return USER_SESSION_ROUTE.replace(':id', encodeURIComponent(userId));
}
