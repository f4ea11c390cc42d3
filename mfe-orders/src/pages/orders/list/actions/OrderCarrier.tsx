import { Typography } from 'antd';
import { formatMoney } from '@pod/platform';
import type { CarrierOrder } from './carriers';

/**
 * The carrier of a row and its price, once one is assigned (the assign-carrier modal), so the
 * accepted tab shows which orders already have one; nothing before that.
 */
export function OrderCarrier({ order }: { order: Pick<CarrierOrder, 'carrier'> }) {
  if (!order.carrier) return null;
  const { name, price } = order.carrier;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="order-carrier">
      {price == null ? name : `${name} — ${formatMoney(price)}`}
    </Typography.Text>
  );
}
