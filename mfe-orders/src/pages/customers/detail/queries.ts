import { graphql, type ResultOf } from '@pod/platform';

export const CUSTOMER_DETAIL_QUERY = graphql(`
  query CustomerDetail($id: ID!) {
    customerById(id: $id) {
      id
      first_name
      last_name
      email
      phone
      created_at
      address {
        address1
        address2
        city
        state
        state_code
        country
        country_code
        zip
        company
      }
      lifetime_value
      order_count
      average_order_value
    }
  }
`);

/** Kept separate from the customer so the orders table can load (and fail) on its own. */
export const CUSTOMER_ORDERS_QUERY = graphql(`
  query CustomerOrders($cusId: ID!) {
    ordersByCustomer(cus_id: $cusId) {
      id
      name
      title
      price
      quantity
      created_at
      status
    }
  }
`);

export type CustomerDetail = NonNullable<ResultOf<typeof CUSTOMER_DETAIL_QUERY>['customerById']>;

export type CustomerOrder = ResultOf<typeof CUSTOMER_ORDERS_QUERY>['ordersByCustomer'][number];
