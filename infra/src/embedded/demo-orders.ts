import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import type { FakeWooStore, WooOrder, WooProduct } from '@pod/store-fakes';
import { graphql, signInAs } from '../smoke/gateway-client';
import { DEMO_ORDER_STATUS, DEMO_PRODUCTS, demoOrderPlan, demoProductImage, type DemoOrder, type DemoOrderKind, type DemoProduct } from './demo-orders-plan';

/**
 * `npm start`'s demo orders (issue 11 item 6), seeded after the suite is up and without holding
 * it up: the demo seller's products are created and pushed to the demo store through the
 * catalogue as the seller would, the plan's shoppers order them in the store, whose signed
 * webhooks go through the gateway to orders' real intake; media's render worker renders every
 * print file from the seeded artworks with the shopper's personalisation; then the orders move
 * along the status graph through the orders service's own mutations (history names who).
 * Nothing is written to a table directly, so what the demo shows is what production does.
 */

export interface DemoOrdersOptions {
  graphqlUrl: string;
  store: FakeWooStore;
  /** The public /media base (PUBLIC_MEDIA_URL): the shoppers' photos are pictures of our storage. */
  mediaUrl: string;
  logger: Logger;
  /** How many orders of the plan (default all, 42). */
  count?: number;
  /** Ends the seeding early (the suite is stopping). */
  signal?: AbortSignal;
  /** How long the renders may take before the seed moves on with what settled (default 5 minutes). */
  renderTimeoutMs?: number;
}

export interface DemoOrdersOutcome {
  outcome: 'seeded' | 'already seeded';
  /** Our orders (id, store order name) with the status each reached. */
  orders: Array<{ id: string; name: string; kind: DemoOrderKind; status: string }>;
  /** From the products' push to the last print file settled. */
  renderMs: number;
}

const ORDER_FIELDS = 'id name origin_id status';
const POLL_MS = 500;
/** How long a store-side change may take to come back through the webhook and intake's worker. */
const STORE_UPDATE_TIMEOUT_MS = 30_000;
const PLACING_AT_ONCE = 4;
const PUSH_TIMEOUT_MS = 120_000;

/** A GraphQL call through the gateway as one demo user (its answer as `graphql` gives it). */
type Call = (query: string, variables?: Record<string, unknown>) => ReturnType<typeof graphql>;

