import { signUserContext } from '@pod/service-kit';
import { StoreError } from '@pod/store-client';
import type { StoreCredentials, StoreLineMatch, StoreLineRef, StorePlatform } from '@pod/contracts';
import type { StoreSiteLookup } from '../orders/store-fulfillment';

/** Bounds each internal call: intake answers the store's webhook within its own time-out. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * A site as orders needs it (users-sites `/internal/sites/:id/credentials`, the route the catalog
 * reads too; ARCHITECTURE §2: sites are owned there). Read afresh per call: the seller may just
 * have reconnected the store.
 */
export interface IntakeSite {
  id: string;
  user_id: string;
  platform: StorePlatform;
  domain: string | null;
  verified: boolean;
  status: boolean;
  credentials: StoreCredentials | null;
  /** What the store signs its webhooks with (WooCommerce: the webhook's secret; Shopify/ShopBase: the app secret). */
  webhook_secret: string | null;
}


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
  const headers = () => ({ 'content-type': 'application/json', ...signUserContext(null, options.internalSecret) });
  const call = async <T>(url: string, init: { method?: string; body?: unknown }, what: string): Promise<{ status: number; body: T | null }> => {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: headers(),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (res.status === 404) return { status: 404, body: null };
    if (!res.ok) throw new Error(`${what} answered ${res.status}`);
    return { status: res.status, body: (await res.json()) as T };
  };
  return {
    async site(siteId) {
      return (await call<IntakeSite>(`${options.usersSitesUrl}/internal/sites/${encodeURIComponent(siteId)}/credentials`, {}, `users-sites (site ${siteId})`)).body;
    },
    async matchLines(siteId, lines) {
      const { body } = await call<{ lines: StoreLineMatch[] }>(`${options.catalogUrl}/internal/store-lines/match`, { method: 'POST', body: { siteId, lines } }, 'catalog (store line match)');
      if (!body || body.lines.length !== lines.length) throw new Error('catalog answered the store line match without one answer per line');
      return body.lines;
    },
    async currentArtworkVersions(artworkIds) {
      if (!artworkIds.length) return new Map();
      const { body } = await call<{ artworks: Array<{ id: string; version: number }> }>(`${options.artworksUrl}/internal/artworks/current-versions`, { method: 'POST', body: { ids: artworkIds } }, 'artworks (current versions)');
      return new Map((body?.artworks ?? []).map((a) => [a.id, a.version]));
    },
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
