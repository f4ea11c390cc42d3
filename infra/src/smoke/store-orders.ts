import type { Client } from 'graphql-ws';
import { DEMO_ARTWORK_IMAGES_PREFIX } from '@pod/contracts';
import type { FakeWooStore } from '@pod/store-fakes';
import { SEED_ARTWORK_IDS } from '@pod/artworks/seed';
import { collect, graphql } from './gateway-client';
import { connectWooSite, createProduct, uploadImage, type CreatedProduct, type DemoProductType } from './product-push';

/**
 * Personalised store orders through the real intake, shared by the distributed smoke
 * (order-render.ts) and the print-file bench: a seller's WooCommerce site on a fake store with
 * its order webhooks registered at the gateway, a product pushed to that store, and shoppers'
 * orders the store delivers as signed `order.created` webhooks.
 */

/**
 * The demo "personalised" artwork (@pod/artwork-scene's reference): the shopper's `Name` (at most
 * 14 characters) and "Your photo" (required; a picture of our storage: the demo shopper photo).
 */
const PERSONALISED_ARTWORK = SEED_ARTWORK_IDS[2]!;
const SHOPPER_PHOTO = `${DEMO_ARTWORK_IMAGES_PREFIX}/images/shopper-photo.png`;
const PUSH_TIMEOUT_MS = 60_000;

export interface StoreProduct {
  siteId: string;
  product: CreatedProduct;
  /** The store's product and the variation shoppers order. */
  storeProductId: number;
  variationId: number;
}

/**
 * Connects a new WooCommerce site of the seller to `store`, registers its order webhooks
 * (`updateWebhooks`: at PUBLIC_API_URL/webhooks/woocommerce/<site>, i.e. the gateway) and pushes
 * a product of `productType` whose every print area carries the personalised demo artwork.
 */
export async function sellOnStore(graphqlUrl: string, token: string, store: FakeWooStore, productType: DemoProductType): Promise<StoreProduct> {
  const site = await connectWooSite(graphqlUrl, token, store);
  await graphql(graphqlUrl, 'mutation SmokeSiteWebhooks($id: ID!) { updateWebhooks(id: $id) { id } }', { id: site.id }, token);
  const image = await uploadImage(graphqlUrl, token);
  const product = await createProduct(graphqlUrl, token, site.id, image, { productType, artworkFor: () => PERSONALISED_ARTWORK });
  await waitForPushed(graphqlUrl, token, site.id, product.id);
  const stored = [...store.catalogue.products.values()].find((p) => p.meta_data.some((m) => m.key === 'pod_product_id' && m.value === product.id));
  const variation = stored && [...(store.catalogue.variations.get(stored.id)?.values() ?? [])][0];
  if (!stored || !variation) throw new Error(`the store holds no variation of product ${product.id} after its push`);
  return { siteId: site.id, product, storeProductId: stored.id, variationId: variation.id };
}

