import { graphql } from '@pod/platform';

export const FETCH_MULTIPLE_ORDERS = graphql(`
  mutation FetchMultipleOrders($siteId: ID!, $orderIds: [String!]!, $range: FetchOrdersRange) {
    fetchMultipleOrders(site_id: $siteId, order_ids: $orderIds, range_time: $range) {
      orders { id }
      failed { order_id message }
    }
  }
`);
