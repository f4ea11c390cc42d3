import { can, SUPPLIER_VISIBLE_STATUSES, ROLES, type OrderStatus } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import type { Order } from './order.entity';

/**
 * Who may see an order (contract "Role rules"): Administrator and Supporter every order
 * (`orders.readAll`); a Seller the orders of their own sites; a Supplier the orders from
 * `accepted` onwards (a paused order by the status it was paused from). Anyone else nothing.
 * A deleted order (deleteOrder's soft delete) is seen by nobody. Every read path asks this one
 * predicate, through the context's scoped `order` loader.
 */
export function canSeeOrder(user: UserContext | null, order: Pick<Order, 'seller_id' | 'status' | 'paused_from'> & { deleted_at?: Date | null }): boolean {
  if (!user || !can(user, 'orders.read') || order.deleted_at) return false;
  if (can(user, 'orders.readAll')) return true;
  if (user.roles.includes(ROLES.Seller) && order.seller_id === user.id) return true;
  if (user.roles.includes(ROLES.Supplier)) {
    const status = order.status === 'pending' && order.paused_from ? order.paused_from : order.status;
    return SUPPLIER_VISIBLE_STATUSES.includes(status as OrderStatus);
  }
  return false;
}
