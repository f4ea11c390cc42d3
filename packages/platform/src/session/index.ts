/**
 * @pod/platform/session: everything about who is signed in, with no UI library — the session
 * provider and hooks, the urql client factory, the sign-in mutation, the access guard's logic,
 * saved destinations. A Module Federation singleton of its own (one PlatformContext for the shell
 * and every remote), loaded by the sign-in pages without antd. The rest of @pod/platform imports
 * these through this specifier, never by relative path, or it would bundle a second context.
 */
export type { CurrentUser, SiteSummary, SignInResult, RemoteRoute } from '../types';
export { PlatformContext, type PlatformValue } from '../context';
export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export { usePlatform, useCan, useLiveResync } from '../hooks';
export { firstErrorMessage } from '../errors';
export { AccessGuard, type AccessGuardProps } from '../access/AccessGuard';
export { decideAccess, pathAfterSignIn, subjectOf, type AccessDecision } from '../access/access';
export { FullPageSpinner } from '../ui/FullPageSpinner';
export { getGatewayUrl, getGatewayWsUrl, DEFAULT_GATEWAY_URL } from '../config';
export { createPlatformClient, authHeaders, type PlatformClient, type PlatformClientOptions } from '../client/createClient';
export { ORDER_PRINT_FILE_SUBSCRIPTION, isOlderThanSeen } from '../client/order-print-file';
export { LOGIN, ME, MY_SITES, CURRENT_USER_FIELDS } from './queries';
export {
  sessionReducer,
  initialSessionState,
  chooseCurrentSite,
  isActiveSite,
  normaliseUser,
  type SessionState,
  type SessionAction,
} from './state';
export { STORAGE_KEYS, readStoredToken, rememberDestination, takeDestination } from './storage';
export { graphql, readFragment, type FragmentOf, type ResultOf, type VariablesOf } from '../graphql';
