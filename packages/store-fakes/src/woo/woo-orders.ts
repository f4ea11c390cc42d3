import { randomBytes } from 'node:crypto';
import type express from 'express';
import { signWebhookBody, type WebhookDeliveries, type WebhookDelivery } from '../webhook-deliveries';
import type { WooCatalogue } from './woo-catalogue';
import { wooError, WooRestError } from './woo-rest';
import type { WooAddress, WooOrder, WooOrderLineItem, WooOrderNote } from './woo-types';

/**
 * The store's orders (REST v3 `orders`) and the webhook deliveries they cause: creating an
 * order (API or `placeOrder`) delivers `order.created`, changing one delivers `order.updated`,
 * to every active webhook of that topic, signed with the webhook's secret as WooCommerce does
 * (`X-WC-Webhook-Signature`: base64 HMAC-SHA256 of the body).
 */

/** A line as a test or the order form gives it; name, SKU and price come from the catalogue when absent. */
export interface WooOrderLineInput {
  product_id: number;
  variation_id?: number;
  quantity?: number;
  sku?: string;
  name?: string;
  price?: string;
  meta_data?: Array<{ key: string; value: unknown }>;
}

export interface WooOrderInput {
  status?: string;
  currency?: string;
  billing?: Partial<WooAddress>;
  shipping?: Partial<WooAddress>;
  line_items?: WooOrderLineInput[];
  shipping_lines?: Array<{ method_id?: string; method_title?: string; total?: string }>;
  customer_note?: string;
}

/** What `placeOrder` / `updateOrder` return: the order and the deliveries it caused, already answered. */
export interface WooOrderEvent {
  order: WooOrder;
  deliveries: WebhookDelivery[];
}

const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed', 'trash', 'checkout-draft'];
const DEMO_ADDRESS: WooAddress = { first_name: 'Jane', last_name: 'Shopper', company: '', address_1: '1 Main St', address_2: '', city: 'Austin', state: 'TX', postcode: '78701', country: 'US', email: 'jane@example.com', phone: '+1 512 555 0100' };

/** The order book as plain data (see `WooCatalogue.snapshot`). */
export interface WooOrderBookState {
  orders: WooOrder[];
  versions: Array<[number, WooOrder[]]>;
  notes: Array<[number, WooOrderNote[]]>;
  lastModified: number;
}

export class WooOrderBook {
  readonly orders = new Map<number, WooOrder>();
  /** Every state each order has been in, oldest first (for delivering an older update after a newer one). */
  readonly versions = new Map<number, WooOrder[]>();
  readonly notes = new Map<number, WooOrderNote[]>();
  private lastModified = 0;
  /** Called after every change of an order or its notes (a store that keeps its state saves then). */
  onChange: () => void = () => {};

  constructor(
    private readonly catalogue: WooCatalogue,
    private readonly deliveries: WebhookDeliveries,
    private readonly source: () => string,
  ) {}

  snapshot(): WooOrderBookState {
    return { orders: [...this.orders.values()], versions: [...this.versions.entries()], notes: [...this.notes.entries()], lastModified: this.lastModified };
  }

  restore(state: WooOrderBookState): void {
    this.orders.clear();
    for (const order of state.orders) this.orders.set(order.id, order);
    this.versions.clear();
    for (const [id, list] of state.versions) this.versions.set(id, list);
    this.notes.clear();
    for (const [id, list] of state.notes) this.notes.set(id, list);
    this.lastModified = state.lastModified;
  }

  /** Creates an order (as checkout or `POST orders` does) and delivers `order.created`. */
  async placeOrder(input: WooOrderInput): Promise<WooOrderEvent> {
    const order = this.create(input);
    return { order, deliveries: await this.notify(order, 'created') };
  }

  /** Changes an order (status, addresses…) and delivers `order.updated`. */
  async updateOrder(id: number, changes: WooOrderInput): Promise<WooOrderEvent> {
    const order = this.update(this.orderOr404(id), changes);
    return { order, deliveries: await this.notify(order, 'updated') };
  }

  /**
   * Delivers `order.updated` with an earlier state of the order (`version` 0 = as created) as a
   * new delivery: what a receiver sees when deliveries arrive out of order.
   */
  deliverOlderVersion(id: number, version: number): Promise<WebhookDelivery[]> {
    const state = this.versions.get(id)?.[version];
    if (!state) throw new Error(`order ${id} has no version ${version}`);
    return this.notify(state, 'updated');
  }

  /** An order note (`customer_note`: shown and mailed to the shopper), as "Add tracking" leaves one. */
  addNote(order: WooOrder, text: string, customerNote: boolean): WooOrderNote {
    const at = new Date().toISOString().slice(0, 19);
    const note: WooOrderNote = { id: this.catalogue.id(), author: 'WooCommerce', date_created: at, date_created_gmt: at, note: text, customer_note: customerNote };
    this.notes.set(order.id, [...(this.notes.get(order.id) ?? []), note]);
    this.onChange();
    return note;
  }

