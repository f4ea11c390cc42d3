import { EntitySchema } from 'typeorm';

/** A staff or seller note on an order (spec 000 §3 "Order comment"). */
export interface OrderComment {
  id: string;
  order_id: string;
  user_id: string;
  comment: string;
  created_at: Date;
}

export const OrderCommentEntity = new EntitySchema<OrderComment>({
  name: 'OrderComment',
  tableName: 'order_comments',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    order_id: { type: 'uuid' },
    user_id: { type: 'uuid' },
    comment: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});
