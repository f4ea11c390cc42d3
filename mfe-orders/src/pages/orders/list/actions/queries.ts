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
 * assign-carrier modal has the product type's carriers and prices without another request, and
 * the row shows the carrier assigned (`OrderCarrier`).
 */
export const ORDER_BULK_FIELDS = graphql(`
  fragment OrderBulkFields on Order @_unmask {
    id
    name
    carrier { id name price }
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

export const UPDATE_ORDER_CUSTOMIZE = graphql(`
  mutation UpdateOrderCustomize($id: ID!, $customize: [OrderCustomizeInput!]!) {
    updateOrderCustomize(id: $id, customize: $customize) {
      message
      order { id status personalizedData { printArea personalized { name value } } designs { id status revision } }
    }
  }
`);

export const REFRESH_ORDER = graphql(`
  mutation RefreshOrder($orderId: ID!) {
    refreshOrder(order_id: $orderId) { message order { id status } }
  }
`);

export const ENTER_PAYMENT = graphql(`
  mutation EnterOrderPayment($orderId: ID!) {
    enterPayment(order_id: $orderId) { message order { id status paid paid_at } }
  }
`);

export const DELETE_ORDER = graphql(`
  mutation DeleteOrder($orderId: ID!) {
    deleteOrder(order_id: $orderId) { message order_id }
  }
`);

/** Cancel Order with the Administrator's options (in the store or not × with or without related orders). */
export const CANCEL_ORDER_WITH_OPTIONS = graphql(`
  mutation CancelOrderWithOptions($orderId: ID!, $inStore: Boolean!, $withRelated: Boolean!) {
    cancelOrder(order_id: $orderId, cancel_in_store: $inStore, with_related: $withRelated) {
      message
      cancelled
      refused { order_id message }
      store_message
      order { id status }
    }
  }
`);

/** What decides the upload-designs drawer's uploader (`designUploader`). */
export const ORDER_PRODUCT_DESIGN_KIND = graphql(`
  query OrderProductDesignKind($id: ID!) {
    orderById(id: $id) { id product { id print_areas { artwork_id } } }
  }
`);

export const UPDATE_ORDER_PRINT_FILES = graphql(`
  mutation UpdateOrderPrintFiles($orderId: ID!, $printFiles: [OrderPrintFileInput!]!, $ready: Boolean!) {
    updateOrderPrintFiles(order_id: $orderId, print_files: $printFiles, is_ready: $ready) {
      message
      order { id status designs { id status file_id file_key revision } }
    }
  }
`);