  create(input: WooOrderInput): WooOrder {
    const lines = (input.line_items ?? []).map((line) => this.lineItem(line));
    if (!lines.length) throw new WooRestError(wooError(400, 'woocommerce_rest_required_product_reference', 'An order needs at least one line item.'));
    const id = this.catalogue.id();
    const { local, gmt } = this.stamp();
    const shippingLines = (input.shipping_lines ?? [{ method_id: 'flat_rate', method_title: 'Flat rate', total: '4.99' }]).map((s) => ({ id: this.catalogue.id(), method_id: s.method_id ?? 'flat_rate', method_title: s.method_title ?? 'Flat rate', total: money(s.total ?? 0) }));
    const shippingTotal = shippingLines.reduce((sum, s) => sum + Number(s.total), 0);
    const billing = { ...DEMO_ADDRESS, ...input.billing };
    const order: WooOrder = {
      id,
      parent_id: 0,
      number: String(id),
      order_key: `wc_order_${randomBytes(6).toString('hex')}`,
      created_via: 'checkout',
      status: this.status(input.status ?? 'processing'),
      currency: input.currency ?? 'USD',
      date_created: local,
      date_created_gmt: gmt,
      date_modified: local,
      date_modified_gmt: gmt,
      discount_total: '0.00',
      shipping_total: money(shippingTotal),
      total: money(lines.reduce((sum, l) => sum + Number(l.total), 0) + shippingTotal),
      total_tax: '0.00',
      customer_id: 0,
      customer_note: input.customer_note ?? '',
      billing,
      shipping: { ...withoutEmail(billing), ...input.shipping },
      payment_method: 'cod',
      line_items: lines,
      shipping_lines: shippingLines,
      meta_data: [],
    };
    this.orders.set(id, order);
    this.versions.set(id, [structuredClone(order)]);
    this.onChange();
    return order;
  }

  update(order: WooOrder, changes: WooOrderInput): WooOrder {
    const { local, gmt } = this.stamp();
    const next: WooOrder = {
      ...order,
      status: changes.status !== undefined ? this.status(changes.status) : order.status,
      billing: { ...order.billing, ...changes.billing },
      shipping: { ...order.shipping, ...changes.shipping },
      customer_note: changes.customer_note ?? order.customer_note,
      date_modified: local,
      date_modified_gmt: gmt,
    };
    this.orders.set(order.id, next);
    this.versions.get(order.id)?.push(structuredClone(next));
    this.onChange();
    return next;
  }

