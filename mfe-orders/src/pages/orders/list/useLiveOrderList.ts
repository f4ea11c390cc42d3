import { useEffect, useEffectEvent, useRef } from 'react';
import { useSubscription } from 'urql';
import { graphql } from '@pod/platform';

/** The gateway's live list feed: an order of the caller's was created or changed status or design status. */
export const ORDER_LIST_CHANGED_SUBSCRIPTION = graphql(`
  subscription OrderListChanged {
    orderListChanged { id site_id status design_status }
  }
`);

/**
 * Several changes close together (an intake of a store order, a render batch) make one refetch:
 * the page and its counts are read again this long after the last change.
 */
export const LIVE_REFETCH_DEBOUNCE_MS = 400;

/**
 * Keeps the open list true without a reload (issue 12 item 5): every `orderListChanged` the
 * caller receives (the gateway only sends them their own orders) schedules one refetch of the
 * current page and counts. A Seller ignores changes of their other sites.
 */
export function useLiveOrderList(options: { siteId: string | null; refetch(): void }): void {
  const [live] = useSubscription({ query: ORDER_LIST_CHANGED_SUBSCRIPTION });
  const change = live.data?.orderListChanged;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = useEffectEvent((changed: { site_id: string }) => {
    if (options.siteId && changed.site_id !== options.siteId) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(options.refetch, LIVE_REFETCH_DEBOUNCE_MS);
  });
  useEffect(() => {
    if (change) schedule(change);
  }, [change]);
  useEffect(() => () => clearTimeout(timer.current), []);
}
