import { canReadOrder, TOPICS, type OrderChangedEvent } from '@pod/contracts';
import type { LiveSubscription } from './live-subscription';

export interface OrderListChangedArgs {
  site_id?: string | null;
}

/**
 * An order was created, or its status or a design's status changed: the open /orders list
 * refreshes its rows and tab counts without a reload (issue 12 "Live"). Fed by orders'
 * `orders.order.changed`; heard by whoever may read the order (contracts' `canReadOrder`: staff, the
 * site's seller, a Supplier from accepted on); `site_id` narrows it to one site (the Seller's
 * current site).
 */
export const orderListChanged: LiveSubscription<OrderChangedEvent, OrderListChangedArgs> = {
  field: 'orderListChanged',
  fieldSdl: 'orderListChanged(site_id: ID): OrderListChange!',
  typeDefs: /* GraphQL */ `
    "One order of the list as it is after the change."
    type OrderListChange {
      id: ID!
      site_id: ID!
      "created | status | design"
      change: String!
      "The order's status now ('pending' while paused)."
      status: String!
      paused_from: String
      "The Designs tag now: Error > Processing > Pending > View."
      design_status: String!
    }
  `,
  topic: TOPICS.orderChanged,
  accept: (user, data, args) =>
    (!args?.site_id || args.site_id === data.siteId) && canReadOrder(user, { sellerId: data.sellerId, status: data.status, pausedFrom: data.pausedFrom }),
  toPayload: ({ data }) => ({
    id: data.orderId,
    site_id: data.siteId,
    change: data.change,
    status: data.status,
    paused_from: data.pausedFrom,
    design_status: data.designStatus,
  }),
};
