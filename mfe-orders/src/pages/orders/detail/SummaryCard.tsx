import { Card, Descriptions, Flex } from 'antd';
import { useQuery } from 'urql';
import { Thumbnail, formatMoney } from '@pod/platform';
import { attributesText, mockupSrc } from '../list/rowFormat';
import { ORDER_MOCKUP_QUERY, type OrderDetail } from '../shared/queries';

/** Order summary: the variant's mockup (else the product's first image), quantity, total, base cost and shipping. */
export function SummaryCard({ order }: { order: OrderDetail }) {
  const [{ data }] = useQuery({ query: ORDER_MOCKUP_QUERY, variables: { id: order.id } });
  const shown = data?.orderById;
  const picture = shown ? mockupSrc(shown, '300') : undefined;
  return (
    <Card title="Order summary">
      {picture && (
        <Flex justify="center" style={{ marginBottom: 12 }}>
          <Thumbnail src={picture} alt={`Mockup of ${order.title}`} width={200} height={200} style={{ objectFit: 'contain', borderRadius: 4 }} />
        </Flex>
      )}
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Product">{order.title}</Descriptions.Item>
        {shown?.variant ? <Descriptions.Item label="Variant">{attributesText(shown.variant.product_type_variant.attributes)}</Descriptions.Item> : null}
        {order.sku ? <Descriptions.Item label="SKU">{order.sku}</Descriptions.Item> : null}
        <Descriptions.Item label="Quantity">{order.quantity}</Descriptions.Item>
        <Descriptions.Item label="Total">{formatMoney(order.price)}</Descriptions.Item>
        <Descriptions.Item label="Base cost">{formatMoney(order.base_cost)}</Descriptions.Item>
        <Descriptions.Item label="Shipping">{formatMoney(order.shipping_cost)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
