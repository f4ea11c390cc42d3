import { Button, Col, Drawer, Empty, Flex, Image, Row, Space } from 'antd';
import { useState } from 'react';
import { DESIGN_MESSAGES } from '@pod/contracts';
import { DesignActions, DesignCard, DesignStatusTag, designPicture } from './DesignCard';
import { ACCEPT_DESIGN, type OrderDetail } from './queries';
import { useOrderMutation } from './useOrderMutation';

/** Accept / Reject the order's designs (shown only in ReviewDesign); `onDecided` runs after a success. */
export function ReviewButtons({ order, onDecided }: { order: OrderDetail; onDecided?(): void }) {
  const review = useOrderMutation(ACCEPT_DESIGN);
  const decide = async (accept: boolean) => {
    if (await review.execute({ orderId: order.id, accept }, accept ? DESIGN_MESSAGES.accepted : DESIGN_MESSAGES.rejected)) onDecided?.();
  };
  return (
    <Space>
      <Button danger loading={review.busy} onClick={() => void decide(false)}>
        Reject
      </Button>
      <Button type="primary" loading={review.busy} onClick={() => void decide(true)}>
        Accept
      </Button>
    </Space>
  );
}

/**
 * One card per print area and the design review drawer (Re Generate, Upload custom File, Download,
 * full-size view with zoom) that opens from a card's picture. Shared by the detail's Designs panel
 * and the list's designs drawer.
 */
export function DesignGrid({ order, canChange }: { order: OrderDetail; canChange: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = order.designs.find((d) => d.id === openId) ?? null;
  return (
    <>
      {order.designs.length === 0 ? <Empty description="This order has no designs" /> : null}
      <Row gutter={[16, 16]}>
        {order.designs.map((design) => (
          <Col key={design.id} xs={24} md={12} xl={8}>
            <DesignCard orderId={order.id} design={design} canChange={canChange} onOpen={() => setOpenId(design.id)} />
          </Col>
        ))}
      </Row>
      <Drawer open={!!open} size={720} title={open ? `Design: ${open.base_print_area_name}` : ''} onClose={() => setOpenId(null)} extra={open ? <DesignStatusTag design={open} /> : null}>
        {open ? (
          <Flex vertical gap={16}>
            <DesignActions orderId={order.id} design={open} canChange={canChange} />
            {/* antd's preview gives the full-size view with zoom and rotate. */}
            <Image src={designPicture(open, 'auto') ?? undefined} alt={open.base_print_area_name} preview={{ mask: 'View full size' }} />
          </Flex>
        ) : null}
      </Drawer>
    </>
  );
}
