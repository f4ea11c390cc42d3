import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { TOPICS, type DesignRequestedEvent } from '@pod/contracts';
import { enqueueEvent } from '@pod/service-kit';
import { OrderDesignEntity, type OrderDesign } from '../designs/order-design.entity';
import type { Order } from '../orders/order.entity';

/**
 * Requests the print files of new designs in the caller's transaction: each design gets a new
 * request id and `orders.design.requested` goes into the outbox, so the request leaves exactly
 * when the order commits (ARCHITECTURE §6).
 *
 * The designs capability owns this lifecycle (`designs/request-designs.ts`, helper "designs");
 * this is intake's call site written against the contract's event until that module lands, when
 * the body becomes a call to it.
 */
export async function requestDesignRenders(manager: EntityManager, schema: string, order: Order, designs: OrderDesign[]): Promise<void> {
  const personalizationOf = (areaName: string) => order.personalized_data.find((p) => p.printArea === areaName)?.personalized ?? [];
  for (const design of designs) {
    if (!design.artwork_id || design.artwork_version == null) continue;
    const requestId = randomUUID();
    await manager.getRepository(OrderDesignEntity).update({ id: design.id }, { request_id: requestId, requested_at: new Date(), status: 'Pending' });
    const data: DesignRequestedEvent = {
      requestId,
      orderId: order.id,
      designId: design.id,
      siteId: order.site_id,
      sellerId: order.seller_id,
      artworkId: design.artwork_id,
      artworkVersion: design.artwork_version,
      personalization: personalizationOf(design.base_print_area_name),
      output: { width: design.width, height: design.height, dpi: design.dpi },
      printAreaName: design.base_print_area_name,
    };
    await enqueueEvent(manager, schema, TOPICS.designRequested, { type: TOPICS.designRequested, key: design.id, data });
  }
}
