import { Alert, Col, Flex, Result, Row, Spin, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ORDER_MESSAGES, ORDER_STATUS_COLOR, isOrderStatus } from '@pod/contracts';
import { IdText, Page, firstErrorMessage } from '@pod/platform';
import { CustomizationPanel } from './CustomizationPanel';
import { DesignsPanel } from './DesignsPanel';
import { OrderHeaderActions } from './OrderHeaderActions';
import { orderActions } from '../shared/orderActions';
import { type OrderDetail } from '../shared/queries';
import { ShippingCard } from './ShippingCard';
import { SummaryCard } from './SummaryCard';
import { TimelineCard } from './TimelineCard';
import { useOrderDetail } from './useOrderDetail';
import { timelineTime } from '../shared/format';

function StatusTag({ order }: { order: OrderDetail }) {
  const color = isOrderStatus(order.status) ? ORDER_STATUS_COLOR[order.status] : undefined;
  return <Tag color={color}>{order.detail_label}</Tag>;
}

function OrderTitle({ order }: { order: OrderDetail }) {
  return (
    <Flex align="center" gap={8} wrap>
      <span>Order {order.name}</span>
      <StatusTag order={order} />
      <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal' }}>
        <IdText id={order.origin_id} /> · {timelineTime(order.created_at)}
      </Typography.Text>
    </Flex>
  );
}

/** /orders/orders-manager/:id: header with More Actions, designs, customization, timeline, shipping, summary. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { order, fetching, error } = useOrderDetail(id);

  if (fetching && !order) {
    return (
      <Page title="Order" back="/orders" bare>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      </Page>
    );
  }
  if (!order) {
    const notFound = !error || error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');
    return (
      <Page title="Order" back="/orders">
        {notFound ? <Result status="404" title={ORDER_MESSAGES.notFound} /> : <Alert type="error" showIcon title={firstErrorMessage(error)} />}
      </Page>
    );
  }

  const actions = orderActions(order);
  return (
    <Page title={<OrderTitle order={order} />} back="/orders" bare extra={<OrderHeaderActions order={order} />}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <DesignsPanel order={order} actions={actions} />
            <CustomizationPanel order={order} />
            <TimelineCard order={order} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <SummaryCard order={order} />
            <ShippingCard order={order} canEdit={actions.editShipping} />
          </Flex>
        </Col>
      </Row>
    </Page>
  );
}

export default OrderDetailPage;