  orderOr404(id: number | string): WooOrder {
    const order = /^\d+$/.test(String(id)) ? this.orders.get(Number(id)) : undefined;
    if (!order) throw new WooRestError(wooError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.'));
    return order;
  }

  /** Delivers the order to every active webhook of `order.<event>`; resolves when they answered. */
  notify(order: WooOrder, event: 'created' | 'updated'): Promise<WebhookDelivery[]> {
    const topic = `order.${event}`;
    const hooks = this.catalogue.webhooks.filter((w) => w.topic === topic && w.status === 'active' && w.delivery_url);
    return Promise.all(
      hooks.map((hook) =>
        this.deliveries.deliver(hook.delivery_url, topic, order, (deliveryId, body) => ({
          'user-agent': 'WooCommerce/9.4.0 Hookshot (WordPress/6.7)',
          'x-wc-webhook-source': `${this.source()}/`,
          'x-wc-webhook-topic': topic,
          'x-wc-webhook-resource': 'order',
          'x-wc-webhook-event': event,
          'x-wc-webhook-signature': signWebhookBody(body, hook.secret ?? ''),
          'x-wc-webhook-id': String(hook.id),
          'x-wc-webhook-delivery-id': deliveryId,
        })),
      ),
    );
  }

  private lineItem(input: WooOrderLineInput): WooOrderLineItem {
    const product = this.catalogue.products.get(Number(input.product_id));
    if (!product) throw new WooRestError(wooError(400, 'woocommerce_rest_invalid_product_id', `Product ID ${String(input.product_id)} is invalid.`));
    const variation = input.variation_id ? this.catalogue.variations.get(product.id)?.find((v) => v.id === Number(input.variation_id)) : undefined;
    if (input.variation_id && !variation) throw new WooRestError(wooError(400, 'woocommerce_rest_invalid_variation_id', `Variation ID ${String(input.variation_id)} is invalid.`));
    const quantity = Math.max(1, Math.floor(Number(input.quantity ?? 1)) || 1);
    const price = Number(input.price ?? (variation?.regular_price || product.regular_price || '0'));
    const options = variation?.attributes.map((a) => a.option).join(', ');
    return {
      id: this.catalogue.id(),
      name: input.name ?? (options ? `${product.name} - ${options}` : product.name),
      product_id: product.id,
      variation_id: variation?.id ?? 0,
      quantity,
      tax_class: '',
      subtotal: money(price * quantity),
      total: money(price * quantity),
      sku: input.sku ?? variation?.sku ?? product.sku,
      price,
      meta_data: (input.meta_data ?? []).map((m) => ({ id: this.catalogue.id(), key: m.key, value: m.value, display_key: m.key, display_value: m.value })),
    };
  }

  private status(status: string): string {
    if (!ORDER_STATUSES.includes(status)) throw new WooRestError(wooError(400, 'rest_invalid_param', 'Invalid parameter(s): status', { status: `status is not one of ${ORDER_STATUSES.join(', ')}.` }));
    return status;
  }

  /** WooCommerce keeps times to the second: each change gets a later second than the last, so "newer" is never ambiguous. */
  private stamp(): { local: string; gmt: string } {
    const seconds = Math.max(Math.floor(Date.now() / 1000), this.lastModified + 1);
    this.lastModified = seconds;
    const at = new Date(seconds * 1000).toISOString().slice(0, 19);
    return { local: at, gmt: at };
  }
}

function withoutEmail(address: WooAddress): WooAddress {
  const copy = { ...address };
  delete copy.email;
  return copy;
}

function money(value: number | string): string {
  return Number(value).toFixed(2);
}

type Route = (handler: (req: express.Request, res: express.Response) => unknown) => express.RequestHandler;
type Paged = <T>(req: express.Request, res: express.Response, items: T[]) => T[];

/** `orders` under the API root: list (include, status, after/before, modified_after, paging), read, create, update, notes. */
export function wooOrderRoutes(app: express.Express, api: string, book: WooOrderBook, route: Route, paged: Paged): void {
  app.get(`${api}/orders`, route((req, res) => {
    const q = req.query as Record<string, string>;
    let items = [...book.orders.values()];
    if (q.include) {
      const ids = q.include.split(',');
      if (ids.some((id) => !/^\d+$/.test(id.trim()))) throw new WooRestError(wooError(400, 'rest_invalid_param', 'Invalid parameter(s): include', { include: 'include[0] is not of type integer.' }));
      items = items.filter((o) => ids.map(Number).includes(o.id));
    }
    if (q.status && q.status !== 'any') items = items.filter((o) => q.status.split(',').includes(o.status));
    else items = items.filter((o) => o.status !== 'trash');
    const time = (value: string) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`).getTime();
    for (const name of ['after', 'before', 'modified_after', 'modified_before'] as const) {
      if (q[name] !== undefined && Number.isNaN(time(q[name]))) throw new WooRestError(wooError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { [name]: `${name} is not a valid date.` }));
    }
    if (q.after) items = items.filter((o) => time(o.date_created_gmt) > time(q.after));
    if (q.before) items = items.filter((o) => time(o.date_created_gmt) < time(q.before));
    if (q.modified_after) items = items.filter((o) => time(o.date_modified_gmt) > time(q.modified_after));
    if (q.modified_before) items = items.filter((o) => time(o.date_modified_gmt) < time(q.modified_before));
    const key = q.orderby === 'id' ? (o: WooOrder) => o.id : (o: WooOrder) => time(o.date_created_gmt) * 1e6 + o.id;
    items.sort((a, b) => (q.order === 'asc' ? key(a) - key(b) : key(b) - key(a)));
    return paged(req, res, items);
  }));
  app.post(`${api}/orders`, route((req, res) => {
    const order = book.create(req.body ?? {});
    void book.notify(order, 'created');
    res.status(201);
    return order;
  }));
  app.get(`${api}/orders/:id`, route((req) => book.orderOr404(req.params.id as string)));
  const update = route((req) => {
    const order = book.update(book.orderOr404(req.params.id as string), req.body ?? {});
    void book.notify(order, 'updated');
    return order;
  });
  app.put(`${api}/orders/:id`, update);
  app.patch(`${api}/orders/:id`, update);
  app.get(`${api}/orders/:id/notes`, route((req) => book.notes.get(book.orderOr404(req.params.id as string).id) ?? []));
  app.post(`${api}/orders/:id/notes`, route((req, res) => {
    const order = book.orderOr404(req.params.id as string);
    const text = req.body?.note;
    if (typeof text !== 'string' || !text.trim()) throw new WooRestError(wooError(400, 'rest_missing_callback_param', 'Missing parameter(s): note', { note: 'note' }));
    res.status(201);
    return book.addNote(order, text, req.body?.customer_note === true);
  }));
}
