import { expect } from '@playwright/test';
import { gql, tokenFor } from './api';
import type { StoreLine } from './catalogue';
import { connectWooSiteToFakeStore, FAKE_WOO_URL, fakeWooApi, type ConnectedSite } from './stores';
import { PORTS } from './ports';

/** The launcher's demo store (DEMO_STORE_PORT), where the demo seller's "Sam Woo Shop" is connected with its order webhooks. */
export const DEMO_STORE_URL = `http://127.0.0.1:${PORTS['demo-store']}`;

/** A product id of the demo store's catalogue, read from its hand-order page (the store API needs the site's keys). */
async function demoStoreProductId(): Promise<number> {
  const html = await (await fetch(`${DEMO_STORE_URL}/__fake/place-order`)).text();
  const id = /value="(\d+)/.exec(html)?.[1];
  if (!id) throw new Error('the demo store lists no product to order');
  return Number(id);
}

/**
 * Places an order on the demo store as a shopper would: the store delivers its signed
 * `order.created` webhook through the gateway to orders' real intake. The store's products are
 * not the catalog's, so intake keeps the order with status `error` ("no match") — an order of the
 * demo seller with a customer and a shipping address, which is what the detail page needs.
 * Returns the order's id, found through the customer intake created for `email`.
 */
export async function placeDemoStoreOrder(email: string): Promise<{ id: string; name: string }> {
  const placed = await fetch(`${DEMO_STORE_URL}/__fake/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      billing: { first_name: 'Olive', last_name: 'Order', email },
      shipping: { first_name: 'Olive', last_name: 'Order', address_1: '12 Detail Rd', city: 'Austin', state: 'TX', postcode: '78701', country: 'US', phone: '+1 512 555 0199' },
      line_items: [{ product_id: await demoStoreProductId(), quantity: 1 }],
    }),
  });
  if (!placed.ok) throw new Error(`the demo store refused the order (${placed.status}): ${await placed.text()}`);
  const event = (await placed.json()) as { deliveries: Array<{ status?: number; response?: { status?: number } }> };
  if (!event.deliveries.length) throw new Error('the demo store delivered no webhook: is the demo site connected?');

  const token = await tokenFor('seller@pod.local');
  const { customers } = await gql<{ customers: { hits: Array<{ id: string }> } }>(
    'query ($search: String) { customers(filter: { search: $search }) { hits { id } } }',
    { search: email },
    token,
  );
  const customer = customers.hits[0];
  if (!customer) throw new Error(`intake created no customer ${email}`);
  const { ordersByCustomer } = await gql<{ ordersByCustomer: Array<{ id: string; name: string }> }>(
    'query ($id: ID!) { ordersByCustomer(cus_id: $id) { id name } }',
    { id: customer.id },
    token,
  );
  const order = ordersByCustomer[0];
  if (!order) throw new Error(`intake kept no order for ${email}`);
  return order;
}

export interface SeededOrder {
  id: string;
  name: string;
  status: string;
}

export const ORDERS_OF_SITE = `query ($filter: OrderFilter) {
  orders(filter: $filter) { count hits { id name status } aggs { key doc_count } }
}`;

/**
 * Places a shopper's order for `line` (default: the fake store's first product, which no product
 * of ours matches); every site connected to the store hears of it by webhook.
 */
export async function placeFakeStoreOrder(lastName: string, line?: StoreLine): Promise<{ id: number }> {
  const item = line ?? { product_id: (await fakeWooApi<Array<{ id: number }>>('products?per_page=1'))[0]!.id };
  const placed = await fetch(`${FAKE_WOO_URL}/__fake/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      billing: { first_name: 'Lister', last_name: lastName, email: `lister.${Date.now()}.${lastName.toLowerCase()}@example.com` },
      line_items: [{ ...item, quantity: 1 }],
    }),
  });
  if (!placed.ok) throw new Error(`the fake store refused the order (${placed.status})`);
  return ((await placed.json()) as { order: { id: number } }).order;
}

/**
 * A new WooCommerce site of the demo seller on the fake store, its order webhooks registered (as
 * the seller's "Update webhooks" does), with `count` store orders taken in. With `sells`, the
 * orders are of the store line it returns once the site exists (e.g. a product pushed there,
 * support/catalogue.ts), so intake matches them to our product; else no product matches.
 */
export async function siteWithOrders(count: number, sells?: (site: ConnectedSite) => Promise<StoreLine>): Promise<{ site: ConnectedSite; orders: SeededOrder[] }> {
  const site = await connectWooSiteToFakeStore('seller@pod.local', `E2E List ${Date.now()}`);
  await gql('mutation ($id: ID!) { updateWebhooks(id: $id) { id } }', { id: site.id }, site.token);
  const line = sells ? await sells(site) : undefined;
  for (let i = 0; i < count; i++) await placeFakeStoreOrder(`No${i}`, line);
  const admin = await tokenFor('admin@pod.local');
  let orders: SeededOrder[] = [];
  await expect(async () => {
    const { orders: list } = await gql(ORDERS_OF_SITE, { filter: { site_id: site.id, limit: 50 } }, admin);
    orders = list.hits;
    expect(orders).toHaveLength(count);
  }).toPass({ timeout: 30_000 });
  return { site, orders };
}

/** Moves an order along the status graph as the Administrator. */
export async function moveOrder(token: string, orderId: string, path: string[]) {
  for (const status of path) {
    await gql('mutation ($id: ID!, $status: String!) { updateOrderStatus(order_id: $id, status: $status) { id } }', { id: orderId, status }, token);
  }
}
