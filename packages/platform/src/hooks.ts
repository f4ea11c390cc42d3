import { useContext, useEffect, useEffectEvent } from 'react';
import { can, type Permission } from '@pod/contracts';
import { PlatformContext, type PlatformValue } from './context';
import { subjectOf } from './access/access';

/** Session, current site and sign-in actions. Must be rendered under PlatformProvider. */
export function usePlatform(): PlatformValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform() needs a <PlatformProvider> above it (the shell or a standalone host provides one).');
  return value;
}

/** Same permission matrix as the server (contracts `can`). */
export function useCan(permission: Permission): boolean {
  const { user } = usePlatform();
  return can(subjectOf(user), permission);
}

/**
 * Reads live-followed data again each time the live-update socket (re)connects (and once when it
 * already is): an event published before the page's subscription reached the gateway, or while
 * the socket was down, is not replayed, so without this a page could wait on a change it missed.
 */
export function useLiveResync(resync: () => void): void {
  const { onLiveConnected } = usePlatform();
  const onConnected = useEffectEvent(resync);
  useEffect(() => onLiveConnected(() => onConnected()), [onLiveConnected]);
}
