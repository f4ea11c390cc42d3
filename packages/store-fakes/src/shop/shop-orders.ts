import { randomUUID } from 'node:crypto';
import type express from 'express';
import { signWebhookBody, type WebhookDeliveries, type WebhookDelivery } from '../webhook-deliveries';
import type { ShopPlatform, ShopProduct } from './shop-store';

/**
 * Orders of a Shopify / ShopBase fake (`orders.json` with ids, status, created_at_min/max and
 * Link paging; `orders/{id}.json`; fulfilments) and the webhook deliveries they cause
 * (`orders/create`, `orders/updated`, `orders/cancelled`), signed with the app secret:
 * Shopify `X-Shopify-Hmac-Sha256`, `X-Shopify-Topic`, `X-Shopify-Webhook-Id`,
 * `X-Shopify-Event-Id`; ShopBase `X-ShopBase-Hmac-SHA256`, `X-ShopBase-Topic`.
 */

export interface ShopAddress {
  first_name: string;
  last_name: string;
  name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  province_code: string;
  zip: string;
  country: string;
  country_code: string;
  phone: string | null;
}

export interface ShopOrderLine {
  id: number;
  product_id: number | null;
  variant_id: number | null;
  sku: string;
  title: string;
  variant_title: string | null;
  name: string;
  quantity: number;
  price: string;
  properties: Array<{ name: string; value: unknown }>;
}

export interface ShopOrder {
  id: number;
  name: string;
  order_number: number;
  email: string;
  phone: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  closed_at: string | null;
  currency: string;
  financial_status: string;
  fulfillment_status: string | null;
  subtotal_price: string;
  total_price: string;
  total_shipping_price_set: { shop_money: { amount: string; currency_code: string } };
  customer: { id: number; first_name: string; last_name: string; email: string; phone: string | null };
  billing_address: ShopAddress;
  shipping_address: ShopAddress;
  line_items: ShopOrderLine[];
  shipping_lines: Array<{ id: number; title: string; price: string }>;
  fulfillments: Array<{ id: number; status: string; tracking_company: string | null; tracking_number: string | null; tracking_url: string | null }>;
}

export interface ShopOrderInput {
  email?: string;
  currency?: string;
  line_items: Array<{ product_id?: number; variant_id: number; quantity?: number; properties?: Array<{ name: string; value: unknown }> }>;
  shipping_address?: Partial<ShopAddress>;
  billing_address?: Partial<ShopAddress>;
  shipping_price?: string;
}

export interface ShopOrderEvent {
  order: ShopOrder;
  deliveries: WebhookDelivery[];
}

const DEMO_ADDRESS: ShopAddress = { first_name: 'Jane', last_name: 'Shopper', name: 'Jane Shopper', company: null, address1: '1 Main St', address2: null, city: 'Austin', province: 'Texas', province_code: 'TX', zip: '78701', country: 'United States', country_code: 'US', phone: '+15125550100' };

export class ShopOrderBook {
  readonly orders = new Map<number, ShopOrder>();
  readonly versions = new Map<number, ShopOrder[]>();
  private orderNumber = 1000;
  private lastModified = 0;

  constructor(
    private readonly platform: ShopPlatform,
    private readonly products: Map<number, ShopProduct>,
    private readonly newId: () => number,
    private readonly webhooks: () => Array<{ topic: string; address: string }>,
    private readonly deliveries: WebhookDeliveries,
    private readonly signing: { secret: string; shop: () => string; apiVersion: string },
  ) {}

  /** A shopper's checkout: creates the order and delivers `orders/create`. */
  async placeOrder(input: ShopOrderInput): Promise<ShopOrderEvent> {
    const order = this.create(input);
    return { order, deliveries: await this.notify(order, 'orders/create') };
  }

  /** Changes an order's addresses or email and delivers `orders/updated`. */
  async updateOrder(id: number, changes: Partial<Pick<ShopOrder, 'email' | 'shipping_address' | 'billing_address'>>): Promise<ShopOrderEvent> {
    const order = this.write(this.orderOr404(id), changes);
    return { order, deliveries: await this.notify(order, 'orders/updated') };
  }

  /** Cancels an order: delivers `orders/cancelled` and `orders/updated`, as Shopify does. */
  async cancelOrder(id: number): Promise<ShopOrderEvent> {
    const { order, delivered } = this.cancel(this.orderOr404(id));
    return { order, deliveries: await delivered };
  }

  /** The cancellation itself (the store's cancel route and the test switch): written at once, deliveries on their way. */
  cancel(order: ShopOrder): { order: ShopOrder; delivered: Promise<WebhookDelivery[]> } {
    const next = this.write(order, { cancelled_at: this.stamp(), cancel_reason: 'customer', financial_status: 'voided' });
    const delivered = (async () => [...(await this.notify(next, 'orders/cancelled')), ...(await this.notify(next, 'orders/updated'))])();
    return { order: next, delivered };
  }

