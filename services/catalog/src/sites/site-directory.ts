import { notFound, signUserContext, siteForCaller, SITE_NOT_FOUND, type UserContext } from '@pod/service-kit';
import type { StoreCredentials, StorePlatform } from '@pod/contracts';

export type { StoreCredentials };

/** A site as the catalog needs it: who owns it, where its store is, and how to sign in to it. */
export interface SiteRecord {
  id: string;
  user_id: string;
  title: string;
  platform: StorePlatform;
  domain: string | null;
  /** true = connected (the store granted access). */
  verified: boolean;
  /** When the store granted the current keys (identifies the connection in `reportRefused`). */
  verified_at?: string | null;
  /** false = disabled ("deleted"). */
  status: boolean;
  credentials: StoreCredentials | null;
}

const LOOKUP_TIMEOUT_MS = 5_000;
/** Ownership rarely changes; a short cache keeps one product page from asking per row. */
const CACHE_MS = 15_000;

/**
 * Sites are owned by users-sites; the catalog asks its signed internal route
 * (`/internal/sites/:id/credentials`) instead of reading its tables (ARCHITECTURE.md §2).
 */
export class SiteDirectory {
  private readonly cache = new Map<string, { at: number; site: Promise<SiteRecord | null> }>();

  constructor(private readonly options: { usersSitesUrl: string; internalSecret: string; now?: () => number }) {}

  /** The site, or null when users-sites does not know it. */
  find(siteId: string): Promise<SiteRecord | null> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.cache.get(siteId);
    if (hit && now - hit.at < CACHE_MS) return hit.site;
    const site = this.fetchSite(siteId);
    this.cache.set(siteId, { at: now, site });
    site.catch(() => this.cache.delete(siteId));
    return site;
  }

  async get(siteId: string): Promise<SiteRecord> {
    const site = await this.find(siteId);
    if (!site) throw notFound(SITE_NOT_FOUND);
    return site;
  }

  /**
   * The site when this user may act on it: its owner, or staff who see every site. Anyone
   * else gets the NOT_FOUND of an unknown id (`siteForCaller`), so site ids cannot be probed.
   */
  async assertOwnedBy(user: UserContext, siteId: string): Promise<SiteRecord> {
    return siteForCaller(user, await this.find(siteId), 'sites.readAll');
  }

  /** Drops a cached answer (after a push learns the store's access was revoked, say). */
  forget(siteId: string): void {
    this.cache.delete(siteId);
  }

  /**
   * Tells users-sites the store refused this site's keys (or it has none), so the site is shown
   * as needing reconnection; only the connection this record came from is undone.
   */
  async reportRefused(site: Pick<SiteRecord, 'id' | 'verified_at'>): Promise<void> {
    this.forget(site.id);
    const url = `${this.options.usersSitesUrl}/internal/sites/${encodeURIComponent(site.id)}/store-refused`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signUserContext(null, this.options.internalSecret) },
      body: JSON.stringify({ verified_at: site.verified_at ?? null }),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`users-sites answered ${res.status} to the refused store of site ${site.id}`);
  }

  private async fetchSite(siteId: string): Promise<SiteRecord | null> {
    const url = `${this.options.usersSitesUrl}/internal/sites/${encodeURIComponent(siteId)}/credentials`;
    const res = await fetch(url, { headers: signUserContext(null, this.options.internalSecret), signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`users-sites answered ${res.status} for site ${siteId}`);
    return (await res.json()) as SiteRecord;
  }
}
