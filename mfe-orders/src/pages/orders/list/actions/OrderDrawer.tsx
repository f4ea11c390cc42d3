import { Alert, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { firstErrorMessage } from '@pod/platform';
import { ORDER_DETAIL_QUERY, type OrderDetail } from '../../shared/queries';

/**
 * The whole order (the detail page's query) for a drawer opened from a list row: the row carries
 * only what the table shows, the drawers need designs, history, addresses and personalisation.
 */
export function useOrderDetail(orderId: string) {
  const [{ data, fetching, error }] = useQuery({ query: ORDER_DETAIL_QUERY, variables: { id: orderId }, requestPolicy: 'cache-and-network' });
  return { order: data?.orderById ?? null, fetching, error };
}

interface OrderDrawerProps {
  orderId: string;
  title: string;
  size?: number;
  onClose(): void;
  extra?(order: OrderDetail): ReactNode;
  children(order: OrderDetail): ReactNode;
}

/** A drawer over one order that loads it first (a spinner, or the server's refusal). */
export function OrderDrawer({ orderId, title, size = 720, onClose, extra, children }: OrderDrawerProps) {
  const { order, fetching, error } = useOrderDetail(orderId);
  return (
    <Drawer open size={size} title={title} onClose={onClose} loading={fetching && !order} extra={order && extra ? extra(order) : null}>
      {order ? children(order) : error ? <Alert type="error" showIcon title={firstErrorMessage(error)} /> : null}
    </Drawer>
  );
}
