import type { EntityManager } from 'typeorm';
import { OrderDesignEntity, type OrderDesign } from './order-design.entity';

/** The design fields its lifecycle changes (request, result, upload, saved print file). */
export type DesignChange = Partial<Pick<OrderDesign,
  'status' | 'log' | 'file_id' | 'file_key' | 'file_width' | 'file_height' | 'file_dpi' | 'render_ms' | 'preflight' | 'is_custom' | 'request_id' | 'requested_at'>>;

/**
 * Writes `change` to the design and answers the revision the database gave that state (the
 * row's trigger adds one per update, migration DesignRevision). Callers put it on the design
 * they announce (`orders.design.updated`) and answer, so the front end can order the states.
 */
export async function updateDesign(manager: EntityManager, id: string, change: DesignChange): Promise<number> {
  const result = await manager.createQueryBuilder().update(OrderDesignEntity).set(change).where('id = :id', { id }).returning(['revision']).execute();
  const row = (result.raw as Array<{ revision: number }>)[0];
  if (!row) throw new Error(`order design ${id} disappeared while it was being updated`);
  return Number(row.revision);
}
