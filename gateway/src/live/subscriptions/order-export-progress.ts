import { canReadOrderExport, TOPICS, type OrderExportChangedEvent } from '@pod/contracts';
import type { LiveSubscription } from './live-subscription';

export interface OrderExportProgressArgs {
  id: string;
}

/**
 * An order export wrote rows, finished or failed (spec 000 §2 Export button: the modal's progress
 * bar, then the download). Fed by orders' `orders.export.changed` (at most a few events a second
 * per export, the outcome always); heard only for the export followed (`id`) and only by its
 * author or whoever reads every export (`canReadOrderExport`, the rule of `orderExport(id)`).
 */
export const orderExportProgress: LiveSubscription<OrderExportChangedEvent, OrderExportProgressArgs> = {
  field: 'orderExportProgress',
  fieldSdl: 'orderExportProgress(id: ID!): OrderExportUpdate!',
  typeDefs: /* GraphQL */ `
    "One order export as it is now (the OrderExport fields its progress bar reads)."
    type OrderExportUpdate {
      id: ID!
      "running | done | failed"
      status: String!
      "Orders written to the CSV so far, out of total."
      progress: Int!
      total: Int!
      "The stored CSV (media File), once done."
      file_id: ID
      "Why a failed export failed."
      error: String
    }
  `,
  topic: TOPICS.orderExportChanged,
  accept: (user, data, args) => args.id === data.exportId && canReadOrderExport(user, data.authorId),
  toPayload: ({ data }) => ({ id: data.exportId, status: data.status, progress: data.progress, total: data.total, file_id: data.fileId, error: data.error }),
};
