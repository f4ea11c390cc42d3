import { gql } from 'urql';

export const CUSTOMER_DETAIL_QUERY = gql`
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
`;

/** Kept separate from the customer so the orders table can load (and fail) on its own. */
export const CUSTOMER_ORDERS_QUERY = gql`
  query CustomerOrders($cusId: ID!) {
    ordersByCustomer(cus_id: $cusId) {
      id
      name
      price
      quantity
      created_at
      status
    }
  }
`;

export interface CustomerAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  state_code: string | null;
  country: string | null;
  country_code: string | null;
  zip: string | null;
  company: string | null;
}

export interface CustomerDetail {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  created_at: string;
  address: CustomerAddress | null;
  lifetime_value: number;
  order_count: number;
  average_order_value: number;
}

export interface CustomerOrder {
  id: string;
  name: string | null;
  price: number;
  quantity: number;
  created_at: string;
  status: string;
}
