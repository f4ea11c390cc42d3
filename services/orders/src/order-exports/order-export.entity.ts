import { EntitySchema } from 'typeorm';

export type OrderExportStatus = 'running' | 'done' | 'failed';

/**
 * One CSV export (spec 001 §3 OrderExport: id, file_name, created_at, order_ids) plus its job:
 * who made it with which template, how far the CSV is written, and the stored file.
 */
export interface OrderExport {
  id: string;
  file_name: string;
  order_ids: string[];
  author_id: string;
  template_id: string;
  status: OrderExportStatus;
  progress: number;
  total: number;
  /** media's File of the CSV, set when done. */
  file_id: string | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  /** Bumped (database clock) as each batch is written; a running export whose heartbeat is stale is swept. */
  heartbeat_at: Date;
}

export const OrderExportEntity = new EntitySchema<OrderExport>({
  name: 'OrderExport',
  tableName: 'order_exports',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    file_name: { type: 'text' },
    order_ids: { type: 'uuid', array: true },
    author_id: { type: 'uuid' },
    template_id: { type: 'uuid' },
    status: { type: 'text' },
    progress: { type: 'int' },
    total: { type: 'int' },
    file_id: { type: 'uuid', nullable: true },
    error: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    finished_at: { type: 'timestamptz', nullable: true },
    heartbeat_at: { type: 'timestamptz', default: () => 'now()' },
  },
});
