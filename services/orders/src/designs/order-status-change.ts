import type { EntityManager } from 'typeorm';
import { canTransition, transitionRefusal, type OrderStatus } from '@pod/contracts';
import { conflict } from '@pod/service-kit';
import { OrderEntity, type Order } from '../orders/order.entity';

/**
 * Moves an order to `status` on behalf of the design lifecycle, along the graph of
 * packages/contracts/src/orders/status.ts. A paused order stays paused and resumes to the new
 * status (its `paused_from` changes). Returns the order as it is now; no change when already there.
 */
export async function moveOrderForDesigns(manager: EntityManager, order: Order, status: OrderStatus): Promise<Order> {
  const paused = order.status === 'pending' && !!order.paused_from;
  const current = paused ? (order.paused_from as string) : order.status;
  if (current === status) return order;
  if (!canTransition(current, status)) throw conflict(transitionRefusal(current, status), 'status');
  const set: Partial<Order> = paused ? { paused_from: status } : { status };
  await manager.getRepository(OrderEntity).update({ id: order.id }, set);
  return { ...order, ...set };
}
