/**
 * Fixed ids of the demo data seeded on first start, shared so each service can seed its own
 * rows that point at another service's demo rows (orders' customers belong to the seller's
 * sites) without reading that service's tables.
 */
export const DEMO_PASSWORD = 'demo-pass-1';

export const DEMO_USERS = {
  admin: { id: '00000000-0000-4000-8000-000000000001', email: 'admin@pod.local', first_name: 'Ada', last_name: 'Admin', roles: ['Administrator'], is_supper_admin: true },
  seller: { id: '00000000-0000-4000-8000-000000000002', email: 'seller@pod.local', first_name: 'Sam', last_name: 'Seller', roles: ['Seller'], is_supper_admin: false },
  supplier: { id: '00000000-0000-4000-8000-000000000003', email: 'supplier@pod.local', first_name: 'Sue', last_name: 'Supplier', roles: ['Supplier'], is_supper_admin: false },
  supporter: { id: '00000000-0000-4000-8000-000000000004', email: 'supporter@pod.local', first_name: 'Pat', last_name: 'Supporter', roles: ['Supporter'], is_supper_admin: false },
  listing: { id: '00000000-0000-4000-8000-000000000005', email: 'listing@pod.local', first_name: 'Lee', last_name: 'Listing', roles: ['Listing'], is_supper_admin: false },
  accounting: { id: '00000000-0000-4000-8000-000000000006', email: 'accounting@pod.local', first_name: 'Ann', last_name: 'Accounting', roles: ['Accounting'], is_supper_admin: false },
  designer: { id: '00000000-0000-4000-8000-000000000007', email: 'designer@pod.local', first_name: 'Dee', last_name: 'Designer', roles: ['Designs'], is_supper_admin: false },
} as const;

export const DEMO_SITES = {
  woo: { id: '00000000-0000-4000-9000-000000000001', title: 'Sam Woo Shop', domain: 'https://woo.example.com', platform: 'woocommerce', verified: true, type: 'online' },
  offline: { id: '00000000-0000-4000-9000-000000000002', title: 'Sam Offline Imports', domain: 'https://import.local', platform: 'import', verified: true, type: 'offline' },
  shopifyPending: { id: '00000000-0000-4000-9000-000000000003', title: 'Sam Shopify (pending)', domain: 'sam-shop.myshopify.com', platform: 'shopify', verified: false, type: 'online' },
} as const;
