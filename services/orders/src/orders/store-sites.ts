import { signUserContext } from '@pod/service-kit';
import { StoreError, type StoreSite } from '@pod/store-client';
import type { StoreSiteLookup } from './store-fulfillment';

const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * A site's store (platform, address, keys) from users-sites' signed internal route
 * `/internal/sites/:id/credentials`, the one the catalog reads too (ARCHITECTURE §2: sites
 * are owned there). Read afresh per call: the seller may just have reconnected the store.
 */
export function usersSitesStoreLookup(options: { usersSitesUrl: string; internalSecret: string }): StoreSiteLookup {
  return async (siteId) => {
    const url = `${options.usersSitesUrl}/internal/sites/${encodeURIComponent(siteId)}/credentials`;
    const res = await fetch(url, { headers: signUserContext(null, options.internalSecret), signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (res.status === 404) throw new StoreError('The order\'s site no longer exists', 404);
    if (!res.ok) throw new Error(`users-sites answered ${res.status} for site ${siteId}`);
    const site = (await res.json()) as StoreSite & { verified?: boolean; status?: boolean };
    if (site.status === false || site.verified === false) throw new StoreError('The order\'s site is not connected to its store', 0);
    return site;
  };
}
