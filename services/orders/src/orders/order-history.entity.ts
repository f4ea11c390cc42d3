import { EntitySchema } from 'typeorm';

/** One Timeline entry (spec 000 §3 "Order history entry"): who (null = the system) did what. */
export interface OrderHistory {
  id: string;
  order_id: string;
  user_id: string | null;
  /** What happened, machine-readable: status, pause, resume, cancel, shipping, tracking, design, intake… */
  type: string;
  message: string;
  created_at: Date;
}

export const OrderHistoryEntity = new EntitySchema<OrderHistory>({
  name: 'OrderHistory',
  tableName: 'order_history',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    order_id: { type: 'uuid' },
    user_id: { type: 'uuid', nullable: true },
    type: { type: 'text' },
    message: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});
