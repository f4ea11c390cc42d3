import { StoreError } from '@pod/store-client';
import { createArtworksClient } from '@pod/artworks-client';
import { createCatalogClient } from '@pod/catalog-client';
import { createUsersSitesClient, type SiteWithCredentials } from '@pod/users-sites-client';
import type { StoreLineMatch, StoreLineRef } from '@pod/contracts';
import type { StoreSiteLookup } from '../orders/store-fulfillment';

/**
 * A site as orders needs it (users-sites' site-credentials route, the one the catalog reads too;
 * ARCHITECTURE §2: sites are owned there). Read afresh per call: the seller may just have
 * reconnected the store.
 */
export type IntakeSite = Pick<SiteWithCredentials, 'id' | 'user_id' | 'platform' | 'domain' | 'verified' | 'status' | 'credentials'> & { webhook_secret: string | null };

/**
 * The other services orders asks, each through its signed internal route (the gateway does not
 * proxy /internal). The one client of users-sites in orders: intake and the store calls after
 * it (`connectedStoreSite`) read sites through `site`.
 */
export interface IntakeDirectory {
  site(siteId: string): Promise<IntakeSite | null>;
  matchLines(siteId: string, lines: StoreLineRef[]): Promise<StoreLineMatch[]>;
  /** artwork id → its current version (live artworks only). */
  currentArtworkVersions(artworkIds: string[]): Promise<Map<string, number>>;
}

export function internalDirectory(options: { usersSitesUrl: string; catalogUrl: string; artworksUrl: string; internalSecret: string }): IntakeDirectory {
  const usersSites = createUsersSitesClient({ baseUrl: options.usersSitesUrl, secret: options.internalSecret });
  const catalog = createCatalogClient({ baseUrl: options.catalogUrl, secret: options.internalSecret });
  const artworks = createArtworksClient({ baseUrl: options.artworksUrl, secret: options.internalSecret });
  return {
    async site(siteId) {
      const site = await usersSites.site(siteId);
      return site && { ...site, webhook_secret: site.webhook_secret ?? null };
    },
    async matchLines(siteId, lines) {
      const matches = await catalog.matchStoreLines(siteId, lines);
      if (matches.length !== lines.length) throw new Error('catalog answered the store line match without one answer per line');
      return matches;
    },
    currentArtworkVersions: (artworkIds) => artworks.currentVersions(artworkIds),
  };
}

/**
 * A site's store for the calls orders makes after intake (tracking to the store): a deleted or
 * disconnected site is a `StoreError`, which those callers already turn into the user's message.
 */
export function connectedStoreSite(directory: Pick<IntakeDirectory, 'site'>): StoreSiteLookup {
  return async (siteId) => {
    const site = await directory.site(siteId);
    if (!site) throw new StoreError("The order's site no longer exists", 404);
    if (!site.status || !site.verified) throw new StoreError("The order's site is not connected to its store", 0);
    return site;
  };
}
