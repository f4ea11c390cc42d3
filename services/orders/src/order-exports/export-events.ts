import type { EntityManager } from 'typeorm';
import { TOPICS, type OrderExportChangedEvent } from '@pod/contracts';
import { enqueueEvent } from '@pod/service-kit';

/** The orders schema, where the outbox lives (index.ts ORDERS_SCHEMA; repeated to avoid an import cycle). */
const OUTBOX_SCHEMA = 'orders';

/**
 * `orders.export.changed` in the caller's transaction (key = export id, so one export's events
 * stay in order): the gateway pushes it to the author's `orderExportProgress(id)`.
 */
export function enqueueExportChanged(manager: EntityManager, data: OrderExportChangedEvent) {
  return enqueueEvent(manager, OUTBOX_SCHEMA, TOPICS.orderExportChanged, { type: 'OrderExportChanged', key: data.exportId, data });
}
