import { canReadOrder } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import type { Order } from './order.entity';

/**
 * Who may see an order: the contracts' `canReadOrder` (the rule the gateway's live updates apply
 * too) on this row's columns. A deleted order (deleteOrder's soft delete) is seen by nobody.
 * Every read path asks this one predicate, through the context's scoped `order` loader.
 */
export function canSeeOrder(user: UserContext | null, order: Pick<Order, 'seller_id' | 'status' | 'paused_from'> & { deleted_at?: Date | null }): boolean {
  if (order.deleted_at) return false;
  return canReadOrder(user, { sellerId: order.seller_id, status: order.status, pausedFrom: order.paused_from });
}
