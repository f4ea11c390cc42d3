import { Card, Empty, Flex, Typography } from 'antd';
import { Thumbnail } from '@pod/platform';
import { DesignStatusTag, designPicture } from '../../shared/DesignCard';
import { DesignUploadButton } from '../../shared/DesignUploadButton';
import { orderActions } from '../../shared/orderActions';
import { OrderDrawer } from './OrderDrawer';

/**
 * The Seller's upload-designs drawer: every print area of the order with its current file and
 * the custom-design uploader (.jpg .jpeg .png, spec 000 §5's file-name rule, then uploadDesigns).
 */
export function UploadDesignsDrawer({ orderId, title, onClose }: { orderId: string; title: string; onClose(): void }) {
  return (
    <OrderDrawer orderId={orderId} title={title} size={560} onClose={onClose}>
      {(order) => {
        const canChange = orderActions(order).changeDesigns;
        return (
          <Flex vertical gap={12}>
            {order.designs.length === 0 ? <Empty description="This order has no designs" /> : null}
            {order.designs.map((design) => (
              <Card key={design.id} size="small" title={design.base_print_area_name} extra={<DesignStatusTag design={design} />}>
                <Flex gap={16} align="center">
                  <Thumbnail src={designPicture(design)} alt={design.base_print_area_name} height={96} style={{ objectFit: 'contain' }} />
                  <Flex vertical gap={8}>
                    <Typography.Text type="secondary">
                      {design.width} × {design.height} px, {design.dpi} dpi
                    </Typography.Text>
                    <DesignUploadButton orderId={order.id} designId={design.id} disabled={!canChange} />
                  </Flex>
                </Flex>
              </Card>
            ))}
          </Flex>
        );
      }}
    </OrderDrawer>
  );
}
