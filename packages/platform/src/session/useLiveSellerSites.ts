import { useEffect, useRef } from 'react';
import { createPlatformClient } from '../client/createClient';
import { graphql } from '../graphql';
import type { CurrentUser, SiteSummary } from '../types';
import { loadSellerSites } from './bootstrap';
import { isSeller } from './state';

/** The gateway's live update for sites (gateway/src/live/subscriptions/site-changed.ts). */
export const SITE_CHANGED_SUBSCRIPTION = graphql(`
  subscription SiteChanged {
    siteChanged {
      id
      action
      title
      verified
    }
  }
`);

/**
 * Keeps a seller's site list true without a reload: each `siteChanged` (a site of theirs was
 * created, renamed, verified or disabled) reloads the list, which `onSites` receives. Its own
 * client, independent of the current site, so changing site does not drop the subscription.
 */
export function useLiveSellerSites(options: {
  gatewayUrl?: string;
  token: string | null;
  user: CurrentUser | null;
  onSites(sites: SiteSummary[]): void;
}): void {
  const { gatewayUrl, token, user } = options;
  const onSitesRef = useRef(options.onSites);
  onSitesRef.current = options.onSites;
  const seller = isSeller(user);

  useEffect(() => {
    if (!token || !seller) return;
    const live = createPlatformClient({ url: gatewayUrl, token, siteId: null });
    let reloads = 0;
    const reload = () => {
      // Only the latest reload's answer counts when events arrive close together.
      const mine = ++reloads;
      loadSellerSites(live.client).then(
        (sites) => mine === reloads && onSitesRef.current(sites),
        () => undefined,
      );
    };
    const subscription = live.client.subscription(SITE_CHANGED_SUBSCRIPTION, {}).subscribe((result) => {
      if (result.data?.siteChanged) reload();
    });
    return () => {
      subscription.unsubscribe();
      live.dispose();
    };
  }, [gatewayUrl, token, seller]);
}
