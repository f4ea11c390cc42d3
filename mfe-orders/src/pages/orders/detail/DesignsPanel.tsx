import { Button, Card, Col, Drawer, Empty, Flex, Image, Row, Space } from 'antd';
import { useState } from 'react';
import { useClient, useSubscription } from 'urql';
import { DESIGN_MESSAGES } from '@pod/contracts';
import { ORDER_PRINT_FILE_SUBSCRIPTION, useLiveResync } from '@pod/platform';
import { DesignActions, DesignCard, DesignStatusTag, designPicture } from './DesignCard';
import type { OrderActions } from './orderActions';
import { ACCEPT_DESIGN, ORDER_DETAIL_QUERY, type OrderDetail } from './queries';
import { useOrderMutation } from './useOrderMutation';

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
  const [openId, setOpenId] = useState<string | null>(null);
  const review = useOrderMutation(ACCEPT_DESIGN);
  const open = order.designs.find((d) => d.id === openId) ?? null;
  const decide = (accept: boolean) => review.execute({ orderId: order.id, accept }, accept ? DESIGN_MESSAGES.accepted : DESIGN_MESSAGES.rejected);

  return (
    <Card
      title="Designs"
      extra={
        actions.review ? (
          <Space>
            <Button danger loading={review.busy} onClick={() => void decide(false)}>
              Reject
            </Button>
            <Button type="primary" loading={review.busy} onClick={() => void decide(true)}>
              Accept
            </Button>
          </Space>
        ) : null
      }
    >
      {order.designs.length === 0 ? <Empty description="This order has no designs" /> : null}
      <Row gutter={[16, 16]}>
        {order.designs.map((design) => (
          <Col key={design.id} xs={24} md={12} xl={8}>
            <DesignCard orderId={order.id} design={design} canChange={actions.changeDesigns} onOpen={() => setOpenId(design.id)} />
          </Col>
        ))}
      </Row>
      <Drawer open={!!open} width={720} title={open ? `Design: ${open.base_print_area_name}` : ''} onClose={() => setOpenId(null)} extra={open ? <DesignStatusTag design={open} /> : null}>
        {open ? (
          <Flex vertical gap={16}>
            <DesignActions orderId={order.id} design={open} canChange={actions.changeDesigns} />
            {/* antd's preview gives the full-size view with zoom and rotate. */}
            <Image src={designPicture(open, 'auto') ?? undefined} alt={open.base_print_area_name} preview={{ mask: 'View full size' }} />
          </Flex>
        ) : null}
      </Drawer>
    </Card>
  );
}
