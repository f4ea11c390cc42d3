import type { PlatformValue } from '../context';
import type { CurrentUser } from '../types';

/**
 * A `PlatformContext` value for a component test: the given user signed in (token 't'), or
 * signed out for null; no sites; actions that do nothing. Pass what the test needs to differ.
 */
export function testPlatformValue(user: CurrentUser | null, overrides: Partial<PlatformValue> = {}): PlatformValue {
  return {
    user,
    token: user ? 't' : null,
    initialised: true,
    sites: [],
    currentSite: null,
    setCurrentSite() {},
    signIn() {},
    signOut() {},
    async reloadUser() {},
    onLiveConnected: () => () => {},
    ...overrides,
  };
}
