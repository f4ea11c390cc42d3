import { EntitySchema } from 'typeorm';

/** A named set of /orders filters (issue 12 "Saved views"), personal to `user_id`; names are unique per user. */
export interface SavedOrderView {
  id: string;
  user_id: string;
  name: string;
  /** The /orders query string it restores, without the leading '?'. */
  query: string;
  created_at: Date;
}

export const SavedOrderViewEntity = new EntitySchema<SavedOrderView>({
  name: 'SavedOrderView',
  tableName: 'order_saved_views',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    user_id: { type: 'uuid' },
    name: { type: 'text' },
    query: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});
