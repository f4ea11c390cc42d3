import { Card } from 'antd';
import { OrderTimeline } from '../shared/OrderTimeline';
import type { OrderDetail } from '../shared/queries';

/** Timeline: the order's history and comments, newest first; an empty comment is ignored. */
export function TimelineCard({ order }: { order: OrderDetail }) {
  return (
    <Card title="Timeline">
      <OrderTimeline order={order} />
    </Card>
  );
}
