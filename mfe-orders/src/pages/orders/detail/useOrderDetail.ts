import { useState } from 'react';
import { useClient, useQuery, useSubscription } from 'urql';
import { ORDER_PRINT_FILE_SUBSCRIPTION, useLiveResync } from '@pod/platform';
import { ORDER_DETAIL_QUERY, type OrderDetail } from '../shared/queries';

/**
 * What the page shows while the order is read again: the order of the current answer, else
 * (only while that read is in flight) the last complete order of the same id. A live update
 * drops fields from the cache (the timeline; a design an older answer overwrote), so for a
 * moment the cached order is incomplete; showing the last one keeps the page (and its open
 * drawers) mounted until the new answer arrives. A finished read without an order (not found,
 * an error) shows as such.
 */
export function shownOrder(last: OrderDetail | null, current: OrderDetail | null | undefined, fetching: boolean, id: string): OrderDetail | null {
  if (current) return current;
  return fetching && last?.id === id ? last : null;
}

/**
 * The order detail page's data: the order (ORDER_DETAIL_QUERY) and its live print-file updates
 * for as long as the page is open. The subscription belongs to the page, keyed by the order id
 * of the URL, not to a panel that is only drawn once the order is loaded: a panel unmounted for
 * a moment would end the subscription (and the lazy socket with it), and an update sent in the
 * gap (a render's Completed) would reach nobody. The updates land in graphcache (the platform's
 * updater writes the design and the order's status); a render that finished between the page's
 * load and the subscription reaching the gateway sent its update to nobody, so the order is read
 * again each time the live socket (re)connects (`useLiveResync`).
 */
export function useOrderDetail(id: string) {
  const [{ data, fetching, error }] = useQuery({ query: ORDER_DETAIL_QUERY, variables: { id } });
  useSubscription({ query: ORDER_PRINT_FILE_SUBSCRIPTION, variables: { orderId: id } });
  const client = useClient();
  useLiveResync(() => void client.query(ORDER_DETAIL_QUERY, { id }, { requestPolicy: 'network-only' }).toPromise());
  const [last, setLast] = useState<OrderDetail | null>(null);
  const order = shownOrder(last, data?.orderById, fetching, id);
  // Kept while rendering (React's pattern for state derived from changed props).
  if (order !== last) setLast(order);
  return { order, fetching, error };
}
