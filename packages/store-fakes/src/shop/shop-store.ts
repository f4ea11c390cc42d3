import { createHmac } from 'node:crypto';
import express from 'express';
import { listen, pageArgs, StoreControls, TINY_PNG, type RunningServer } from '../harness';
import { WebhookDeliveries } from '../webhook-deliveries';
import { ShopOrderBook, ShopOrderError, shopOrderRoutes } from './shop-orders';

/**
 * A Shopify (or ShopBase) store: the Admin REST API under /admin/api/{version}/ (ShopBase
 * also answers /admin/ without a version), X-Shopify-Access-Token (ShopBase:
 * X-ShopBase-Access-Token, and the Shopify header it is compatible with), products with
 * options / variants / images, custom collections + collects, webhooks, cursor paging
 * (limit ≤ 250, Link rel="next" with page_info; ShopBase also takes page=), error bodies
 * {"errors": ...}, and — when given an app key and secret — the OAuth install flow.
 */

export type ShopPlatform = 'shopify' | 'shopbase';

export interface ShopVariant {
  id: number;
  product_id: number;
  title: string;
  price: string;
  compare_at_price: string | null;
  sku: string;
  position: number;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  inventory_policy: string;
  created_at: string;
  updated_at: string;
}

export interface ShopProduct {
  id: number;
  title: string;
  body_html: string;
  vendor: string;
  product_type: string;
  handle: string;
  status: 'active' | 'draft' | 'archived';
  tags: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  options: Array<{ id: number; product_id: number; name: string; position: number; values: string[] }>;
  variants: ShopVariant[];
  images: Array<{ id: number; product_id: number; position: number; src: string; alt: string | null }>;
  image: ShopProduct['images'][number] | null;
}

export interface ShopCollection {
  id: number;
  title: string;
  handle: string;
  body_html: string;
  published_at: string;
  updated_at: string;
}

export interface FakeShopStoreOptions {
  platform?: ShopPlatform;
  port?: number;
  /** The Admin API token the store accepts (tokens issued through OAuth are accepted too). */
  accessToken?: string;
  /** Enables the OAuth install flow for this app. */
  app?: { apiKey: string; apiSecret: string };
  /** The secret webhook deliveries are signed with (the app's secret, as on Shopify); default `app.apiSecret`, else a fixed fake one. */
  webhookSecret?: string;
}

export interface FakeShopStore extends RunningServer {
  platform: ShopPlatform;
  accessToken: string;
  /** `127.0.0.1:<port>`: what the store reports as `shop`. */
  shop: string;
  products: Map<number, ShopProduct>;
  collections: ShopCollection[];
  collects: Array<{ id: number; product_id: number; collection_id: number }>;
  webhooks: Array<{ id: number; topic: string; address: string; format: string }>;
  /** What deliveries are signed with. */
  webhookSecret: string;
  /** Orders (`orders.json`) and the switches tests use to place, change and cancel them. */
  orders: ShopOrderBook;
  /** A shopper's checkout: creates the order and delivers `orders/create` (resolves once the receivers answered). */
  placeOrder: ShopOrderBook['placeOrder'];
  updateOrder: ShopOrderBook['updateOrder'];
  cancelOrder: ShopOrderBook['cancelOrder'];
  deliverOlderVersion: ShopOrderBook['deliverOlderVersion'];
  /** Every webhook delivery sent, with the receiver's answers; `redeliver(id, n)` repeats one as is; `idle()` waits for those under way. */
  deliveries: WebhookDeliveries;
  controls: StoreControls;
  throttle: StoreControls['throttle'];
  fail: StoreControls['fail'];
  requests: StoreControls['requests'];
  received: StoreControls['received'];
}

class ShopRestError extends Error {
  constructor(readonly status: number, readonly errors: unknown) {
    super(typeof errors === 'string' ? errors : JSON.stringify(errors));
  }
}

