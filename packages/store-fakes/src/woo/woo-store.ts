import express from 'express';
import { listen, pageArgs, StoreControls, TINY_PNG, type RunningServer } from '../harness';
import { WebhookDeliveries } from '../webhook-deliveries';
import { WooCatalogue } from './woo-catalogue';
import { WooStateFile } from './woo-state-file';
import { wooOrderControls } from './woo-order-form';
import { WooOrderBook, wooOrderRoutes } from './woo-orders';
import { wooError, WooRestError } from './woo-rest';
import type { WooProduct } from './woo-types';

/**
 * A WooCommerce store: REST API v3 under /wp-json/wc/v3 (Basic auth or consumer_key /
 * consumer_secret query parameters), paging headers X-WP-Total / X-WP-TotalPages, WP REST
 * error bodies {code, message, data:{status}}, and the wc-auth key-granting flow (the
 * merchant "approves" at once: the keys are POSTed to callback_url and the browser is sent to
 * return_url), as documented at woocommerce.github.io/woocommerce-rest-api-docs.
 */

const API = '/wp-json/wc/v3';
const BATCH_LIMIT = 100;
const PRODUCT_TYPES = ['simple', 'grouped', 'external', 'variable'];
const STATUSES = ['draft', 'pending', 'private', 'publish'];

export interface WooKeys {
  consumer_key: string;
  consumer_secret: string;
}

export interface FakeWooStoreOptions {
  /** Fixed port (the e2e bin); 0 / absent = any free port. */
  port?: number;
  /** The keys wc-auth grants and the API accepts. */
  keys?: WooKeys;
  /** Fills the store before it starts listening (see `seedWooCatalogue`); skipped when `stateFile` holds a saved state. */
  seed?: (catalogue: WooCatalogue, baseUrl: string) => void;
  /**
   * Keeps the store's data (catalogue, webhooks, orders, ids) in this JSON file across runs:
   * loaded at start, saved after every change (see `WooStateFile`). Absent: in memory only.
   */
  stateFile?: string;
  /** The personalisation fields (line meta_data) the place-order page starts with; default one field, Name = Alex. */
  orderFormFields?: Array<{ key: string; value: string }>;
}

export interface FakeWooStore extends RunningServer {
  keys: WooKeys;
  catalogue: WooCatalogue;
  controls: StoreControls;
  /** Webhooks registered through the API (users-sites registers order webhooks on connect). */
  webhooks: WooCatalogue['webhooks'];
  /** Orders (REST `orders`), and the switches tests use to place and change them. */
  orders: WooOrderBook;
  /** Creates an order as a shopper's checkout does and delivers `order.created` (resolves once the receivers answered). */
  placeOrder: WooOrderBook['placeOrder'];
  /** Changes an order and delivers `order.updated`. */
  updateOrder: WooOrderBook['updateOrder'];
  /** Delivers an earlier state of an order as a new `order.updated` delivery (deliveries out of order). */
  deliverOlderVersion: WooOrderBook['deliverOlderVersion'];
  /** Every webhook delivery sent, with what the receiver answered; `redeliver(id, n)` repeats one as is; `idle()` waits for those under way. */
  deliveries: WebhookDeliveries;
  /** Shorthands of `controls`. */
  throttle: StoreControls['throttle'];
  fail: StoreControls['fail'];
  requests: StoreControls['requests'];
  received: StoreControls['received'];
  /** The store's own Basic authorization header value. */
  authorization: string;
}