/** Seeds the demo orders unless the plan's first shopper already has an order (a second start adds nothing). */
export async function seedDemoOrders(options: DemoOrdersOptions): Promise<DemoOrdersOutcome> {
  const { graphqlUrl, store, logger, signal } = options;
  const plan = demoOrderPlan(options.mediaUrl, options.count);
  const seller = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
  const admin = await signInAs(graphqlUrl, DEMO_USERS.admin.email);
  const asSeller: Call = (query, variables) => graphql(graphqlUrl, query, variables, seller);
  const asAdmin: Call = (query, variables) => graphql(graphqlUrl, query, variables, admin);

  const existing = await ordersOf(asAdmin, plan[0]!.shopper.email);
  if (existing.length) return { outcome: 'already seeded', orders: [], renderMs: 0 };

  const started = Date.now();
  const storeProducts = new Map<string, WooProduct>();
  for (const shape of new Set(plan.map((o) => o.product).filter((p) => p !== null))) {
    signal?.throwIfAborted();
    storeProducts.set(shape, await ensurePushedProduct(asSeller, store, DEMO_PRODUCTS[shape], signal));
  }
  logger.info({ products: storeProducts.size }, 'demo orders: products pushed to the demo store');

  // Unpushed: a product of the store's own catalogue, which matches nothing of ours.
  const unmatched = [...store.catalogue.products.values()].find((p) => p.type === 'simple' && !p.meta_data.some((m) => m.key === 'pod_product_id'));
  const place = async (order: DemoOrder) => {
    const product = order.product ? storeProducts.get(order.product)! : unmatched;
    if (!product) throw new Error('the demo store has no product of its own to order');
    const variation = store.catalogue.variations.get(product.id)?.[order.variant];
    const { first_name, last_name, email, phone, address } = order.shopper;
    const { order: storeOrder, deliveries } = await store.placeOrder({
      billing: { first_name, last_name, email, phone, ...address, country: 'US' },
      shipping: { first_name, last_name, phone, ...address, country: 'US' },
      line_items: [{ product_id: product.id, variation_id: variation?.id, quantity: order.quantity, meta_data: order.personalization }],
    });
    // 202: orders recorded the delivery; its intake worker takes the order in after answering
    const refused = deliveries.filter((d) => !isAccepted(d.attempts.at(-1)));
    if (!deliveries.length || refused.length) throw new Error(`the demo store's order #${storeOrder.number} did not arrive (deliveries answered ${deliveries.map((d) => d.attempts.join('/')).join(', ') || 'none'})`);
    return { plan: order, store: storeOrder };
  };
  // a few checkouts at a time, as shoppers do: intake takes different store orders side by side
  const placed: Array<{ plan: DemoOrder; store: WooOrder }> = [];
  for (let i = 0; i < plan.length; i += PLACING_AT_ONCE) {
    signal?.throwIfAborted();
    placed.push(...(await Promise.all(plan.slice(i, i + PLACING_AT_ONCE).map(place))));
  }
  logger.info({ orders: placed.length }, 'demo orders: placed in the demo store and taken in; print files rendering');

  const ours = await findOrders(asAdmin, placed, Date.now() + (options.renderTimeoutMs ?? 300_000), signal);
  const settled = await waitForRenders(asAdmin, placed, ours.map((o) => o.id), logger, options.renderTimeoutMs ?? 300_000, signal);
  const renderMs = Date.now() - started;
  logger.info({ orders: settled.size, seconds: Math.round(renderMs / 100) / 10 }, 'demo orders: print files settled');

  const result: DemoOrdersOutcome['orders'] = [];
  for (const [index, { plan: order, store: storeOrder }] of placed.entries()) {
    signal?.throwIfAborted();
    const { id, name } = ours[index]!;
    const status = settled.get(id) ?? 'processing';
    const reached = await moveTo(order.kind, { id, status, storeOrderId: storeOrder.id }, { asSeller, asAdmin, store });
    result.push({ id, name, kind: order.kind, status: reached });
    if (reached !== DEMO_ORDER_STATUS[order.kind]) logger.warn({ order: id, kind: order.kind, status: reached }, 'demo orders: an order did not reach its planned status');
  }
  const byStatus = Object.fromEntries([...new Set(result.map((r) => r.status))].map((s) => [s, result.filter((r) => r.status === s).length]));
  logger.info({ byStatus }, 'demo orders: seeded');
  return { outcome: 'seeded', orders: result, renderMs };
}

/** The demo product of the seller's WooCommerce site (created once, found by title after), pushed; its copy in the demo store. */
async function ensurePushedProduct(asSeller: Call, store: FakeWooStore, product: DemoProduct, signal?: AbortSignal): Promise<WooProduct> {
  const site = DEMO_SITES.woo.id;
  const found = await asSeller('query DemoProducts($filter: ProductFilter) { products(filter: $filter) { hits { id title } } }', { filter: { site_id: site, search: product.title, limit: 10 } });
  let id: string | undefined = found.products.hits.find((p: { title: string }) => p.title === product.title)?.id;
  if (!id) {
    const { productTypeById: type } = await asSeller('query DemoType($id: ID!) { productTypeById(id: $id) { printAreas { id name } } }', { id: product.productTypeId });
    const { productTypeVariants } = await asSeller('query DemoTypeVariants($id: ID!) { productTypeVariants(product_type_id: $id) { id attributes { option } } }', { id: product.productTypeId });
    const variants = product.variants.map(({ options, price }, sorting) => {
      const variant = productTypeVariants.find((v: { attributes: Array<{ option: string }> }) => v.attributes.map((a) => a.option).join('/') === options.join('/'));
      if (!variant) throw new Error(`the demo product type of "${product.title}" has no variant ${options.join('/')}`);
      return { product_type_id: product.productTypeId, product_type_variant_id: variant.id, regular_price: price, active: true, sorting: sorting + 1 };
    });
    const printAreas = type.printAreas.map((area: { id: string; name: string }) => ({
      product_type_print_area_id: area.id,
      name: area.name,
      product_type_id: product.productTypeId,
      artwork_id: product.artworks[area.name],
    }));
    const created = await asSeller('mutation DemoProduct($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: {
        title: product.title,
        description: '<p>Personalised with the shopper\'s name, year, style and photo.</p>',
        site_id: site,
        product_type_ids: [product.productTypeId],
        variants,
        print_areas: printAreas,
        images: [demoProductImage(product.shape)],
      },
    });
    id = created.createProduct.id as string;
  }
  // the push worker records the store's product id once the push is done (a failed push never does: see /products/pushing)
  const deadline = Date.now() + PUSH_TIMEOUT_MS;
  for (;;) {
    const { productByID } = await asSeller('query DemoPushed($id: ID!) { productByID(id: $id) { origin_id } }', { id });
    const pushed = productByID?.origin_id ? store.catalogue.products.get(Number(productByID.origin_id)) : undefined;
    if (pushed) return pushed;
    if (Date.now() > deadline) throw new Error(`"${product.title}" did not reach the demo store; its push is on /products/pushing`);
    await sleep(POLL_MS, undefined, { signal });
  }
}

