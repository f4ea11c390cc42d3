import { notFound, siteForCaller, SITE_NOT_FOUND, type UserContext } from '@pod/service-kit';
import { createUsersSitesClient, type SiteWithCredentials, type UsersSitesClient } from '@pod/users-sites-client';
import type { StoreCredentials } from '@pod/contracts';

export type { StoreCredentials };

/** A site as the catalog needs it: who owns it, where its store is, and how to sign in to it. */
export type SiteRecord = Omit<SiteWithCredentials, 'webhook_secret'>;
/** Ownership rarely changes; a short cache keeps one product page from asking per row. */
const CACHE_MS = 15_000;

/**
 * Sites are owned by users-sites; the catalog asks its client
 * (`USERS_SITES_ROUTES.siteCredentials`) instead of reading its tables (ARCHITECTURE.md §2).
 */
export class SiteDirectory {
  private readonly cache = new Map<string, { at: number; site: Promise<SiteRecord | null> }>();
  private readonly usersSites: UsersSitesClient;

  constructor(private readonly options: { usersSitesUrl: string; internalSecret: string; now?: () => number }) {
    this.usersSites = createUsersSitesClient({ baseUrl: options.usersSitesUrl, secret: options.internalSecret });
  }

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
    const reported = await this.usersSites.reportStoreRefused(site.id, site.verified_at ?? null);
    if (!reported) throw new Error(`users-sites does not know site ${site.id} (reporting its refused store)`);
  }

  private async fetchSite(siteId: string): Promise<SiteRecord | null> {
    const site = await this.usersSites.site(siteId);
    if (!site) return null;
    // The webhook secret is for orders' intake: the catalog never holds it.
    const { webhook_secret: _secret, ...record } = site;
    return record;
  }
}
