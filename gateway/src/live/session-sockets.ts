import type { UserContext } from '@pod/service-kit';
import type { VerifiedToken } from '../auth/access-token';
import type { SessionDirectory } from '../auth/session-directory';

/** graphql-ws close codes: the client gives up on 4401 (sign in again) and reconnects after 4403. */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_ACCESS_CHANGED = 4403;

/** One open live-update socket of a signed-in user. */
export interface SessionSocket {
  user: UserContext;
  token: VerifiedToken;
  close(code: number, reason: string): void;
}

const sameAccess = (a: UserContext, b: UserContext) =>
  a.isSuperAdmin === b.isSuperAdmin && a.roles.length === b.roles.length && a.roles.every((role) => b.roles.includes(role));

/**
 * The open sockets per user, so an access change reaches them: a revoked session closes its
 * sockets (4401); changed roles close them too (4403, the client reconnects and subscribes
 * again under the current roles, which every filter then sees).
 */
export class SessionSockets {
  private readonly byUser = new Map<string, Set<SessionSocket>>();

  constructor(private readonly sessions: SessionDirectory) {}

  add(socket: SessionSocket): void {
    const set = this.byUser.get(socket.user.id) ?? new Set();
    set.add(socket);
    this.byUser.set(socket.user.id, set);
  }

  remove(socket: SessionSocket): void {
    const set = this.byUser.get(socket.user.id);
    if (!set) return;
    set.delete(socket);
    if (!set.size) this.byUser.delete(socket.user.id);
  }

  /** Number of open sockets of a user (tests wait on it). */
  count(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** The user's account changed (`users-sites.user.updated`): drop the cached state and re-check their sockets. */
  async userChanged(userId: string): Promise<void> {
    this.sessions.forget(userId);
    await this.recheck(userId);
  }

  /** Re-checks every socket through the cache: a lost event still closes them within the cache TTL. */
  async sweep(): Promise<void> {
    await Promise.all([...this.byUser.keys()].map((userId) => this.recheck(userId)));
  }

  private async recheck(userId: string): Promise<void> {
    for (const socket of [...(this.byUser.get(userId) ?? [])]) {
      const check = await this.sessions.check(socket.token, socket.user.siteId);
      // users-sites did not answer: keep the socket, the next sweep asks again.
      if (!check.ok && check.reason === 'unavailable') continue;
      if (!check.ok) {
        this.remove(socket);
        socket.close(CLOSE_SESSION_ENDED, 'Session ended');
      } else if (!sameAccess(check.user, socket.user)) {
        this.remove(socket);
        socket.close(CLOSE_ACCESS_CHANGED, 'Access changed');
      } else {
        socket.user.email = check.user.email;
      }
    }
  }
}
