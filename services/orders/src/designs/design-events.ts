import type { EntityManager } from 'typeorm';
import { TOPICS, type DesignRequestedEvent, type DesignUpdatedEvent } from '@pod/contracts';
import { enqueueEvent } from '@pod/service-kit';
import type { Order } from '../orders/order.entity';
import type { OrderDesign } from './order-design.entity';

/** The orders schema, where the outbox lives (see index.ts ORDERS_SCHEMA; repeated to avoid an import cycle). */
const OUTBOX_SCHEMA = 'orders';

/** The shopper values of one print area: the entry whose printArea names the design's print area (by id or name). */
export function personalizationOf(order: Pick<Order, 'personalized_data'>, design: Pick<OrderDesign, 'base_print_area_id' | 'base_print_area_name'>) {
  const name = design.base_print_area_name.trim().toLowerCase();
  const entry = (order.personalized_data ?? []).find(
    (item) => item.printArea === design.base_print_area_id || item.printArea?.trim().toLowerCase() === name,
  );
  return entry?.personalized ?? [];
}

/** `orders.design.requested` for one design, in the caller's transaction (key = designId, as media expects). */
export function enqueueDesignRequested(manager: EntityManager, order: Order, design: OrderDesign & { artwork_id: string; artwork_version: number; request_id: string }) {
  const data: DesignRequestedEvent = {
    requestId: design.request_id,
    orderId: order.id,
    designId: design.id,
    siteId: order.site_id,
    sellerId: order.seller_id,
    artworkId: design.artwork_id,
    artworkVersion: design.artwork_version,
    personalization: personalizationOf(order, design),
    output: { width: design.width, height: design.height, dpi: design.dpi },
    printAreaName: design.base_print_area_name,
  };
  return enqueueEvent(manager, OUTBOX_SCHEMA, TOPICS.designRequested, { type: 'DesignRequested', key: design.id, data });
}

/** `orders.design.updated` (key = orderId, so one order's updates stay in order for the live view). */
export function enqueueDesignUpdated(manager: EntityManager, order: Pick<Order, 'id' | 'site_id' | 'seller_id' | 'status' | 'paused_from'>, design: OrderDesign) {
  const data: DesignUpdatedEvent = {
    orderId: order.id,
    siteId: order.site_id,
    sellerId: order.seller_id,
    designId: design.id,
    status: design.status,
    log: design.log,
    fileId: design.file_id,
    fileKey: design.file_key,
    width: design.width,
    height: design.height,
    preflight: design.preflight,
    revision: design.revision,
    orderStatus: order.status,
    orderPausedFrom: order.paused_from,
  };
  return enqueueEvent(manager, OUTBOX_SCHEMA, TOPICS.designUpdated, { type: 'DesignUpdated', key: order.id, data });
}
