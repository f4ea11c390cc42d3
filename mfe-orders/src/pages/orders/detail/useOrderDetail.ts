import { useEffect, useEffectEvent, useState } from 'react';
import type { CombinedError } from 'urql';
import { useClient, useQuery, useSubscription } from 'urql';
import { isOlderThanSeen, ORDER_PRINT_FILE_SUBSCRIPTION, useLiveResync } from '@pod/platform';
import { ORDER_DETAIL_QUERY, type OrderDetail } from '../shared/queries';

/**
 * What the page shows: the order of the current answer, else the last complete order of the
 * same id unless the answer is an error (not found, refused). The cache answers without the
 * order for a moment after a live update (it dropped the timeline) until the order is read
 * again; showing the last one keeps the page, its open drawers and its live subscription
 * mounted meanwhile.
 */
export function shownOrder(last: OrderDetail | null, current: OrderDetail | null | undefined, error: CombinedError | undefined, id: string): OrderDetail | null {
  if (current) return current;
  return !error && last?.id === id ? last : null;
}

/**
 * The order detail page's data: the order (ORDER_DETAIL_QUERY) and its live print-file updates
 * for as long as the page is open. The subscription belongs to the page, keyed by the order id
 * of the URL, not to a panel drawn only once the order is loaded: a panel unmounted for a moment
 * ended the subscription (and the lazy socket with it), and an update sent in the gap (a
 * render's Completed) reached nobody. The updates land in graphcache (the platform's updater
 * writes the design and the order's status). The order is read again from the server when the
 * cache has no complete order for it, or a design older than one already shown (an answer read
 * before a live update but arriving after it: Regenerate's own, or a re-read; graphcache keeps
 * the last write and asks nothing by itself; the platform's `isOlderThanSeen` compares the
 * designs' revisions), and each time the live socket (re)connects (`useLiveResync`: a render that
 * finished before the subscription reached the gateway sent its update to nobody).
 */
export function useOrderDetail(id: string) {
  const [{ data, fetching, error }] = useQuery({ query: ORDER_DETAIL_QUERY, variables: { id } });
  useSubscription({ query: ORDER_PRINT_FILE_SUBSCRIPTION, variables: { orderId: id } });
  const client = useClient();
  const readAgain = () => void client.query(ORDER_DETAIL_QUERY, { id }, { requestPolicy: 'network-only' }).toPromise();
  useLiveResync(readAgain);
  const [last, setLast] = useState<OrderDetail | null>(null);
  const order = shownOrder(last, data?.orderById, error, id);
  // Kept while rendering (React's pattern for state derived from changed props).
  if (order !== last) setLast(order);
  // The cache has no complete order, or one of its designs is older than a state already shown.
  const outdated = !!data && !error && !fetching && (!data.orderById || data.orderById.designs.some(isOlderThanSeen));
  const readIfOutdated = useEffectEvent(() => {
    if (outdated) readAgain();
  });
  // Once per such answer (a new answer is a new `data`).
  useEffect(() => readIfOutdated(), [data]);
  return { order, fetching, error };
}
