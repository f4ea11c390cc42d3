import { gql, tokenFor } from './api';

/** The launcher's demo store (DEMO_STORE_PORT), where the demo seller's "Sam Woo Shop" is connected with its order webhooks. */
export const DEMO_STORE_URL = `http://127.0.0.1:${process.env.DEMO_STORE_PORT ?? 4800}`;

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
