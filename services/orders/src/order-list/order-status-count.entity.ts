import { EntitySchema } from 'typeorm';

/**
 * How many orders one (site, seller, status, paused_from) holds: kept by the `orders` row trigger
 * of migration OrderList in the same transaction as every insert, status change and delete, so
 * the list's tab counts are exact without counting rows. `paused_from` is '' when not paused.
 */
export interface OrderStatusCount {
  site_id: string;
  seller_id: string;
  status: string;
  paused_from: string;
  count: string;
}

export const OrderStatusCountEntity = new EntitySchema<OrderStatusCount>({
  name: 'OrderStatusCount',
  tableName: 'order_status_counts',
  columns: {
    site_id: { type: 'uuid', primary: true },
    seller_id: { type: 'uuid', primary: true },
    status: { type: 'text', primary: true },
    paused_from: { type: 'text', primary: true, default: '' },
    count: { type: 'bigint', default: 0 },
  },
});
