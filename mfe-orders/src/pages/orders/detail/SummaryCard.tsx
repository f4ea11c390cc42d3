import { Card, Descriptions } from 'antd';
import { formatMoney } from '@pod/platform';
import type { OrderDetail } from '../shared/queries';

/** Order summary: quantity, total, base cost and shipping. */
export function SummaryCard({ order }: { order: OrderDetail }) {
  return (
    <Card title="Order summary">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Product">{order.title}</Descriptions.Item>
        {order.sku ? <Descriptions.Item label="SKU">{order.sku}</Descriptions.Item> : null}
        <Descriptions.Item label="Quantity">{order.quantity}</Descriptions.Item>
        <Descriptions.Item label="Total">{formatMoney(order.price)}</Descriptions.Item>
        <Descriptions.Item label="Base cost">{formatMoney(order.base_cost)}</Descriptions.Item>
        <Descriptions.Item label="Shipping">{formatMoney(order.shipping_cost)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
