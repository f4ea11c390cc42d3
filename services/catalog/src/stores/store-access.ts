import { STORE_ACCESS_MESSAGES } from '@pod/contracts';
import { badInput, conflict, type Logger } from '@pod/service-kit';
import type { SiteDirectory, SiteRecord } from '../sites/site-directory';
import { StoreError } from './connectors/types';

export { STORE_ACCESS_MESSAGES };

/** A store answer meaning our keys no longer open it (revoked, deleted, or lacking permission). */
export function isAccessRefused(error: unknown): error is StoreError {
  return error instanceof StoreError && (error.status === 401 || error.status === 403);
}

/**
 * The one gate in front of every store call of the catalog (push worker, /rest proxy, store
 * mapping): a site without a usable connection is refused with what to do, and a store that
 * refuses the site's keys makes users-sites show the site as needing reconnection.
 */
export class StoreAccess {
  constructor(private readonly deps: { sites: SiteDirectory; logger: Pick<Logger, 'warn'> }) {}

  /**
   * The site, read afresh (the owner may have just reconnected it with new keys), when its store
   * can be called; a site shown as connected but holding no keys is reported.
   */
  async connected(siteId: string): Promise<SiteRecord> {
    this.deps.sites.forget(siteId);
    const site = await this.deps.sites.get(siteId);
    if (site.platform === 'import') throw badInput(STORE_ACCESS_MESSAGES.importSite, 'site_id');
    if (site.verified && site.status && site.credentials) return site;
    if (site.verified && site.status) await this.report(site);
    throw badInput(STORE_ACCESS_MESSAGES.notConnected, 'site_id');
  }

  /** Runs the site's store calls; a 401/403 from the store is reported and becomes the reconnect message. */
  async use<T>(site: SiteRecord, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isAccessRefused(error)) throw error;
      await this.report(site);
      throw conflict(STORE_ACCESS_MESSAGES.refused, 'site_id');
    }
  }

  private async report(site: SiteRecord): Promise<void> {
    try {
      await this.deps.sites.reportRefused(site);
    } catch (error) {
      // The caller still gets the reconnect message; the next refused call reports again.
      this.deps.logger.warn({ siteId: site.id, err: error instanceof Error ? error.message : String(error) }, 'could not report a refused store to users-sites');
    }
  }
}
