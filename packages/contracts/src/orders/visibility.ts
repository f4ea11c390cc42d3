import { can, hasRole, type Subject } from '../permissions';
import { ROLES } from '../roles';
import { SUPPLIER_VISIBLE_STATUSES, type OrderStatus } from './status';

/** What the order-reading rule needs to know of an order: a row, or an event about one. */
export interface OrderVisibilityFacts {
  sellerId: string;
  status: string;
  /** The status a paused (`pending`) order resumes to. */
  pausedFrom?: string | null;
}

/**
 * Who may read an order (contract "Role rules"): Administrator and Supporter every order
 * (`orders.readAll`); a Seller the orders of their own sites; a Supplier the orders from
 * `accepted` onwards (a paused order by the status it was paused from). Anyone else nothing.
 * The orders service's reads and the gateway's order live updates apply this one rule.
 */
export function canReadOrder(user: (Subject & { id: string }) | null | undefined, order: OrderVisibilityFacts): boolean {
  if (!user || !can(user, 'orders.read')) return false;
  if (can(user, 'orders.readAll')) return true;
  if (hasRole(user, ROLES.Seller) && order.sellerId === user.id) return true;
  if (hasRole(user, ROLES.Supplier)) {
    const status = order.status === 'pending' && order.pausedFrom ? order.pausedFrom : order.status;
    return SUPPLIER_VISIBLE_STATUSES.includes(status as OrderStatus);
  }
  return false;
}
