import { Card } from 'antd';
import { useClient, useSubscription } from 'urql';
import { ORDER_PRINT_FILE_SUBSCRIPTION, useLiveResync } from '@pod/platform';
import { DesignGrid, ReviewButtons } from '../shared/DesignsReview';
import type { OrderActions } from '../shared/orderActions';
import { ORDER_DETAIL_QUERY, type OrderDetail } from '../shared/queries';

/**
 * Designs panel: one card per print area, Accept / Reject in ReviewDesign, a review drawer per
 * design. Live: the order's `generateOrderPrintFile` updates land in graphcache (the platform's
 * updater writes the design and the order's status), so the cards and the status tag re-render
 * from the page's own query without a reload. A render that finished between the page's load and
 * the subscription reaching the gateway sent its update to nobody, so the order is read again
 * once the live socket is up (`useLiveResync`).
 */
export function DesignsPanel({ order, actions }: { order: OrderDetail; actions: OrderActions }) {
  useSubscription({ query: ORDER_PRINT_FILE_SUBSCRIPTION, variables: { orderId: order.id } });
  const client = useClient();
  useLiveResync(() => void client.query(ORDER_DETAIL_QUERY, { id: order.id }, { requestPolicy: 'network-only' }).toPromise());
  return (
    <Card title="Designs" extra={actions.review ? <ReviewButtons order={order} /> : null}>
      <DesignGrid order={order} canChange={actions.changeDesigns} />
    </Card>
  );
}