const MAX_VARIANTS = 100;
const MAX_OPTIONS = 3;

/** The query-string signature Shopify puts on OAuth redirects (hex HMAC-SHA256 of the sorted parameters). */
export function shopOAuthHmac(query: Record<string, string>, appSecret: string): string {
  const message = Object.keys(query).filter((k) => k !== 'hmac' && k !== 'signature').sort().map((k) => `${k}=${query[k]}`).join('&');
  return createHmac('sha256', appSecret).update(message).digest('hex');
}

export async function startFakeShopifyStore(options: FakeShopStoreOptions = {}): Promise<FakeShopStore> {
  const platform = options.platform ?? 'shopify';
  const accessToken = options.accessToken ?? `${platform === 'shopify' ? 'shpat' : 'sbat'}_fake_token`;
  const tokens = new Set([accessToken]);
  const products = new Map<number, ShopProduct>();
  const collections: ShopCollection[] = [];
  const collects: FakeShopStore['collects'] = [];
  const webhooks: FakeShopStore['webhooks'] = [];
  const codes = new Map<string, string>();
  // codes are numbered, never reused: a spent one stays refused
  let codesIssued = 0;
  let nextId = 7_000_000_001;
  let shop = '';
  const newId = () => nextId++;
  const now = () => new Date().toISOString();
  const webhookSecret = options.webhookSecret ?? options.app?.apiSecret ?? 'fake_app_secret';
  const deliveries = new WebhookDeliveries();
  const orders = new ShopOrderBook(platform, products, newId, () => webhooks, deliveries, { secret: webhookSecret, shop: () => shop, apiVersion: '2026-10' });

  const controls = new StoreControls((status) =>
    status === 429 ? { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' } : { errors: status >= 500 ? 'Internal Server Error' : 'Error' },
  );

  const app = express();
  app.use(express.json({ limit: '10mb' }));
  controls.routes(app);
  app.use(controls.middleware());

  app.get('/fake-images/:name', (_req, res) => {
    res.type('png').send(TINY_PNG);
  });
  app.get('/products/:handle', (req, res) => {
    res.type('html').send(`<!doctype html><title>${req.params.handle}</title><h1>${req.params.handle}</h1>`);
  });

  if (options.app) {
    const { apiKey, apiSecret } = options.app;
    app.get('/admin/oauth/authorize', (req, res) => {
      const { client_id, redirect_uri, state, scope } = req.query as Record<string, string>;
      if (client_id !== apiKey) {
        res.status(400).send('unknown app');
        return;
      }
      const code = `code-${++codesIssued}`;
      codes.set(code, scope);
      const params: Record<string, string> = { code, shop, state, timestamp: String(Math.floor(Date.now() / 1000)) };
      params.hmac = shopOAuthHmac(params, apiSecret);
      res.redirect(302, `${redirect_uri}?${new URLSearchParams(params)}`);
    });
    app.post('/admin/oauth/access_token', (req, res) => {
      const { client_id, client_secret, code } = req.body ?? {};
      if (client_id !== apiKey || client_secret !== apiSecret || !codes.has(code)) {
        res.status(400).json({ error: 'invalid_request', error_description: 'The authorization code was not found or was already used' });
        return;
      }
      const token = `${platform === 'shopify' ? 'shpat' : 'sbat'}_${code}`;
      tokens.add(token);
      res.json({ access_token: token, scope: codes.get(code) });
      codes.delete(code);
    });
  }

  // the Admin API: /admin/api/{version}/… (ShopBase also /admin/…)
  const api = express.Router();
  const gate: express.RequestHandler = (req, res, next) => {
    if (req.path.startsWith('/oauth/')) return next();
    const token = req.headers['x-shopify-access-token'] ?? (platform === 'shopbase' ? req.headers['x-shopbase-access-token'] : undefined);
    if (typeof token !== 'string' || !tokens.has(token)) {
      res.status(401).json({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
      return;
    }
    api(req, res, next);
  };
  app.use('/admin/api/:version', gate);
  if (platform === 'shopbase') app.use('/admin', gate);

  const route = (handler: (req: express.Request, res: express.Response) => unknown): express.RequestHandler => {
    return (req, res) => {
      try {
        const result = handler(req, res);
        if (result !== undefined && !res.headersSent) res.json(result);
      } catch (err) {
        if (err instanceof ShopRestError || err instanceof ShopOrderError) res.status(err.status).json({ errors: err.errors });
        else res.status(500).json({ errors: (err as Error).message });
      }
    };
  };

  /**
   * Cursor paging: the first request carries filters + limit; the answer's Link header has
   * rel="next" (and rel="previous") URLs whose page_info encodes the filters and position.
   */
  function paged<T extends { id: number }>(req: express.Request, res: express.Response, all: (filters: Record<string, string>) => T[]): T[] {
    const q = req.query as Record<string, string>;
    const { perPage: limit } = pageArgs(q, { perPage: 50, max: 250 }, { perPage: 'limit', page: 'page' });
    let filters: Record<string, string> = { ...q };
    delete filters.limit;
    delete filters.page_info;
    delete filters.page;
    let offset = 0;
    if (q.page_info) {
      try {
        const cursor = JSON.parse(Buffer.from(q.page_info, 'base64url').toString('utf8')) as { offset: number; filters: Record<string, string> };
        if (typeof cursor.offset !== 'number') throw new Error('bad cursor');
        if (Object.keys(filters).some((k) => k !== 'fields')) throw new ShopRestError(400, { page_info: 'page_info - Only limit and fields can be combined with page_info.' });
        offset = cursor.offset;
        filters = cursor.filters;
      } catch (err) {
        if (err instanceof ShopRestError) throw err;
        throw new ShopRestError(400, { page_info: 'Invalid value.' });
      }
    } else if (q.page) {
      if (platform === 'shopify') throw new ShopRestError(400, { page: 'page cannot be passed. See https://shopify.dev/api/usage/pagination-rest for more information.' });
      offset = (Math.max(1, Number(q.page) || 1) - 1) * limit;
    }
    const items = all(filters).sort((a, b) => a.id - b.id);
    const page = items.slice(offset, offset + limit);
    const link = (at: number) => {
      const pageInfo = Buffer.from(JSON.stringify({ offset: at, filters })).toString('base64url');
      return `<${baseUrl}${req.baseUrl}${req.path}?limit=${limit}&page_info=${pageInfo}>`;
    };
    const links: string[] = [];
    if (offset > 0) links.push(`${link(Math.max(0, offset - limit))}; rel="previous"`);
    if (offset + limit < items.length) links.push(`${link(offset + limit)}; rel="next"`);
    if (links.length) res.setHeader('Link', links.join(', '));
    return page;
  }

  function productOr404(id: string): ShopProduct {
    const product = products.get(Number(id));
    if (!product) throw new ShopRestError(404, 'Not Found');
    return product;
  }

  /** Builds a product from a REST body the way the Admin API validates it. */
  function writeProduct(body: Record<string, any>, existing?: ShopProduct): ShopProduct {
    const title = body.title ?? existing?.title;
    if (!title || !String(title).trim()) throw new ShopRestError(422, { title: ["can't be blank"] });
    const id = existing?.id ?? newId();
    const optionNames: string[] = body.options ? body.options.map((o: { name?: string } | string) => (typeof o === 'string' ? o : o.name ?? '')) : existing?.options.map((o) => o.name) ?? [];
    if (optionNames.length > MAX_OPTIONS) throw new ShopRestError(422, { options: [`are too many (maximum is ${MAX_OPTIONS})`] });
    const variantBodies: Array<Record<string, any>> | undefined = body.variants;
    if (variantBodies && variantBodies.length > MAX_VARIANTS) throw new ShopRestError(422, { variants: [`are too many (maximum is ${MAX_VARIANTS})`] });
    let variants = existing?.variants ?? [];
    if (variantBodies) {
      const seen = new Set<string>();
      variants = variantBodies.map((v, index) => {
        const price = v.price ?? '0.00';
        if (Number.isNaN(Number(price))) throw new ShopRestError(422, { price: ['is not a number'] });
        const values = [v.option1 ?? null, v.option2 ?? null, v.option3 ?? null];
        const title = values.filter(Boolean).join(' / ') || 'Default Title';
        if (seen.has(title)) throw new ShopRestError(422, { base: [`The variant '${title}' already exists.`] });
        seen.add(title);
        const previous = v.id ? existing?.variants.find((x) => x.id === Number(v.id)) : undefined;
        return {
          id: previous?.id ?? newId(),
          product_id: id,
          title,
          price: Number(price).toFixed(2),
          compare_at_price: v.compare_at_price != null && v.compare_at_price !== '' ? Number(v.compare_at_price).toFixed(2) : null,
          sku: v.sku ?? '',
          position: index + 1,
          option1: values[0],
          option2: values[1],
          option3: values[2],
          inventory_policy: v.inventory_policy ?? 'deny',
          created_at: previous?.created_at ?? now(),
          updated_at: now(),
        };
      });
    } else if (!existing) {
      variants = [{ id: newId(), product_id: id, title: 'Default Title', price: '0.00', compare_at_price: null, sku: '', position: 1, option1: 'Default Title', option2: null, option3: null, inventory_policy: 'deny', created_at: now(), updated_at: now() }];
    }
    const options = (optionNames.length ? optionNames : ['Title']).map((name, index) => ({
      id: existing?.options[index]?.id ?? newId(),
      product_id: id,
      name,
      position: index + 1,
      values: [...new Set(variants.map((v) => [v.option1, v.option2, v.option3][index]).filter((x): x is string => !!x))],
    }));
    const images = body.images
      ? body.images.map((img: Record<string, any>, index: number) => ({ id: img.id ?? newId(), product_id: id, position: index + 1, src: img.src ?? '', alt: img.alt ?? null }))
      : existing?.images ?? [];
    const handle = body.handle ?? existing?.handle ?? `${String(title).toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-')}-${id}`;
    const product: ShopProduct = {
      id,
      title,
      body_html: body.body_html ?? existing?.body_html ?? '',
      vendor: body.vendor ?? existing?.vendor ?? 'Fake Store',
      product_type: body.product_type ?? existing?.product_type ?? '',
      handle,
      status: body.status ?? existing?.status ?? 'active',
      tags: Array.isArray(body.tags) ? body.tags.join(', ') : body.tags ?? existing?.tags ?? '',
      created_at: existing?.created_at ?? now(),
      updated_at: now(),
      published_at: existing?.published_at ?? (body.published === false ? null : now()),
      options,
      variants,
      images,
      image: images[0] ?? null,
    };
    products.set(id, product);
    return product;
  }

  api.get('/products.json', route((req, res) => ({
    products: paged(req, res, (f) => {
      let items = [...products.values()];
      if (f.ids) items = items.filter((p) => f.ids.split(',').map(Number).includes(p.id));
      if (f.since_id) items = items.filter((p) => p.id > Number(f.since_id));
      if (f.collection_id) items = items.filter((p) => collects.some((c) => c.product_id === p.id && String(c.collection_id) === f.collection_id));
      if (f.status) items = items.filter((p) => f.status.split(',').includes(p.status));
      if (f.title) items = items.filter((p) => p.title.toLowerCase().includes(f.title.toLowerCase()));
      return items;
    }),
  })));
  api.get('/products/count.json', route(() => ({ count: products.size })));
  api.post('/products.json', route((req, res) => {
    if (!req.body?.product) throw new ShopRestError(400, { product: 'Required parameter missing or invalid' });
    const product = writeProduct(req.body.product);
    res.status(201);
    return { product };
  }));
  api.get('/products/:id.json', route((req) => ({ product: productOr404(req.params.id as string) })));
  api.put('/products/:id.json', route((req) => {
    const existing = productOr404(req.params.id as string);
    if (!req.body?.product) throw new ShopRestError(400, { product: 'Required parameter missing or invalid' });
    return { product: writeProduct(req.body.product, existing) };
  }));
  api.delete('/products/:id.json', route((req) => {
    productOr404(req.params.id as string);
    products.delete(Number(req.params.id));
    return {};
  }));
  api.get('/products/:id/variants.json', route((req) => ({ variants: productOr404(req.params.id as string).variants })));
  api.get('/products/:id/images.json', route((req) => ({ images: productOr404(req.params.id as string).images })));

  api.get('/custom_collections.json', route((req, res) => ({ custom_collections: paged(req, res, () => collections) })));
  api.post('/custom_collections.json', route((req, res) => {
    const title = req.body?.custom_collection?.title;
    if (!title) throw new ShopRestError(422, { title: ["can't be blank"] });
    const collection = { id: newId(), title, handle: title.toLowerCase().replace(/\s+/g, '-'), body_html: req.body.custom_collection.body_html ?? '', published_at: now(), updated_at: now() };
    collections.push(collection);
    res.status(201);
    return { custom_collection: collection };
  }));
  api.post('/collects.json', route((req, res) => {
    const { product_id, collection_id } = req.body?.collect ?? {};
    if (!products.has(Number(product_id))) throw new ShopRestError(422, { product_id: ['is invalid'] });
    if (!collections.some((c) => c.id === Number(collection_id))) throw new ShopRestError(422, { collection_id: ['is invalid'] });
    const collect = { id: newId(), product_id: Number(product_id), collection_id: Number(collection_id) };
    collects.push(collect);
    res.status(201);
    return { collect };
  }));

  api.get('/webhooks.json', route(() => ({ webhooks })));
  api.post('/webhooks.json', route((req, res) => {
    const { topic, address, format = 'json' } = req.body?.webhook ?? {};
    if (!topic || !address) throw new ShopRestError(422, { address: ["can't be blank"] });
    const webhook = { id: newId(), topic, address, format };
    webhooks.push(webhook);
    res.status(201);
    return { webhook };
  }));
  api.delete('/webhooks/:id.json', route((req) => {
    const index = webhooks.findIndex((w) => String(w.id) === req.params.id);
    if (index < 0) throw new ShopRestError(404, 'Not Found');
    webhooks.splice(index, 1);
    return {};
  }));
  shopOrderRoutes(api, platform, orders, route, paged, newId);
  api.use(route(() => {
    throw new ShopRestError(404, 'Not Found');
  }));

  const running = await listen(app, options.port);
  const baseUrl = running.url;
  shop = `127.0.0.1:${running.port}`;
  return {
    ...running,
    platform,
    accessToken,
    shop,
    products,
    collections,
    collects,
    webhooks,
    webhookSecret,
    orders,
    placeOrder: orders.placeOrder.bind(orders),
    updateOrder: orders.updateOrder.bind(orders),
    cancelOrder: orders.cancelOrder.bind(orders),
    deliverOlderVersion: orders.deliverOlderVersion.bind(orders),
    deliveries,
    controls,
    throttle: controls.throttle.bind(controls),
    fail: controls.fail.bind(controls),
    requests: controls.requests,
    received: controls.received.bind(controls),
  };
}

/** ShopBase: the Shopify-compatible Admin API with ShopBase's token header and page= paging. */
export function startFakeShopBaseStore(options: Omit<FakeShopStoreOptions, 'platform'> = {}): Promise<FakeShopStore> {
  return startFakeShopifyStore({ ...options, platform: 'shopbase' });
}
