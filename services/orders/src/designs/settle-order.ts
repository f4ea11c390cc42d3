import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '@pod/contracts';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import type { Order } from '../orders/order.entity';
import { OrderDesignEntity, type OrderDesign } from './order-design.entity';
import { moveOrderForDesigns } from './order-status-change';
import { SiteDesignSettingEntity } from './site-design-setting.entity';

export const WAITING_DESIGN_STATUSES: readonly string[] = ['Pending', 'Processing'];

/** A design the review can judge: Completed with a file. */
export const isDesignReady = (design: OrderDesign) => design.status === 'Completed' && !!design.file_id;

/** The status that decides the rules: a paused order is judged by the status it was paused from. */
export function effectiveStatus(order: Pick<Order, 'status' | 'paused_from'>): string {
  return order.status === 'pending' && order.paused_from ? order.paused_from : order.status;
}

/**
 * Once no design of a `processing` order is waiting: any Error → `error`; every design
 * Completed → `pending_review`, or `accepted` when the site's Auto Accept Design is on (the
 * local copy of spec 001 `auto_accept_design`, no row = off). Anything else: unchanged.
 */
export async function settleOrder(manager: EntityManager, order: Order): Promise<Order> {
  if (effectiveStatus(order) !== 'processing') return order;
  const designs = await manager.getRepository(OrderDesignEntity).findBy({ order_id: order.id });
  if (!designs.length || designs.some((design) => WAITING_DESIGN_STATUSES.includes(design.status))) return order;
  let target: OrderStatus = 'error';
  if (designs.every(isDesignReady)) {
    const setting = await manager.getRepository(SiteDesignSettingEntity).findOneBy({ site_id: order.site_id });
    target = setting?.auto_accept_design ? 'accepted' : 'pending_review';
  }
  const moved = await moveOrderForDesigns(manager, order, target);
  const why = target === 'accepted' ? ' (the site accepts designs automatically)' : '';
  await manager.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: null, type: 'status', message: `Order moved from processing to ${target}${why}` });
  return moved;
}