/** Polls the seller's pushing list until the product's row is Pushed (an Error row fails at once). */
async function waitForPushed(graphqlUrl: string, token: string, siteId: string, productId: string): Promise<void> {
  const deadline = Date.now() + PUSH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const data = await graphql(graphqlUrl, 'query SmokePushed($filter: CampaignStoreFilter) { campaignStores(filter: $filter) { hits { productId status log } } }', { filter: { siteId, offset: 0, limit: 20 } }, token);
    const row = (data.campaignStores.hits as Array<{ productId: string; status: string; log: string | null }>).find((r) => r.productId === productId);
    if (row?.status === 'Pushed') return;
    if (row?.status === 'Error') throw new Error(`the push of product ${productId} failed: ${row.log ?? '(no log)'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`product ${productId} was not Pushed within ${PUSH_TIMEOUT_MS / 1000} s`);
}

/**
 * A shopper orders the product with their name (≤ 14 characters) and photo as personalisation
 * (line `meta_data`, as WooCommerce product add-ons store it); resolves once the store's
 * signed webhook was answered (throws unless the gateway answered 202, or 200). Returns the store order
 * id and when the webhook was accepted.
 */
export async function placePersonalisedOrder(store: FakeWooStore, sold: StoreProduct, shopper: { email: string; name: string }): Promise<{ storeOrderId: number; acceptedAt: number }> {
  const { order, deliveries } = await store.placeOrder({
    billing: { first_name: shopper.name, last_name: 'Shopper', email: shopper.email },
    line_items: [{ product_id: sold.storeProductId, variation_id: sold.variationId, quantity: 1, meta_data: [
      { key: 'Name', value: shopper.name },
      { key: 'Your photo', value: SHOPPER_PHOTO },
    ] }],
  });
  const acceptedAt = performance.now();
  const answers = deliveries.map((d) => d.attempts.at(-1));
  // 202: the orders service recorded it and takes the order in off the request path
  if (!answers.length || answers.some((status) => status !== 202 && status !== 200)) throw new Error(`the store's order.created webhook was not accepted (answers ${JSON.stringify(answers)})`);
  return { storeOrderId: order.id, acceptedAt };
}

export interface OrderWithDesigns {
  id: string;
  origin_id: string;
  status: string;
  designs: Array<{ id: string; status: string; file_id: string | null; width: number; height: number }>;
  /** The order's history: an order intake refused says why here (type 'error'). */
  history: Array<{ type: string; message: string }>;
}

/** The orders intake made for a shopper (their customer record), with their designs. */
export async function ordersOfShopper(graphqlUrl: string, token: string, email: string): Promise<OrderWithDesigns[]> {
  const { customers } = await graphql(graphqlUrl, 'query SmokeCustomer($search: String) { customers(filter: { search: $search }) { hits { id email } } }', { search: email }, token);
  const customer = (customers.hits as Array<{ id: string; email: string }>).find((c) => c.email === email);
  if (!customer) return [];
  const data = await graphql(
    graphqlUrl,
    'query SmokeShopperOrders($id: ID!) { ordersByCustomer(cus_id: $id) { id origin_id status designs { id status file_id width height } history { type message } } }',
    { id: customer.id },
    token,
  );
  return data.ordersByCustomer as OrderWithDesigns[];
}

export interface PrintFileUpdate {
  order_id: string;
  order_status: string;
  design: { id: string; status: string; file_id: string | null; width: number; height: number; log: string | null };
  /** performance.now() when the update arrived. */
  at: number;
}

/**
 * `generateOrderPrintFile` over the gateway's websocket (what the order detail page listens
 * to): every update the client may hear, stamped with its arrival time.
 */
export function printFileFeed(client: Client): { updates: PrintFileUpdate[]; failure: Promise<never> } {
  const updates: PrintFileUpdate[] = [];
  const live = collect<Omit<PrintFileUpdate, 'at'>>(
    client,
    'subscription SmokePrintFiles { generateOrderPrintFile { order_id order_status design { id status file_id width height log } } }',
    'generateOrderPrintFile',
    (update) => updates.push({ ...update, at: performance.now() }),
  );
  return { updates, failure: live.failure };
}

/**
 * Waits (checking every 100 ms) until `done()`; fails on a broken subscription, after `timeoutMs`,
 * or at once when `done` throws (callers throw on a design heard in Error).
 */
export async function waitUntil(done: () => boolean, failure: Promise<never>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await Promise.race([failure, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}

/** Throws on the first of these designs heard in Error (with the render's log). */
export function failOnError(updates: PrintFileUpdate[], designIds: Iterable<string>): void {
  const ids = new Set(designIds);
  const failed = updates.find((u) => ids.has(u.design.id) && u.design.status === 'Error');
  if (failed) throw new Error(`design ${failed.design.id} of order ${failed.order_id} failed to render: ${failed.design.log ?? '(no log)'}`);
}
