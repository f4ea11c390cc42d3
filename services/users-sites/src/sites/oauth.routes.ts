import express, { type Express, type Request, type Response } from 'express';
import { verifyUserContext, type Logger } from '@pod/service-kit';
import type { UsersSitesConfig } from '../config';
import { verifyOAuthState, verifyShopHmac } from './oauth-state';
import type { SitesService } from './sites.service';
import { StoreError } from '@pod/store-client';
import { exchangeShopCode } from '@pod/store-client/oauth';
import { normaliseShopifyShop, storeHost } from './store-domains';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { USERS_SITES_ROUTES } from '@pod/users-sites-client';

interface OAuthRouteDeps {
  sites: SitesService;
  config: UsersSitesConfig;
  logger: Logger;
}

/**
 * The return legs of store authorisation (spec 000 §9), reached through the gateway's
 * `/oauth/*` proxy, plus the internal credentials lookup other services use to call stores.
 */
export function mountStoreRoutes(app: Express, deps: OAuthRouteDeps): void {
  const { sites, config, logger } = deps;
  const backToSites = (res: Response, error?: string) =>
    res.redirect(302, `${config.appUrl}/sites${error ? `?${new URLSearchParams({ connect_error: error })}` : ''}`);

  // WooCommerce POSTs the generated keys (JSON) to callback_url, then sends the browser to return_url.
  app.post('/oauth/woocommerce/callback', express.json({ limit: '64kb' }), express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const siteId = verifyOAuthState(config.jwtSecret, String(body.user_id ?? ''));
    const site = siteId ? await sites.findById(siteId) : null;
    if (!site || site.platform !== 'woocommerce' || !site.status) {
      logger.warn({ siteId }, 'woocommerce callback refused: unknown or expired authorisation');
      res.status(400).json({ error: 'Unknown or expired authorisation' });
      return;
    }
    const consumerKey = String(body.consumer_key ?? '');
    const consumerSecret = String(body.consumer_secret ?? '');
    if (!consumerKey || !consumerSecret) {
      res.status(400).json({ error: 'consumer_key and consumer_secret are required' });
      return;
    }
    await sites.markVerified(site.id, {
      kind: 'woocommerce',
      consumer_key: consumerKey,
      consumer_secret: consumerSecret,
      key_permissions: body.key_permissions ? String(body.key_permissions) : undefined,
    });
    logger.info({ siteId: site.id }, 'woocommerce site connected');
    res.status(200).json({ ok: true });
  });

  for (const platform of ['shopify', 'shopbase'] as const) {
    app.get(`/oauth/${platform}/callback`, async (req: Request, res: Response) => {
      const query = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]));
      const app = platform === 'shopify' ? config.shopify : config.shopbase;
      try {
        if (!verifyShopHmac(query, app.apiSecret)) throw new CallbackError('The store signature could not be verified');
        const siteId = verifyOAuthState(config.jwtSecret, query.state);
        const site = siteId ? await sites.findById(siteId) : null;
        if (!site || site.platform !== platform || !site.status) throw new CallbackError('Unknown or expired authorisation');
        if (!query.code || !query.shop) throw new CallbackError('The store did not send an authorisation code');
        if (site.domain && storeHost(site.domain) !== query.shop.toLowerCase()) throw new CallbackError('The authorisation came from another shop');
        const domain = site.domain ?? normaliseShopifyShop(query.shop, config.storeEgress.allowLoopback);
        const grant = await exchangeShopCode(domain, app, query.code);
        await sites.markVerified(site.id, { kind: platform, access_token: grant.access_token, scope: grant.scope }, domain);
        logger.info({ siteId: site.id, platform }, 'store connected');
        backToSites(res);
      } catch (err) {
        const message = err instanceof CallbackError || err instanceof StoreError ? err.message : 'The store could not be connected';
        logger.warn({ err, platform }, 'store authorisation callback failed');
        backToSites(res, message);
      }
    });
  }

  // initShopifyAuth without a shop sends the browser here first to name the shop.
  app.get('/oauth/shopify/install', async (req: Request, res: Response) => {
    const state = String(req.query.state ?? '');
    const siteId = verifyOAuthState(config.jwtSecret, state);
    if (!siteId) {
      backToSites(res, 'Unknown or expired authorisation');
      return;
    }
    const shop = typeof req.query.shop === 'string' ? req.query.shop : '';
    if (!shop) {
      res.type('html').send(installPage(state));
      return;
    }
    try {
      const site = await sites.setShopifyDomain(siteId, shop);
      res.redirect(302, sites.authUrl(site)!);
    } catch (err) {
      res.status(400).type('html').send(installPage(state, (err as Error).message));
    }
  });

  // Other services (store connectors, order intake) fetch a site's store access here; the gateway does not proxy /internal.
  app.get(USERS_SITES_ROUTES.siteCredentials.path, async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, config.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const site = await sites.findById(String(req.params.id));
    if (!site) {
      res.status(404).json({ error: 'Site not found' });
      return;
    }
    res.json({
      id: site.id,
      user_id: site.user_id,
      title: site.title,
      platform: site.platform,
      domain: site.domain,
      verified: site.verified,
      // which connection these keys belong to (echoed back by /store-refused)
      verified_at: site.verified_at,
      status: site.status,
      credentials: sites.credentialsOf(site),
      // what the store signs order webhooks with: Woo the secret we gave the webhook, Shopify/ShopBase the app secret
      webhook_secret: site.platform === 'woocommerce' ? sites.webhookSecret(site.id) : site.platform === 'shopify' || site.platform === 'shopbase' ? config[site.platform].apiSecret || null : null,
    });
  });

  // A service whose store call was refused (401/403) or found no keys reports it: the site needs reconnecting.
  app.post(USERS_SITES_ROUTES.siteStoreRefused.path, express.json({ limit: '4kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, config.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const seen = (req.body ?? {}) as { verified_at?: unknown };
    const site = await sites.markStoreRefused(String(req.params.id), typeof seen.verified_at === 'string' ? seen.verified_at : null);
    if (!site) {
      res.status(404).json({ error: 'Site not found' });
      return;
    }
    res.json(routeAnswer(USERS_SITES_ROUTES.siteStoreRefused, { id: site.id, verified: site.verified }));
  });
}

class CallbackError extends Error {}

function installPage(state: string, error?: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Connect your Shopify store</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>Connect your Shopify store</h1>
${error ? `<p role="alert" style="color: #a8071a">${escape(error)}</p>` : ''}
<form method="get" action="install">
<input type="hidden" name="state" value="${escape(state)}">
<label>Shop domain <input name="shop" placeholder="your-store.myshopify.com" required></label>
<button type="submit">Continue</button>
</form></body></html>`;
}
