/**
 * What the browser keeps between visits (spec 000 §9 "Token and current site id are stored
 * locally"). Keys are the ones the contract names, so every remote's standalone host and the
 * shell read the same session.
 */
export const STORAGE_KEYS = {
  token: 'token',
  expiredAt: 'expired_at',
  currentSite: 'current_site_id',
  /** Prefix of each user's last chosen site, kept across sign-outs: `pod.last_site.<user id>`. */
  lastSitePrefix: 'pod.last_site.',
  /** sessionStorage: where to go after sign-in (the page that sent the user to /login). */
  destination: 'pod.after_login',
} as const;

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored token, or null when there is none or it has expired. */
export function readStoredToken(now: Date = new Date()): string | null {
  const store = local();
  const token = store?.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  const expiredAt = store?.getItem(STORAGE_KEYS.expiredAt);
  if (expiredAt) {
    const expiry = new Date(/^\d+$/.test(expiredAt) ? Number(expiredAt) : expiredAt);
    if (!Number.isNaN(expiry.getTime()) && expiry.getTime() <= now.getTime()) return null;
  }
  return token;
}

export function storeToken(token: string, expiredAt: string): void {
  const store = local();
  store?.setItem(STORAGE_KEYS.token, token);
  store?.setItem(STORAGE_KEYS.expiredAt, String(expiredAt ?? ''));
}

/** Forgets the token and the chosen site (sign-out, failed bootstrap). */
export function clearStoredSession(): void {
  const store = local();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.expiredAt);
  store?.removeItem(STORAGE_KEYS.currentSite);
}

export function readStoredSiteId(): string | null {
  return local()?.getItem(STORAGE_KEYS.currentSite) || null;
}

export function storeSiteId(id: string | null): void {
  const store = local();
  if (id) store?.setItem(STORAGE_KEYS.currentSite, id);
  else store?.removeItem(STORAGE_KEYS.currentSite);
}

/** The site a user last worked on, to bring back after their next sign-in. */
export function readLastSiteId(userId: string): string | null {
  return local()?.getItem(STORAGE_KEYS.lastSitePrefix + userId) || null;
}

export function storeLastSiteId(userId: string, siteId: string): void {
  local()?.setItem(STORAGE_KEYS.lastSitePrefix + userId, siteId);
}

/** Remembers the page an unauthenticated visitor asked for, to restore after sign-in. */
export function rememberDestination(path: string): void {
  if (!path || path.startsWith('/login')) return;
  session()?.setItem(STORAGE_KEYS.destination, path);
}

/** The remembered destination (consumed: a second call returns null). */
export function takeDestination(): string | null {
  const store = session();
  const path = store?.getItem(STORAGE_KEYS.destination) || null;
  store?.removeItem(STORAGE_KEYS.destination);
  return path;
}
