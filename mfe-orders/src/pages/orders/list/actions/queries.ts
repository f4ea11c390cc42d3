import { graphql } from '@pod/platform';

export const FETCH_MULTIPLE_ORDERS = graphql(`
  mutation FetchMultipleOrders($siteId: ID!, $orderIds: [String!]!, $range: FetchOrdersRange) {
    fetchMultipleOrders(site_id: $siteId, order_ids: $orderIds, range_time: $range) {
      orders { id }
      failed { order_id message }
    }
  }
`);

/**
 * What the accepted tab's bulk bar needs of each row: the list's row fragment spreads it, so the
 * assign-carrier modal has the product type's carriers and prices without another request.
 */
export const ORDER_BULK_FIELDS = graphql(`
  fragment OrderBulkFields on Order @_unmask {
    id
    name
    product_type {
      id
      title
      product_type_carriers { carrier { id name } price default }
    }
  }
`);

export const ASSIGN_ORDER_CARRIER = graphql(`
  mutation AssignOrderCarrier($orderIds: [ID!]!, $carrierId: ID!, $price: Float!) {
    assignOrderCarrier(order_ids: $orderIds, carrier_id: $carrierId, price: $price) {
      message
      succeeded
      refused { order_id message }
    }
  }
`);