async function ordersOf(asAdmin: Call, email: string): Promise<Array<{ id: string; name: string; origin_id: string; status: string }>> {
  const { customers } = await asAdmin('query DemoCustomer($filter: CustomerFilter) { customers(filter: $filter) { hits { id email } } }', { filter: { search: email, site_ids: [DEMO_SITES.woo.id] } });
  const customer = customers.hits.find((c: { email: string }) => c.email === email);
  if (!customer) return [];
  return (await asAdmin(`query DemoCustomerOrders($id: ID!) { ordersByCustomer(cus_id: $id) { ${ORDER_FIELDS} } }`, { id: customer.id })).ordersByCustomer;
}

/** Our order id of each placed store order (one line each), found through the shopper intake upserted. */
/** A store's webhook delivery the receiver took (200 duplicate/ignored, 202 queued for intake). */
function isAccepted(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300;
}

/** Our order for each placed store order, polled until intake's worker has taken every one in (or `deadline`). */
async function findOrders(asAdmin: Call, placed: Array<{ plan: DemoOrder; store: WooOrder }>, deadline: number, signal?: AbortSignal): Promise<Array<{ id: string; name: string }>> {
  for (;;) {
    const byEmail = new Map<string, Array<{ id: string; name: string; origin_id: string }>>();
    for (const email of new Set(placed.map((p) => p.plan.shopper.email))) byEmail.set(email, await ordersOf(asAdmin, email));
    const found = placed.map(({ plan, store }) => ({ store, order: byEmail.get(plan.shopper.email)!.find((o) => o.origin_id === String(store.id)) }));
    const missing = found.find((f) => !f.order);
    if (!missing) return found.map(({ order }) => ({ id: order!.id, name: order!.name }));
    if (Date.now() > deadline) throw new Error(`intake kept no order for the demo store's order #${missing.store.number}`);
    await sleep(POLL_MS, undefined, { signal });
  }
}

/** Polls the orders until none is still `processing` (every print file rendered or failed), logging progress. */
async function waitForRenders(
  asAdmin: Call,
  placed: Array<{ plan: DemoOrder }>,
  ids: string[],
  logger: Logger,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const wanted = new Set(ids);
  const emails = [...new Set(placed.map((p) => p.plan.shopper.email))];
  const deadline = Date.now() + timeoutMs;
  let reported = -1;
  for (;;) {
    const statuses = new Map<string, string>();
    for (const email of emails) {
      for (const order of await ordersOf(asAdmin, email)) if (wanted.has(order.id)) statuses.set(order.id, order.status);
    }
    const waiting = [...statuses.values()].filter((s) => s === 'processing').length;
    if (waiting !== reported) {
      logger.info({ settled: statuses.size - waiting, of: wanted.size }, 'demo orders: print files');
      reported = waiting;
    }
    if (!waiting) return statuses;
    if (Date.now() > deadline) {
      logger.warn({ waiting }, 'demo orders: some print files are still rendering; moving on without them');
      return statuses;
    }
    await sleep(POLL_MS, undefined, { signal });
  }
}

