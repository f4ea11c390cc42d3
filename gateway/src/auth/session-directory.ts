import { LRUCache } from 'lru-cache';
import type { UserSessionState } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { createUsersSitesClient, type UsersSitesClient } from '@pod/users-sites-client';
import type { VerifiedToken } from './access-token';

export type SessionCheck =
  | { ok: true; user: UserContext }
  | { ok: false; reason: 'revoked' | 'unavailable' };

export interface SessionDirectoryOptions {
  /** users-sites' base URL (no /graphql); null when it is not configured (every check is then unavailable). */
  usersSitesUrl: string | null;
  internalSecret: string;
  /** Safety net for a lost `users-sites.user.updated` event: the longest a cached state is trusted. */
  ttlMs: number;
  maxEntries: number;
  /** Tests move time by hand; default performance.now(). */
  clock?: { now(): number };
}

/**
 * Checks each token against its user's current state (ARCHITECTURE.md §5): blocked, deleted or
 * older-session tokens are refused, and subgraphs get the user's current roles, not the token's.
 * States come from users-sites' signed internal route and are cached per user (LRU, short TTL);
 * the cached value is the lookup's promise, so concurrent misses for one user share one lookup.
 * `forget` (on `users-sites.user.updated`) drops an entry at once.
 */
export class SessionDirectory {
  private readonly cache: LRUCache<string, Promise<UserSessionState | null>>;
  private readonly usersSites: UsersSitesClient | null;

  constructor(options: SessionDirectoryOptions) {
    this.usersSites = options.usersSitesUrl ? createUsersSitesClient({ baseUrl: options.usersSitesUrl, secret: options.internalSecret }) : null;
    this.cache = new LRUCache({
      max: options.maxEntries,
      ttl: options.ttlMs,
      ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    });
  }

  /** The user this verified token stands for now, or why it no longer stands for anyone. */
  async check(token: VerifiedToken, siteId: string | null): Promise<SessionCheck> {
    try {
      let state = await this.state(token.userId);
      // A token newer than the cached state: its user signed in again after a change we have not heard of yet.
      if (state && token.sessionVersion > state.sessionVersion) {
        this.forget(token.userId);
        state = await this.state(token.userId);
      }
      if (!state || !state.active || state.sessionVersion !== token.sessionVersion) return { ok: false, reason: 'revoked' };
      return { ok: true, user: { id: state.id, email: state.email, roles: state.roles, isSuperAdmin: state.isSuperAdmin, siteId } };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  }

  /** The cached (or freshly looked-up) state; null = unknown or deleted user. */
  state(userId: string): Promise<UserSessionState | null> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const lookup = this.lookup(userId);
    this.cache.set(userId, lookup);
    // A failed lookup is not remembered: the next request asks again.
    lookup.catch(() => {
      if (this.cache.peek(userId) === lookup) this.cache.delete(userId);
    });
    return lookup;
  }

  /** Drops what is cached about a user (their account changed). */
  forget(userId: string): void {
    this.cache.delete(userId);
  }

  private async lookup(userId: string): Promise<UserSessionState | null> {
    if (!this.usersSites) throw new Error('users-sites is not configured');
    return this.usersSites.userSession(userId);
  }
}
