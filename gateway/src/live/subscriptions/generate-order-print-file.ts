import { canReadOrder, TOPICS, type DesignUpdatedEvent } from '@pod/contracts';
import type { LiveSubscription } from './live-subscription';

export interface GenerateOrderPrintFileArgs {
  order_id?: string | null;
}

/**
 * A design of an order changed (requested, rendered, failed, uploaded): the Designs panel swaps
 * its Processing spinner for the file without a reload (spec 000 §2 "Order detail"). Fed by
 * orders' `orders.design.updated`; heard by whoever may read the order (contracts' `canReadOrder`),
 * and `order_id` narrows it to one order (the detail page).
 */
export const generateOrderPrintFile: LiveSubscription<DesignUpdatedEvent, GenerateOrderPrintFileArgs> = {
  field: 'generateOrderPrintFile',
  fieldSdl: 'generateOrderPrintFile(order_id: ID): OrderPrintFileUpdate!',
  typeDefs: /* GraphQL */ `
    type OrderPrintFilePreflight {
      ok: Boolean!
      effective_dpi: Float!
      "e.g. Low resolution: 150 dpi at 15 × 18 in"
      message: String
    }
    "The design as it is now (the fields of OrderDesign the Designs panel shows)."
    type OrderPrintFileDesign {
      id: ID!
      "Pending | Processing | Completed | Error"
      status: String!
      log: String
      file_id: ID
      file_key: String
      width: Int!
      height: Int!
      preflight: OrderPrintFilePreflight
      "OrderDesign.revision after the change (null from an orders service older than revisions)."
      revision: Int
    }
    type OrderPrintFileUpdate {
      order_id: ID!
      design: OrderPrintFileDesign!
      "The order's status after the change."
      order_status: String!
    }
  `,
  topic: TOPICS.designUpdated,
  accept: (user, data, args) => (!args?.order_id || args.order_id === data.orderId) && canReadOrder(user, { sellerId: data.sellerId, status: data.orderStatus, pausedFrom: data.orderPausedFrom }),
  toPayload: ({ data }) => ({
    order_id: data.orderId,
    design: {
      id: data.designId,
      status: data.status,
      log: data.log,
      file_id: data.fileId,
      file_key: data.fileKey,
      width: data.width,
      height: data.height,
      preflight: data.preflight ? { ok: data.preflight.ok, effective_dpi: data.preflight.effectiveDpi, message: data.preflight.message } : null,
      revision: data.revision ?? null,
    },
    order_status: data.orderStatus,
  }),
};
