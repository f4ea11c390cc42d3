import { graphql, type ResultOf } from '@pod/platform';

/** Spec 000 §9: customers are listed 20 per page. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** Typing in the search box waits this long before asking the server. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

export const CUSTOMERS_QUERY = graphql(`
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
`);

export type CustomerRow = CustomersResult['customers']['hits'][number];

export type CustomersResult = ResultOf<typeof CUSTOMERS_QUERY>;
