import { graphql, type ResultOf } from '@pod/platform';

/** Everything the detail page shows; mutations answer with the same fields so urql's cache updates the page. */
const ORDER_DETAIL_FIELDS = graphql(`
  fragment OrderDetailFields on Order @_unmask {
    id
    origin_id
    name
    title
    sku
    status
    paused
    paused_from
    detail_label
    design_status
    created_at
    quantity
    price
    base_cost
    shipping_cost
    currency
    customer_id
    customer { first_name last_name email phone }
    shipping_address {
      first_name last_name phone address1 address2 company city state state_code zip country country_code
    }
    tracking { carrier number url }
    designs {
      id base_print_area_id base_print_area_name status log file_id file_key width height dpi is_custom
      preflight { ok effective_dpi message }
      revision
    }
    personalizedData { printArea personalized { name value } }
    history { id type message created_at user { first_name last_name email } }
  }
`);

export const ORDER_DETAIL_QUERY = graphql(
  `
  query OrderDetail($id: ID!) {
    orderById(id: $id) { ...OrderDetailFields }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

/** The order's variant and its picture (its mockup), for the summary. */
export const ORDER_MOCKUP_QUERY = graphql(`
  query OrderMockup($id: ID!) {
    orderById(id: $id) {
      id
      product { id images }
      variant { id image product_type_variant { attributes { name option } } }
    }
  }
`);

export const ORDER_COMMENTS_QUERY = graphql(`
  query OrderComments($orderId: ID!) {
    orderComment(order_id: $orderId) {
      id comment created_at author { first_name last_name email }
    }
  }
`);

export const CREATE_COMMENT = graphql(`
  mutation CreateOrderComment($orderId: ID!, $comment: String!) {
    createComment(order_id: $orderId, comment: $comment) { id comment created_at author { first_name last_name email } }
  }
`);

export const CANCEL_ORDER = graphql(
  `
  mutation CancelOrder($orderId: ID!) {
    cancelOrder(order_id: $orderId) { message order { ...OrderDetailFields } }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export const PAUSE_ORDER = graphql(
  `
  mutation PauseOrder($orderId: ID!) {
    pauseOrder(order_id: $orderId) { message order { ...OrderDetailFields } }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export const RESUME_ORDER = graphql(
  `
  mutation ResumeOrder($orderId: ID!) {
    resumeOrder(order_id: $orderId) { message order { ...OrderDetailFields } }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export const ADD_TRACKING = graphql(
  `
  mutation AddOrderTracking($orderId: ID!, $tracking: TrackingInput!) {
    addTracking(order_id: $orderId, tracking: $tracking) { ...OrderDetailFields }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export const UPDATE_CUSTOMER_INFO = graphql(
  `
  mutation UpdateOrderCustomerInfo($orderId: ID!, $info: CustomerInfoInput!) {
    updateCustomerInfo(order_id: $orderId, customer_info: $info) { ...OrderDetailFields }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export const REGENERATE_DESIGN = graphql(
  `
  mutation RegenerateOrderDesign($orderId: ID!, $designId: ID) {
    reGeneratePrintFile(orderId: $orderId, designID: $designId) { message order { ...OrderDetailFields } }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export const UPLOAD_DESIGNS = graphql(
  `
  mutation UploadOrderDesigns($orderId: ID!, $input: [UploadDesignInput!]!) {
    uploadDesigns(orderId: $orderId, input: $input) { message order { ...OrderDetailFields } }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export const ACCEPT_DESIGN = graphql(
  `
  mutation AcceptOrderDesign($orderId: ID!, $accept: Boolean!) {
    acceptDesign(orderId: $orderId, accept: $accept) { message order { ...OrderDetailFields } }
  }
`,
  [ORDER_DETAIL_FIELDS],
);

export type OrderDetail = ResultOf<typeof ORDER_DETAIL_FIELDS>;
export type OrderDesign = OrderDetail['designs'][number];

/** Download: a fresh 5-minute presigned URL per click (never cached: it expires). */
export const ORDER_DESIGN_DOWNLOAD = graphql(`
  query OrderDesignDownload($orderId: ID!, $designId: ID!) {
    orderDesignDownload(orderId: $orderId, designId: $designId) { url file_name expires_at }
  }
`);
