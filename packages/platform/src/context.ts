import { createContext } from 'react';
import type { CurrentUser, SignInResult, SiteSummary } from './types';

export interface PlatformValue {
  user: CurrentUser | null;
  token: string | null;
  initialised: boolean;
  sites: SiteSummary[];
  currentSite: SiteSummary | null;
  setCurrentSite(id: string): void;
  signIn(result: SignInResult): void;
  signOut(): void;
  reloadUser(): Promise<void>;
  /** The session client's `onLiveConnected` (see PlatformClient). */
  onLiveConnected(listener: () => void): () => void;
}

export const PlatformContext = createContext<PlatformValue | null>(null);
