/* eslint-disable */
/* prettier-ignore */
import type { TadaDocumentNode, $tada } from 'gql.tada';

declare module 'gql.tada' {
 interface setupCache {
    /** @gql.tada/hash sha256:a5fafb6f1af761e26cb19e27acb237ec */
    "\n  query CustomerDetail($id: ID!) {\n    customerById(id: $id) {\n      id\n      first_name\n      last_name\n      email\n      phone\n      created_at\n      address {\n        address1\n        address2\n        city\n        state\n        state_code\n        country\n        country_code\n        zip\n        company\n      }\n      lifetime_value\n      order_count\n      average_order_value\n    }\n  }\n":
      TadaDocumentNode<{ customerById: { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; created_at: string; address: { address1: string | null; address2: string | null; city: string | null; state: string | null; state_code: string | null; country: string | null; country_code: string | null; zip: string | null; company: string | null; } | null; lifetime_value: number; order_count: number; average_order_value: number; } | null; }, { id: string; }, void>;
    /** @gql.tada/hash sha256:2b3626382517b3e649d2f7f7da49d545 */
    "\n  query CustomerOrders($cusId: ID!) {\n    ordersByCustomer(cus_id: $cusId) {\n      id\n      name\n      price\n      quantity\n      created_at\n      status\n    }\n  }\n":
      TadaDocumentNode<{ ordersByCustomer: { id: string; name: string; price: number; quantity: number; created_at: string; status: string; }[]; }, { cusId: string; }, void>;
    /** @gql.tada/hash sha256:69b3bb3bc2d92c9f1bbe43e064ee6684 */
    "\n  query CustomersList($filter: CustomerFilter) {\n    customers(filter: $filter) {\n      count\n      hits {\n        id\n        first_name\n        last_name\n        email\n        phone\n        address {\n          city\n          state\n          country\n        }\n      }\n    }\n  }\n":
      TadaDocumentNode<{ customers: { count: number; hits: { id: string; first_name: string | null; last_name: string | null; email: string | null; phone: string | null; address: { city: string | null; state: string | null; country: string | null; } | null; }[]; }; }, { filter?: { site_ids?: string[] | null | undefined; search?: string | null | undefined; offset?: number | null | undefined; limit?: number | null | undefined; } | null | undefined; }, void>;
  }
}
