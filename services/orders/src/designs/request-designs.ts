import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { UserContext } from '@pod/service-kit';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import type { Order } from '../orders/order.entity';
import { enqueueDesignRequested, enqueueDesignUpdated } from './design-events';
import type { OrderDesign } from './order-design.entity';
import { moveOrderForDesigns } from './order-status-change';
import { settleOrder } from './settle-order';
import { updateDesign } from './update-design';

/** The log of a design that cannot be rendered because intake pinned no artwork version for it. */
export const NO_ARTWORK_LOG = 'No artwork is linked to this print area, so no print file can be generated; upload one instead';

export interface RequestDesignRendersResult {
  order: Order;
  /** The designs as saved: Pending with their new request id, or Error when nothing can be rendered. */
  designs: OrderDesign[];
}

/**
 * Asks media to render `designs` of `order` — the one path for intake (first request), Regenerate
 * and the stuck-design sweep. Runs in the caller's transaction (`manager`), so the request and the
 * outbox rows commit together; call the runtime's `afterCommit()` after the commit for low latency.
 *
 * Each design gets a new `request_id` (a result for an older request is then ignored), goes
 * Pending and is announced as `orders.design.requested` with the artwork version already pinned
 * on its row (set by intake from artworks' `/internal/artworks/current-versions`; nothing is
 * pinned here). A design without a pinned artwork cannot be rendered and goes to Error with
 * NO_ARTWORK_LOG. Each change is also published as `orders.design.updated` (live view), one
 * history entry names the print areas, and the order moves to `processing` (a paused order
 * keeps its pause and resumes to `processing`; with nothing left to wait for it settles at once,
 * see settle-order.ts). Rules on who may ask and when are the caller's.
 */
export async function requestDesignRenders(
  manager: EntityManager,
  user: UserContext | null,
  order: Order,
  designs: readonly OrderDesign[],
  reason = 'Print files requested',
): Promise<RequestDesignRendersResult> {
  if (!designs.length) return { order, designs: [] };
  const moved = await moveOrderForDesigns(manager, order, 'processing');
  const now = new Date();
  const saved: OrderDesign[] = [];
  for (const design of designs) {
    const renderable = design.artwork_id != null && design.artwork_version != null;
    const change: OrderDesign = renderable
      ? { ...design, status: 'Pending', log: null, request_id: randomUUID(), requested_at: now, is_custom: false }
      : { ...design, status: 'Error', log: NO_ARTWORK_LOG, request_id: null, requested_at: null };
    const revision = await updateDesign(manager, design.id, {
      status: change.status, log: change.log, request_id: change.request_id, requested_at: change.requested_at, is_custom: change.is_custom,
    });
    const next: OrderDesign = { ...change, revision };
    if (renderable) await enqueueDesignRequested(manager, moved, next as OrderDesign & { artwork_id: string; artwork_version: number; request_id: string });
    await enqueueDesignUpdated(manager, moved, next);
    saved.push(next);
  }
  const names = designs.map((design) => design.base_print_area_name).join(', ');
  await manager.getRepository(OrderHistoryEntity).insert({ order_id: order.id, user_id: user?.id ?? null, type: 'design', message: `${reason}: ${names}` });
  // Only when nothing could be requested (no pinned artwork anywhere) is the order settled here.
  return { order: await settleOrder(manager, moved), designs: saved };
}