const ACCEPT = 'mutation DemoAccept($id: ID!, $accept: Boolean!) { acceptDesign(orderId: $id, accept: $accept) { order { status } } }';
const SET_STATUS = 'mutation DemoStatus($id: ID!, $status: String!) { updateOrderStatus(order_id: $id, status: $status) { status } }';
const TRACKING = 'mutation DemoTracking($id: ID!, $tracking: TrackingInput!) { addTracking(order_id: $id, tracking: $tracking) { status } }';

/**
 * Moves one rendered order (pending_review) to where its kind ends, through the service's
 * mutations: the seller reviews (accept, reject, pause, cancel), the administrator exports and
 * works production (updateOrderStatus, tracking); a store cancellation goes through the store.
 * Returns the status reached; an order not in review (an error, a render still running) stays.
 */
async function moveTo(
  kind: DemoOrderKind,
  order: { id: string; status: string; storeOrderId: number },
  ctx: { asSeller: Call; asAdmin: Call; store: FakeWooStore },
): Promise<string> {
  if (order.status !== 'pending_review') return order.status;
  const { asSeller, asAdmin, store } = ctx;
  const id = order.id;
  const status = async (next: string) => (await asAdmin(SET_STATUS, { id, status: next })).updateOrderStatus.status as string;
  const tracking = (n: number) => asAdmin(TRACKING, { id, tracking: { carrier: 'USPS', number: `9400 1000 0000 0000 ${String(n).padStart(4, '0')}`, url: 'https://tools.usps.com/go/TrackConfirmAction' } });
  const read = async () => (await asAdmin('query DemoOrder($id: ID!) { order(id: $id) { status } }', { id })).order.status as string;
  switch (kind) {
    case 'pending_review':
    case 'error_render':
    case 'error_no_match':
      return order.status;
    case 'accepted':
      return (await asSeller(ACCEPT, { id, accept: true })).acceptDesign.order.status;
    case 'rejected':
      return (await asSeller(ACCEPT, { id, accept: false })).acceptDesign.order.status;
    case 'pending':
      await asSeller('mutation DemoPause($id: ID!) { pauseOrder(order_id: $id) { message } }', { id });
      return read();
    case 'cancelled':
      await asSeller('mutation DemoCancel($id: ID!) { cancelOrder(order_id: $id) { message } }', { id });
      return read();
    case 'cancelled_in_store': {
      await store.updateOrder(order.storeOrderId, { status: 'cancelled' });
      // the store's order.updated webhook is answered 202 and taken in by orders' intake worker right after
      const deadline = Date.now() + STORE_UPDATE_TIMEOUT_MS;
      let now = await read();
      while (now === 'pending_review' && Date.now() < deadline) {
        await sleep(POLL_MS);
        now = await read();
      }
      return now;
    }
    default:
      break;
  }
  await asSeller(ACCEPT, { id, accept: true });
  let reached = await status('exported');
  if (kind === 'ready') reached = await status('ready');
  if (kind === 'in_production' || kind === 'fulfilled' || kind === 'refunded') {
    reached = await status('in_production');
    await tracking(order.storeOrderId);
  }
  if (kind === 'fulfilled' || kind === 'refunded') reached = await status('fulfilled');
  if (kind === 'refunded') reached = await status('refunded');
  return reached;
}

/** Runs the seed in the background and logs instead of failing: the suite stays up either way. */
export function seedDemoOrdersInBackground(options: Omit<DemoOrdersOptions, 'signal'>): { done: Promise<DemoOrdersOutcome | null>; stop(): Promise<void> } {
  const abort = new AbortController();
  const done = seedDemoOrders({ ...options, signal: abort.signal }).then(
    (outcome) => {
      if (outcome.outcome === 'already seeded') options.logger.info('demo orders: already seeded');
      return outcome;
    },
    (error: unknown) => {
      if (!abort.signal.aborted) options.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'demo orders could not be seeded');
      return null;
    },
  );
  return {
    done,
    async stop() {
      abort.abort();
      await done;
    },
  };
}