  /** An earlier state of the order (`version` 0 = as created) as a new `orders/updated` delivery. */
  deliverOlderVersion(id: number, version: number): Promise<WebhookDelivery[]> {
    const state = this.versions.get(id)?.[version];
    if (!state) throw new Error(`order ${id} has no version ${version}`);
    return this.notify(state, 'orders/updated');
  }

  create(input: ShopOrderInput): ShopOrder {
    const id = this.newId();
    const at = this.stamp();
    const lines = (input.line_items ?? []).map((line): ShopOrderLine => {
      const product = [...this.products.values()].find((p) => p.variants.some((v) => v.id === Number(line.variant_id)));
      const variant = product?.variants.find((v) => v.id === Number(line.variant_id));
      if (!product || !variant) throw new ShopOrderError(422, { line_items: [`variant ${String(line.variant_id)} does not exist`] });
      return {
        id: this.newId(),
        product_id: product.id,
        variant_id: variant.id,
        sku: variant.sku,
        title: product.title,
        variant_title: variant.title === 'Default Title' ? null : variant.title,
        name: variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`,
        quantity: Math.max(1, Math.floor(Number(line.quantity ?? 1)) || 1),
        price: variant.price,
        properties: line.properties ?? [],
      };
    });
    if (!lines.length) throw new ShopOrderError(422, { line_items: ["can't be blank"] });
    const subtotal = lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0);
    const shipping = Number(input.shipping_price ?? '4.99');
    const currency = input.currency ?? 'USD';
    const shippingAddress = { ...DEMO_ADDRESS, ...input.shipping_address };
    const billingAddress = { ...shippingAddress, ...input.billing_address };
    const email = input.email ?? 'jane@example.com';
    this.orderNumber += 1;
    const order: ShopOrder = {
      id,
      name: `#${this.orderNumber}`,
      order_number: this.orderNumber,
      email,
      phone: null,
      created_at: at,
      updated_at: at,
      cancelled_at: null,
      cancel_reason: null,
      closed_at: null,
      currency,
      financial_status: 'paid',
      fulfillment_status: null,
      subtotal_price: subtotal.toFixed(2),
      total_price: (subtotal + shipping).toFixed(2),
      total_shipping_price_set: { shop_money: { amount: shipping.toFixed(2), currency_code: currency } },
      customer: { id: this.newId(), first_name: billingAddress.first_name, last_name: billingAddress.last_name, email, phone: billingAddress.phone },
      billing_address: billingAddress,
      shipping_address: shippingAddress,
      line_items: lines,
      shipping_lines: [{ id: this.newId(), title: 'Standard', price: shipping.toFixed(2) }],
      fulfillments: [],
    };
    this.orders.set(id, order);
    this.versions.set(id, [structuredClone(order)]);
    return order;
  }

  write(order: ShopOrder, changes: Partial<ShopOrder>): ShopOrder {
    const next = { ...order, ...changes, updated_at: this.stamp() };
    this.orders.set(order.id, next);
    this.versions.get(order.id)?.push(structuredClone(next));
    return next;
  }

  orderOr404(id: number | string): ShopOrder {
    const order = this.orders.get(Number(id));
    if (!order) throw new ShopOrderError(404, 'Not Found');
    return order;
  }

  notify(order: ShopOrder, topic: string): Promise<WebhookDelivery[]> {
    const hooks = this.webhooks().filter((w) => w.topic === topic);
    const eventId = randomUUID();
    return Promise.all(
      hooks.map((hook) =>
        this.deliveries.deliver(hook.address, topic, order, (deliveryId, body): Record<string, string> =>
          this.platform === 'shopbase'
            ? { 'x-shopbase-topic': topic, 'x-shopbase-hmac-sha256': signWebhookBody(body, this.signing.secret), 'x-shopbase-shop-domain': this.signing.shop() }
            : {
                'x-shopify-topic': topic,
                'x-shopify-hmac-sha256': signWebhookBody(body, this.signing.secret),
                'x-shopify-shop-domain': this.signing.shop(),
                'x-shopify-api-version': this.signing.apiVersion,
                'x-shopify-webhook-id': deliveryId,
                'x-shopify-event-id': eventId,
                'x-shopify-triggered-at': order.updated_at,
              },
        ),
      ),
    );
  }

  /** Shopify keeps times to the second; each change gets a later second than the last. */
  private stamp(): string {
    const seconds = Math.max(Math.floor(Date.now() / 1000), this.lastModified + 1);
    this.lastModified = seconds;
    return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
  }
}

/** Answered as `{"errors": …}` with this status by the store's route wrapper. */
export class ShopOrderError extends Error {
  constructor(readonly status: number, readonly errors: unknown) {
    super(typeof errors === 'string' ? errors : JSON.stringify(errors));
  }
}

type Route = (handler: (req: express.Request, res: express.Response) => unknown) => express.RequestHandler;
type Paged = <T extends { id: number }>(req: express.Request, res: express.Response, all: (filters: Record<string, string>) => T[]) => T[];

/** Orders under the Admin API router. Fulfilments: Shopify through fulfillment orders, ShopBase (and legacy Shopify) per order. */
export function shopOrderRoutes(api: express.Router, platform: ShopPlatform, book: ShopOrderBook, route: Route, paged: Paged, newId: () => number): void {
  const time = (value: string) => new Date(value).getTime();
  api.get('/orders.json', route((req, res) => ({
    orders: paged(req, res, (f) => {
      let items = [...book.orders.values()];
      if (f.ids) items = items.filter((o) => f.ids.split(',').map(Number).includes(o.id));
      const status = f.status ?? 'open';
      if (status === 'open') items = items.filter((o) => !o.cancelled_at && !o.closed_at);
      if (status === 'closed') items = items.filter((o) => o.closed_at);
      if (status === 'cancelled') items = items.filter((o) => o.cancelled_at);
      for (const name of ['created_at_min', 'created_at_max', 'updated_at_min', 'updated_at_max']) {
        if (f[name] !== undefined && Number.isNaN(time(f[name]))) throw new ShopOrderError(400, { [name]: 'Invalid date' });
      }
      if (f.created_at_min) items = items.filter((o) => time(o.created_at) >= time(f.created_at_min));
      if (f.created_at_max) items = items.filter((o) => time(o.created_at) <= time(f.created_at_max));
      if (f.updated_at_min) items = items.filter((o) => time(o.updated_at) >= time(f.updated_at_min));
      if (f.updated_at_max) items = items.filter((o) => time(o.updated_at) <= time(f.updated_at_max));
      return items;
    }),
  })));
  api.get('/orders/:id.json', route((req) => ({ order: book.orderOr404(req.params.id as string) })));
  api.post('/orders.json', route((req, res) => {
    if (!req.body?.order) throw new ShopOrderError(400, { order: 'Required parameter missing or invalid' });
    const order = book.create(req.body.order);
    void book.notify(order, 'orders/create');
    res.status(201);
    return { order };
  }));

  // Shopify and ShopBase refuse to cancel an order twice or once it has shipped.
  api.post('/orders/:id/cancel.json', route((req) => {
    const order = book.orderOr404(req.params.id as string);
    if (order.cancelled_at) throw new ShopOrderError(422, { base: ['Order has already been cancelled'] });
    if (order.fulfillment_status === 'fulfilled') throw new ShopOrderError(422, { base: ['Cannot cancel an order that has fulfilled line items'] });
    const { order: cancelled, delivered } = book.cancel(order);
    void delivered;
    return { order: cancelled };
  }));

  const fulfil = (order: ShopOrder, tracking: { company?: string; number?: string; url?: string }) => {
    const fulfillment = { id: newId(), status: 'success', tracking_company: tracking.company ?? null, tracking_number: tracking.number ?? null, tracking_url: tracking.url ?? null };
    const next = book.write(order, { fulfillments: [...order.fulfillments, fulfillment], fulfillment_status: 'fulfilled' });
    void book.notify(next, 'orders/updated');
    return { ...fulfillment, order_id: order.id };
  };
  if (platform === 'shopify') {
    // one fulfillment order per order in the fake (one location), closed once fulfilled
    api.get('/orders/:id/fulfillment_orders.json', route((req) => {
      const order = book.orderOr404(req.params.id as string);
      return { fulfillment_orders: [{ id: order.id + 1, order_id: order.id, status: order.fulfillment_status === 'fulfilled' ? 'closed' : 'open', line_items: order.line_items.map((l) => ({ id: l.id + 1, line_item_id: l.id, quantity: l.quantity })) }] };
    }));
    api.post('/fulfillments.json', route((req, res) => {
      const body = req.body?.fulfillment;
      const ids: unknown[] = (body?.line_items_by_fulfillment_order ?? []).map((x: { fulfillment_order_id?: unknown }) => x.fulfillment_order_id);
      if (!ids.length) throw new ShopOrderError(400, { fulfillment: 'Required parameter missing or invalid' });
      const order = [...book.orders.values()].find((o) => ids.includes(o.id + 1));
      if (!order) throw new ShopOrderError(404, 'Not Found');
      if (order.fulfillment_status === 'fulfilled') throw new ShopOrderError(422, { base: ['Fulfillment order has an unfulfillable status= closed.'] });
      res.status(201);
      return { fulfillment: fulfil(order, body.tracking_info ?? {}) };
    }));
  } else {
    api.post('/orders/:id/fulfillments.json', route((req, res) => {
      const order = book.orderOr404(req.params.id as string);
      const body = req.body?.fulfillment;
      if (!body) throw new ShopOrderError(400, { fulfillment: 'Required parameter missing or invalid' });
      res.status(201);
      return { fulfillment: fulfil(order, { company: body.tracking_company, number: body.tracking_number, url: body.tracking_url }) };
    }));
  }
}
