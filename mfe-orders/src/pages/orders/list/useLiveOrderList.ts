import { useEffect, useEffectEvent, useRef } from 'react';
import { useSubscription } from 'urql';
import { graphql } from '@pod/platform';

/** The gateway's live list feed: an order of the caller's was created or changed status or design status. */
export const ORDER_LIST_CHANGED_SUBSCRIPTION = graphql(`
  subscription OrderListChanged($siteId: ID) {
    orderListChanged(site_id: $siteId) { id site_id change status design_status }
  }
`);

/**
 * Several changes close together (an intake of a store order, a render batch) make one refetch:
 * the page and its counts are read again this long after the last change.
 */
export const LIVE_REFETCH_DEBOUNCE_MS = 400;

/**
 * Keeps the open list true without a reload (issue 12 item 5): every `orderListChanged` the
 * caller receives (the gateway only sends them orders they may see; a Seller asks for the current
 * site's only) schedules one refetch of the current page and counts.
 */
export function useLiveOrderList(options: { siteId: string | null; refetch(): void }): void {
  const [live] = useSubscription({ query: ORDER_LIST_CHANGED_SUBSCRIPTION, variables: { siteId: options.siteId } });
  const change = live.data?.orderListChanged;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = useEffectEvent(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(options.refetch, LIVE_REFETCH_DEBOUNCE_MS);
  });
  useEffect(() => {
    if (change) schedule();
  }, [change]);
  useEffect(() => () => clearTimeout(timer.current), []);
}