export async function startFakeWooStore(options: FakeWooStoreOptions = {}): Promise<FakeWooStore> {
  const keys = options.keys ?? { consumer_key: 'ck_fake_1234', consumer_secret: 'cs_fake_5678' };
  let baseUrl = '';
  const catalogue = new WooCatalogue(() => baseUrl);
  const controls = new StoreControls((status) =>
    status === 429 ? wooError(429, 'woocommerce_rest_too_many_requests', 'Too many requests. Please try again later.') : wooError(status, 'internal_server_error', 'There has been a critical error on this website.'),
  );
  const deliveries = new WebhookDeliveries();
  const orders = new WooOrderBook(catalogue, deliveries, () => baseUrl);
  const state = options.stateFile ? new WooStateFile(options.stateFile, catalogue, orders) : null;
  const restored = (await state?.load()) ?? false;
  if (state) orders.onChange = () => state.save();
  const authorization = `Basic ${Buffer.from(`${keys.consumer_key}:${keys.consumer_secret}`).toString('base64')}`;

  const app = express();
  // WordPress may live under a path (https://example.com/shop): `/s/<name>/…` is the same store
  // under another address, so one fake serves many sites (users-sites refuses a store twice per seller)
  app.use((req, _res, next) => {
    const under = req.url.match(/^\/s\/[\w-]+(\/.*)?$/);
    if (under) req.url = under[1] ?? '/';
    next();
  });
  app.use(express.json({ limit: '10mb' }));
  controls.routes(app);
  app.use(controls.middleware());
  // every write through the API may change the catalogue or the webhooks (orders save themselves)
  if (state) {
    app.use(API, (req, res, next) => {
      if (req.method !== 'GET') res.on('finish', () => state.save());
      next();
    });
  }

  app.get('/wc-auth/v1/authorize', async (req, res) => {
    const { user_id, return_url, callback_url, scope } = req.query as Record<string, string>;
    const posted = await fetch(callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: 1, user_id, ...keys, key_permissions: scope }),
    }).catch(() => null);
    if (!posted?.ok) {
      res.status(400).send('callback failed');
      return;
    }
    res.redirect(302, `${return_url}${return_url.includes('?') ? '&' : '?'}success=1&user_id=${encodeURIComponent(user_id)}`);
  });
  app.get('/fake-images/:name', (_req, res) => {
    res.type('png').send(TINY_PNG);
  });
  app.get('/product/:slug', (req, res) => {
    res.type('html').send(`<!doctype html><title>${req.params.slug}</title><h1>${req.params.slug}</h1>`);
  });

  // every API route needs the keys (Basic auth, or the query-string pair WooCommerce also accepts)
  app.use(API, (req, res, next) => {
    const q = req.query as Record<string, string>;
    const ok = req.headers.authorization === authorization || (q.consumer_key === keys.consumer_key && q.consumer_secret === keys.consumer_secret);
    if (ok) return next();
    const denied: Record<string, [string, string]> = {
      GET: ['woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.'],
      POST: ['woocommerce_rest_cannot_create', 'Sorry, you are not allowed to create resources.'],
      DELETE: ['woocommerce_rest_cannot_delete', 'Sorry, you are not allowed to delete this resource.'],
    };
    const [code, message] = denied[req.method] ?? ['woocommerce_rest_cannot_edit', 'Sorry, you are not allowed to edit this resource.'];
    res.status(401).json(wooError(401, code, message));
  });

  const route = (handler: (req: express.Request, res: express.Response) => unknown): express.RequestHandler => {
    return (req, res) => {
      try {
        const result = handler(req, res);
        if (result !== undefined && !res.headersSent) res.json(result);
      } catch (err) {
        if (err instanceof WooRestError) res.status(err.body.data.status).json(err.body);
        else res.status(500).json(wooError(500, 'internal_server_error', (err as Error).message));
      }
    };
  };

  /** Paging as WP REST does it: per_page 1..100, headers with totals, Link rel=next/prev. */
  function paged<T>(req: express.Request, res: express.Response, items: T[]): T[] {
    const perPageRaw = req.query.per_page;
    if (perPageRaw !== undefined && (!/^\d+$/.test(String(perPageRaw)) || Number(perPageRaw) < 1 || Number(perPageRaw) > 100)) {
      throw new WooRestError(wooError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page', { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' }));
    }
    const { perPage, page } = pageArgs(req.query, { perPage: 10, max: 100 });
    const totalPages = Math.ceil(items.length / perPage);
    if (page > 1 && page > totalPages) {
      throw new WooRestError(wooError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.'));
    }
    res.setHeader('X-WP-Total', String(items.length));
    res.setHeader('X-WP-TotalPages', String(totalPages));
    const links: string[] = [];
    const link = (p: number) => {
      const params = new URLSearchParams(req.query as Record<string, string>);
      params.set('page', String(p));
      return `${baseUrl}${req.baseUrl}${req.path}?${params}`;
    };
    if (page > 1) links.push(`<${link(page - 1)}>; rel="prev"`);
    if (page < totalPages) links.push(`<${link(page + 1)}>; rel="next"`);
    if (links.length) res.setHeader('Link', links.join(', '));
    return items.slice((page - 1) * perPage, page * perPage);
  }

  function productOr404(id: string): WooProduct {
    const product = /^\d+$/.test(id) ? catalogue.products.get(Number(id)) : undefined;
    if (!product) throw new WooRestError(wooError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.'));
    return product;
  }

  /** The checks WooCommerce's schema and product data store apply to a product or variation body. */
  function validate(body: Record<string, any>, kind: 'product' | 'variation', selfId?: number): void {
    const params: Record<string, string> = {};
    if (kind === 'product' && body.type !== undefined && !PRODUCT_TYPES.includes(body.type)) params.type = `type is not one of ${PRODUCT_TYPES.join(', ')}.`;
    if (body.status !== undefined && !STATUSES.includes(body.status)) params.status = `status is not one of ${STATUSES.join(', ')}.`;
    for (const field of ['regular_price', 'sale_price', 'sku', 'name', 'description']) {
      if (body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string') params[field] = `${field} is not of type string.`;
    }
    for (const field of ['meta_data', 'attributes', 'images', 'categories', 'tags']) {
      if (body[field] !== undefined && !Array.isArray(body[field])) params[field] = `${field} is not of type array.`;
    }
    const names = Object.keys(params);
    if (names.length) throw new WooRestError(wooError(400, 'rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, params));
    if (body.sku) {
      const taken = [...catalogue.products.values()].some((p) => p.id !== selfId && p.sku === body.sku) || [...catalogue.variations.values()].flat().some((v) => v.id !== selfId && v.sku === body.sku);
      if (taken) throw new WooRestError(wooError(400, kind === 'product' ? 'product_invalid_sku' : 'product_invalid_sku', 'Invalid or duplicated SKU.'));
    }
  }

  // ---- categories and tags (declared before products/:id) ----
  for (const [path, terms, add] of [
    ['products/categories', catalogue.categories, (name: string, parent?: number) => catalogue.addCategory(name, parent)],
    ['products/tags', catalogue.tags, (name: string) => catalogue.addTag(name)],
  ] as const) {
    app.get(`${API}/${path}`, route((req, res) => {
      const search = String(req.query.search ?? '').toLowerCase();
      return paged(req, res, terms.filter((t) => !search || t.name.toLowerCase().includes(search)));
    }));
    app.post(`${API}/${path}`, route((req, res) => {
      const name = req.body?.name;
      if (!name) throw new WooRestError(wooError(400, 'rest_missing_callback_param', 'Missing parameter(s): name', { name: 'name' } as Record<string, string>));
      if (terms.some((t) => t.name === name)) throw new WooRestError(wooError(400, 'term_exists', 'A term with the name provided already exists with this parent.'));
      res.status(201);
      return add(name, req.body.parent);
    }));
    app.get(`${API}/${path}/:id`, route((req) => {
      const term = terms.find((t) => String(t.id) === req.params.id);
      if (!term) throw new WooRestError(wooError(404, 'woocommerce_rest_term_invalid', 'Resource does not exist.'));
      return term;
    }));
  }

  // ---- products ----
  app.get(`${API}/products`, route((req, res) => {
    const q = req.query as Record<string, string>;
    let items = [...catalogue.products.values()].sort((a, b) => b.id - a.id);
    if (q.category) items = items.filter((p) => p.categories.some((c) => String(c.id) === q.category));
    if (q.tag) items = items.filter((p) => p.tags.some((t) => String(t.id) === q.tag));
    if (q.status && q.status !== 'any') items = items.filter((p) => p.status === q.status);
    if (q.type) items = items.filter((p) => p.type === q.type);
    if (q.sku) items = items.filter((p) => p.sku === q.sku);
    if (q.search) items = items.filter((p) => p.name.toLowerCase().includes(q.search.toLowerCase()));
    if (q.include) {
      const ids = q.include.split(',').map(Number);
      items = items.filter((p) => ids.includes(p.id));
    }
    return paged(req, res, items);
  }));
  app.post(`${API}/products`, route((req, res) => {
    const body = req.body ?? {};
    validate(body, 'product');
    res.status(201);
    return catalogue.writeProduct(body);
  }));
  app.get(`${API}/products/:id`, route((req) => productOr404(req.params.id as string)));
  const updateProduct = route((req) => {
    const product = productOr404(req.params.id as string);
    validate(req.body ?? {}, 'product', product.id);
    return catalogue.writeProduct(req.body ?? {}, product);
  });
  app.put(`${API}/products/:id`, updateProduct);
  app.patch(`${API}/products/:id`, updateProduct);
  app.delete(`${API}/products/:id`, route((req) => {
    const product = productOr404(req.params.id as string);
    if (req.query.force !== 'true') {
      return catalogue.writeProduct({ status: 'trash' as never }, product);
    }
    return catalogue.deleteProduct(product.id);
  }));

  // ---- variations ----
  app.get(`${API}/products/:id/variations`, route((req, res) => {
    const product = productOr404(req.params.id as string);
    const q = req.query as Record<string, string>;
    let items = [...(catalogue.variations.get(product.id) ?? [])].sort((a, b) => b.id - a.id);
    if (q.status && q.status !== 'any') items = items.filter((v) => v.status === q.status);
    if (q.sku) items = items.filter((v) => v.sku === q.sku);
    return paged(req, res, items);
  }));
  app.post(`${API}/products/:id/variations/batch`, route((req) => {
    const product = productOr404(req.params.id as string);
    const { create = [], update = [], delete: remove = [] } = req.body ?? {};
    if (create.length + update.length + remove.length > BATCH_LIMIT) {
      throw new WooRestError(wooError(413, 'woocommerce_rest_request_entity_too_large', `Unable to accept more than ${BATCH_LIMIT} items for this request.`));
    }
    // each item succeeds or carries its own error, as the batch endpoint answers
    const attempt = (fn: () => unknown, id = 0) => {
      try {
        return fn();
      } catch (err) {
        if (err instanceof WooRestError) return { id, error: err.body };
        throw err;
      }
    };
    return {
      create: create.map((item: Record<string, any>) => attempt(() => {
        validate(item, 'variation');
        return catalogue.writeVariation(product, item);
      })),
      update: update.map((item: Record<string, any>) => attempt(() => {
        const existing = catalogue.variations.get(product.id)?.find((v) => v.id === Number(item.id));
        if (!existing) throw new WooRestError(wooError(400, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'));
        validate(item, 'variation', existing.id);
        return catalogue.writeVariation(product, item, existing);
      }, Number(item.id))),
      delete: remove.map((id: number) => attempt(() => {
        const removed = catalogue.deleteVariation(product, Number(id));
        if (!removed) throw new WooRestError(wooError(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'));
        return removed;
      }, Number(id))),
    };
  }));
  app.post(`${API}/products/:id/variations`, route((req, res) => {
    const product = productOr404(req.params.id as string);
    validate(req.body ?? {}, 'variation');
    res.status(201);
    return catalogue.writeVariation(product, req.body ?? {});
  }));
  const variationOr404 = (req: express.Request) => {
    const product = productOr404(req.params.id as string);
    const variation = catalogue.variations.get(product.id)?.find((v) => String(v.id) === req.params.variationId);
    if (!variation) throw new WooRestError(wooError(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'));
    return { product, variation };
  };
  app.get(`${API}/products/:id/variations/:variationId`, route((req) => variationOr404(req).variation));
  app.put(`${API}/products/:id/variations/:variationId`, route((req) => {
    const { product, variation } = variationOr404(req);
    validate(req.body ?? {}, 'variation', variation.id);
    return catalogue.writeVariation(product, req.body ?? {}, variation);
  }));
  app.delete(`${API}/products/:id/variations/:variationId`, route((req) => {
    const { product, variation } = variationOr404(req);
    return catalogue.deleteVariation(product, variation.id);
  }));

  // ---- webhooks (users-sites registers order webhooks when a site connects) ----
  app.get(`${API}/webhooks`, route((req, res) => paged(req, res, catalogue.webhooks)));
  app.post(`${API}/webhooks`, route((req, res) => {
    const hook = { id: catalogue.id(), name: req.body?.name ?? '', status: req.body?.status ?? 'active', topic: req.body?.topic, delivery_url: req.body?.delivery_url, secret: req.body?.secret };
    catalogue.webhooks.push(hook);
    res.status(201);
    return hook;
  }));
  app.delete(`${API}/webhooks/:id`, route((req) => {
    const index = catalogue.webhooks.findIndex((w) => String(w.id) === req.params.id);
    if (index < 0) throw new WooRestError(wooError(404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.'));
    return catalogue.webhooks.splice(index, 1)[0];
  }));

  wooOrderRoutes(app, API, orders, route, paged);
  wooOrderControls(app, catalogue, orders, deliveries, options.orderFormFields);

  app.use(API, (_req, res) => {
    res.status(404).json(wooError(404, 'rest_no_route', 'No route was found matching the URL and request method.'));
  });

  const running = await listen(app, options.port);
  baseUrl = running.url;
  // seeded after listening: permalinks and image URLs need the store's address
  if (!restored) {
    options.seed?.(catalogue, baseUrl);
    state?.save();
  }
  return {
    ...running,
    stop: async () => {
      await running.stop();
      await state?.flush();
    },
    keys,
    catalogue,
    controls,
    webhooks: catalogue.webhooks,
    orders,
    placeOrder: orders.placeOrder.bind(orders),
    updateOrder: orders.updateOrder.bind(orders),
    deliverOlderVersion: orders.deliverOlderVersion.bind(orders),
    deliveries,
    throttle: controls.throttle.bind(controls),
    fail: controls.fail.bind(controls),
    requests: controls.requests,
    received: controls.received.bind(controls),
    authorization,
  };
}
