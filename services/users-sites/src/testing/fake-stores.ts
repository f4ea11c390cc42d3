import http from 'node:http';
import express from 'express';
import { shopHmac } from '../sites/oauth-state';

async function listen(app: express.Express) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, port, url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * A WooCommerce store speaking the wc-auth protocol: the merchant "approves" at once, the
 * store POSTs the new keys to callback_url and sends the browser to return_url. Also the
 * REST webhooks endpoint, checking the keys.
 */
export async function startFakeWooStore() {
  const webhooks: Array<{ id: number; topic: string; delivery_url: string; secret: string }> = [];
  const keys = { consumer_key: 'ck_fake_1234', consumer_secret: 'cs_fake_5678' };
  const app = express();
  app.use(express.json());
  app.get('/wc-auth/v1/authorize', async (req, res) => {
    const { user_id, return_url, callback_url, scope } = req.query as Record<string, string>;
    const posted = await fetch(callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: 1, user_id, ...keys, key_permissions: scope }),
    });
    if (!posted.ok) {
      res.status(400).send('callback failed');
      return;
    }
    res.redirect(302, `${return_url}?success=1&user_id=${encodeURIComponent(user_id)}`);
  });
  const authorised = (req: express.Request) => req.headers.authorization === `Basic ${Buffer.from(`${keys.consumer_key}:${keys.consumer_secret}`).toString('base64')}`;
  app.post('/wp-json/wc/v3/webhooks', (req, res) => {
    if (!authorised(req)) {
      res.status(401).json({ code: 'woocommerce_rest_cannot_create' });
      return;
    }
    const hook = { id: webhooks.length + 100, topic: req.body.topic, delivery_url: req.body.delivery_url, secret: req.body.secret };
    webhooks.push(hook);
    res.status(201).json(hook);
  });
  app.delete('/wp-json/wc/v3/webhooks/:id', (req, res) => {
    const index = webhooks.findIndex((w) => String(w.id) === req.params.id);
    if (index < 0) {
      res.status(404).json({});
      return;
    }
    res.json(webhooks.splice(index, 1)[0]);
  });
  return { ...(await listen(app)), keys, webhooks };
}

/**
 * A Shopify-style store: /admin/oauth/authorize redirects to redirect_uri with code, hmac,
 * shop, state and timestamp (signed with the app secret); /admin/oauth/access_token trades
 * the code for a token.
 */
export async function startFakeShopifyStore(apiKey: string, apiSecret: string) {
  const codes = new Map<string, string>();
  let hostPort = '';
  const app = express();
  app.use(express.json());
  app.get('/admin/oauth/authorize', (req, res) => {
    const { client_id, redirect_uri, state, scope } = req.query as Record<string, string>;
    if (client_id !== apiKey) {
      res.status(400).send('unknown app');
      return;
    }
    const code = `code-${codes.size + 1}`;
    codes.set(code, scope);
    const params: Record<string, string> = { code, shop: hostPort, state, timestamp: String(Math.floor(Date.now() / 1000)) };
    params.hmac = shopHmac(params, apiSecret);
    res.redirect(302, `${redirect_uri}?${new URLSearchParams(params)}`);
  });
  app.post('/admin/oauth/access_token', (req, res) => {
    const { client_id, client_secret, code } = req.body ?? {};
    if (client_id !== apiKey || client_secret !== apiSecret || !codes.has(code)) {
      res.status(400).json({ error: 'invalid_request' });
      return;
    }
    res.json({ access_token: `shpat_${code}`, scope: codes.get(code) });
    codes.delete(code);
  });
  const running = await listen(app);
  hostPort = `127.0.0.1:${running.port}`;
  return running;
}
