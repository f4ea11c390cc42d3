import { Card } from 'antd';
import { DesignGrid, ReviewButtons } from '../shared/DesignsReview';
import type { OrderActions } from '../shared/orderActions';
import type { OrderDetail } from '../shared/queries';

/**
 * Designs panel: one card per print area, Accept / Reject in ReviewDesign, a review drawer per
 * design. Live: the page's `generateOrderPrintFile` subscription (useOrderDetail) writes the
 * updates into graphcache, so the cards and the status tag re-render without a reload.
 */
export function DesignsPanel({ order, actions }: { order: OrderDetail; actions: OrderActions }) {
  return (
    <Card title="Designs" extra={actions.review ? <ReviewButtons order={order} /> : null}>
      <DesignGrid order={order} canChange={actions.changeDesigns} />
    </Card>
  );
}
