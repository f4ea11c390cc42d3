import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type EventEnvelope, type SiteUpdatedEvent } from '@pod/contracts';
import { signUserContext } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { startFakeShopifyStore, startFakeWooStore, type FakeShopStore, type FakeWooStore } from '@pod/store-fakes';
import { APP_URL, as, freePort, INTERNAL_SECRET, startTestService, waitFor, type TestService } from '../testing/test-service';

const SHOPIFY_KEY = 'shopify-app-key';
const SHOPIFY_SECRET = 'shopify-app-secret';
const SITE = `query ($id: ID!) { siteById(id: $id) { id domain verified authUrl webhooks { topic address delivery_url } } }`;

let t: TestService;
let woo: FakeWooStore;
let shopify: FakeShopStore;
const bus = new InProcessEventBus();
const siteEvents: Array<EventEnvelope<SiteUpdatedEvent>> = [];

beforeAll(async () => {
  woo = await startFakeWooStore();
  shopify = await startFakeShopifyStore({ app: { apiKey: SHOPIFY_KEY, apiSecret: SHOPIFY_SECRET } });
  // Stores call us back at PUBLIC_API_URL, so the port is chosen before the service starts.
  const port = await freePort();
  t = await startTestService(
    { PUBLIC_API_URL: `http://127.0.0.1:${port}`, ALLOW_LOOPBACK_STORES: '1', SHOPIFY_API_KEY: SHOPIFY_KEY, SHOPIFY_API_SECRET: SHOPIFY_SECRET },
    { bus, port },
  );
  await bus.subscribe({ groupId: 'test', topics: [TOPICS.siteUpdated], fromBeginning: true, handler: async (e) => void siteEvents.push(e.envelope as EventEnvelope<SiteUpdatedEvent>) });
});
afterAll(async () => {
  await t?.stop();
  await woo?.stop();
  await shopify?.stop();
  await bus.close();
});

async function credentials(siteId: string) {
  const res = await fetch(`${t.baseUrl}/internal/sites/${siteId}/credentials`, { headers: signUserContext(null, INTERNAL_SECRET) });
  return res.json() as Promise<any>;
}

describe('WooCommerce authorisation', () => {
  it('receives the keys at the callback, marks the site connected and sends the browser back to /sites', async () => {
    const created = await t.call(`mutation ($d: String) { createSite(title: "Woo", domain: $d, platform: "woocommerce", isConnect: true) { id authUrl } }`, { d: `${woo.url}/` }, as.seller);
    const { id, authUrl } = created.data.createSite;
    expect(authUrl.startsWith(`${woo.url}/wc-auth/v1/authorize?`)).toBe(true);
    const browser = await fetch(authUrl, { redirect: 'manual' });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toMatch(new RegExp(`^${APP_URL}/sites\\?success=1&user_id=`));
    const site = (await t.call(SITE, { id }, as.seller)).data.siteById;
    expect(site).toMatchObject({ verified: true, authUrl: null });
    // Keys are kept sealed in the table and handed out only on the internal route.
    const [row] = await t.service.dataSource.query(`SELECT credentials FROM "users_sites"."sites" WHERE id = $1`, [id]);
    expect(row.credentials).not.toContain(woo.keys.consumer_secret);
    expect((await credentials(id)).credentials).toMatchObject({ kind: 'woocommerce', ...woo.keys });
    expect((await fetch(`${t.baseUrl}/internal/sites/${id}/credentials`)).status).toBe(401);
    const events = await waitFor(() => siteEvents.filter((e) => e.key === id).length >= 2 && siteEvents.filter((e) => e.key === id));
    expect(events.map((e) => e.data.action)).toEqual(['created', 'verified']);
    expect(events[1].data).toMatchObject({ siteId: id, verified: true, platform: 'woocommerce', status: true });

    // Webhooks are registered at the store with the keys.
    const hooked = await t.call(`mutation ($id: ID!) { updateWebhooks(id: $id) { webhooks { topic delivery_url } } }`, { id }, as.seller);
    expect(hooked.data.updateWebhooks.webhooks.map((w: { topic: string }) => w.topic)).toEqual(['order.created', 'order.updated']);
    expect(woo.webhooks.map((w) => w.delivery_url)).toEqual([`${t.baseUrl}/webhooks/woocommerce/${id}`, `${t.baseUrl}/webhooks/woocommerce/${id}`]);
    await t.call(`mutation ($id: ID!) { updateWebhooks(id: $id) { id } }`, { id }, as.seller);
    expect(woo.webhooks).toHaveLength(2);
  });

  it('refuses a callback whose user_id was not issued by us', async () => {
    const forged = await fetch(`${t.baseUrl}/oauth/woocommerce/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: '00000000-0000-4000-9000-000000000001', consumer_key: 'ck', consumer_secret: 'cs' }),
    });
    expect(forged.status).toBe(400);
  });
});

describe('Shopify authorisation', () => {
  it('checks state and hmac, exchanges the code for a token, marks the site connected and returns to /sites', async () => {
    const created = await t.call(`mutation ($d: String) { createSite(title: "Shop", domain: $d, platform: "shopify") { id domain authUrl } }`, { d: shopify.url }, as.seller);
    const { id, authUrl } = created.data.createSite;
    const url = new URL(authUrl);
    expect(url.searchParams.get('client_id')).toBe(SHOPIFY_KEY);
    const toCallback = await fetch(authUrl, { redirect: 'manual' });
    const callback = toCallback.headers.get('location')!;
    expect(callback.startsWith(`${t.baseUrl}/oauth/shopify/callback?`)).toBe(true);

    // A tampered callback is refused and the site stays pending.
    const tampered = new URL(callback);
    tampered.searchParams.set('timestamp', '1');
    const refused = await fetch(tampered, { redirect: 'manual' });
    expect(refused.headers.get('location')).toBe(`${APP_URL}/sites?connect_error=The+store+signature+could+not+be+verified`);
    expect((await t.call(SITE, { id }, as.seller)).data.siteById.verified).toBe(false);

    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${APP_URL}/sites`);
    expect((await t.call(SITE, { id }, as.seller)).data.siteById.verified).toBe(true);
    expect((await credentials(id)).credentials).toMatchObject({ kind: 'shopify', access_token: 'shpat_code-1' });
    // The code was spent: replaying the callback fails at the store.
    expect((await fetch(callback, { redirect: 'manual' })).headers.get('location')).toMatch(/connect_error=/);
  });

  it('asks for the shop first when initShopifyAuth has none', async () => {
    const started = (await t.call(`mutation { initShopifyAuth(title: "Later") { authUrl siteId } }`, {}, as.seller)).data.initShopifyAuth;
    expect(started.authUrl.startsWith(`${t.baseUrl}/oauth/shopify/install?state=`)).toBe(true);
    const form = await fetch(started.authUrl);
    expect(await form.text()).toContain('your-store.myshopify.com');
    const named = await fetch(`${started.authUrl}&shop=${encodeURIComponent(shopify.url)}`, { redirect: 'manual' });
    const authorize = named.headers.get('location')!;
    expect(authorize.startsWith(`${shopify.url}/admin/oauth/authorize?`)).toBe(true);
    const callback = (await fetch(authorize, { redirect: 'manual' })).headers.get('location')!;
    expect((await fetch(callback, { redirect: 'manual' })).headers.get('location')).toBe(`${APP_URL}/sites`);
    expect((await t.call(SITE, { id: started.siteId }, as.seller)).data.siteById).toMatchObject({ domain: shopify.url, verified: true });
  });
});
