import { gql } from 'urql';

/** Spec 000 §9: customers are listed 20 per page. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** Typing in the search box waits this long before asking the server. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

export const CUSTOMERS_QUERY = gql`
  query CustomersList($filter: CustomerFilter) {
    customers(filter: $filter) {
      count
      hits {
        id
        first_name
        last_name
        email
        phone
        address {
          city
          state
          country
        }
      }
    }
  }
`;

export interface CustomerRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: { city: string | null; state: string | null; country: string | null } | null;
}

export interface CustomersResult {
  customers: { count: number; hits: CustomerRow[] };
}
