import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { as, startTestService, type TestService } from '../testing/test-service';
import { testUser } from '@pod/service-kit/testing';

const SITES = `query ($filter: SiteFilter) { sites(filter: $filter) { count hits { id title domain platform status verified type user_id user { id first_name last_name } webhooks { id } } } }`;
const CREATE = `mutation ($title: String, $domain: String, $platform: String, $isConnect: Boolean) {
  createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect) { id platform domain verified type authUrl }
}`;

let t: TestService;
const otherSeller = testUser({ id: '00000000-0000-4000-8000-0000000000b1', email: 'other@pod.local', roles: ['Seller'] });

beforeAll(async () => {
  t = await startTestService();
  await t.service.dataSource.query(
    `INSERT INTO "users_sites"."users" (id, email, pass, first_name, last_name, activated_at) VALUES ($1, $2, 'x', 'Olga', 'Other', now())`,
    [otherSeller.id, otherSeller.email],
  );
  for (let i = 0; i < 22; i++) {
    const res = await t.call(CREATE, { title: `Other ${i}`, domain: `https://other${i}.example.com/`, platform: 'woocommerce' }, otherSeller);
    expect(res.errors).toBeUndefined();
  }
});
afterAll(() => t?.stop());

describe('sites list', () => {
  it('shows sellers only their own sites whatever user_id they ask for', async () => {
    const own = (await t.call(SITES, { filter: { user_id: otherSeller.id } }, as.seller)).data.sites;
    expect(own.count).toBe(3);
    expect(own.hits.map((s: { id: string }) => s.id).sort()).toEqual(Object.values(DEMO_SITES).map((s) => s.id).sort());
    expect(own.hits[0].user).toEqual({ id: DEMO_USERS.seller.id, first_name: 'Sam', last_name: 'Seller' });
  });

  it('shows staff everything, 20 per page, filtered by user and by Connected/Pending', async () => {
    const all = (await t.call(SITES, {}, as.supporter)).data.sites;
    expect(all.count).toBe(25);
    expect(all.hits).toHaveLength(20);
    expect((await t.call(SITES, { filter: { offset: 20 } }, as.admin)).data.sites.hits).toHaveLength(5);
    expect((await t.call(SITES, { filter: { user_id: DEMO_USERS.seller.id } }, as.admin)).data.sites.count).toBe(3);
    const pending = (await t.call(SITES, { filter: { user_id: DEMO_USERS.seller.id, verified: false } }, as.admin)).data.sites.hits;
    // the WooCommerce demo site holds no store keys until the demo store approves it: Pending
    expect(pending.map((s: { id: string }) => s.id).sort()).toEqual([DEMO_SITES.woo.id, DEMO_SITES.shopifyPending.id].sort());
    expect((await t.call(SITES, {}, as.supplier)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('hides another seller\'s site by id', async () => {
    expect((await t.call(`query ($id: ID!) { siteById(id: $id) { id platform } }`, { id: DEMO_SITES.woo.id }, as.seller)).data.siteById).toEqual({ id: DEMO_SITES.woo.id, platform: 'woocommerce' });
    expect((await t.call(`query ($id: ID!) { siteById(id: $id) { id } }`, { id: DEMO_SITES.woo.id }, otherSeller)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('createSite', () => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ title: '' }, 'Please input name!', 'title'],
    [{ platform: '' }, 'Please input platform!', 'platform'],
    [{ domain: '' }, 'Please enter a store URL!', 'domain'],
    [{ domain: 'shop.example.com' }, 'Please enter a valid store URL! HTTPS protocol is required!', 'domain'],
    [{ domain: 'http://shop.example.com' }, 'Please enter a valid store URL! HTTPS protocol is required!', 'domain'],
    [{ domain: 'http://127.0.0.1:8080' }, 'Please enter a valid store URL! HTTPS protocol is required!', 'domain'],
    [{ platform: 'shopify', domain: 'https://not shopify' }, 'Please enter a valid Shopify store domain (your-store.myshopify.com)!', 'domain'],
  ];
  it.each(cases)('refuses %o with "%s"', async (override, message, field) => {
    const res = await t.call(CREATE, { title: 'New', domain: 'https://new.example.com', platform: 'woocommerce', ...override }, as.seller);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('removes the trailing slash and returns where to authorise a WooCommerce store', async () => {
    const res = (await t.call(CREATE, { title: 'Fresh Woo', domain: 'https://Fresh.example.com/shop/', platform: 'woocommerce', isConnect: true }, as.seller)).data.createSite;
    expect(res).toMatchObject({ platform: 'woocommerce', domain: 'https://fresh.example.com/shop', verified: false, type: 'online' });
    const url = new URL(res.authUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://fresh.example.com/shop/wc-auth/v1/authorize');
    expect(url.searchParams.get('scope')).toBe('read_write');
    expect(url.searchParams.get('return_url')).toBe('http://app.test/sites');
    expect(url.searchParams.get('callback_url')).toBe('http://localhost:4000/oauth/woocommerce/callback');
    expect(url.searchParams.get('user_id')).toMatch(new RegExp(`^${res.id}\\.`));
    const dup = await t.call(CREATE, { title: 'Again', domain: 'https://fresh.example.com/shop', platform: 'woocommerce' }, as.seller);
    expect(dup.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('takes a Shopify shop domain in several spellings and builds the Shopify authorisation URL', async () => {
    const res = (await t.call(CREATE, { title: 'Shopify', domain: 'https://My-Shop.myshopify.com/', platform: 'shopify' }, as.seller)).data.createSite;
    expect(res.domain).toBe('my-shop.myshopify.com');
    const url = new URL(res.authUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://my-shop.myshopify.com/admin/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:4000/oauth/shopify/callback');
    expect(url.searchParams.get('scope')?.split(',')).toEqual(expect.arrayContaining(['read_products', 'write_orders', 'write_fulfillments', 'read_customers', 'write_themes', 'write_content', 'write_shipping', 'write_discounts', 'write_inventory']));
    expect((await t.call(CREATE, { title: 'Bare', domain: 'bare-shop', platform: 'shopify' }, as.seller)).data.createSite.domain).toBe('bare-shop.myshopify.com');
    const shopbase = (await t.call(CREATE, { title: 'SB', domain: 'https://sb.onshopbase.com', platform: 'shopbase' }, as.seller)).data.createSite;
    expect(new URL(shopbase.authUrl).searchParams.get('scope')).toBe('write_products,write_orders,write_fulfillments');
  });

  it('makes an import site offline and connected at once', async () => {
    const res = (await t.call(CREATE, { title: 'CSV', domain: 'https://csv.example.com/', platform: 'import' }, as.seller)).data.createSite;
    expect(res).toMatchObject({ platform: 'import', domain: 'https://csv.example.com', verified: true, type: 'offline', authUrl: null });
    expect((await t.call(`mutation ($id: ID!) { reconnectSite(id: $id) }`, { id: res.id }, as.seller)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets Supporters read but not write', async () => {
    expect((await t.call(CREATE, { title: 'S', domain: 'https://s.example.com', platform: 'woocommerce' }, as.supporter)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.call(`mutation ($id: ID!) { deleteSite(id: $id) }`, { id: DEMO_SITES.woo.id }, as.supporter)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('update, disable, reconnect', () => {
  it('renames, reconnects a pending site and disables it', async () => {
    const UPDATE = `mutation ($id: ID!, $title: String) { updateSite(site_id: $id, title: $title) { id title } }`;
    expect((await t.call(UPDATE, { id: DEMO_SITES.shopifyPending.id, title: '' }, as.seller)).errors?.[0].message).toBe('Please input name!');
    expect((await t.call(UPDATE, { id: DEMO_SITES.shopifyPending.id, title: 'Renamed' }, as.seller)).data.updateSite.title).toBe('Renamed');
    expect((await t.call(UPDATE, { id: DEMO_SITES.shopifyPending.id, title: 'Mine now' }, otherSeller)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const url = (await t.call(`mutation ($id: ID!) { reconnectSite(id: $id) }`, { id: DEMO_SITES.shopifyPending.id }, as.seller)).data.reconnectSite;
    expect(url).toMatch(/^https:\/\/sam-shop\.myshopify\.com\/admin\/oauth\/authorize\?/);
    expect((await t.call(`mutation ($id: ID!) { deleteSite(id: $id) }`, { id: DEMO_SITES.shopifyPending.id }, as.seller)).data).toEqual({ deleteSite: true });
    const listed = (await t.call(SITES, {}, as.seller)).data.sites.hits.map((s: { id: string }) => s.id);
    expect(listed).not.toContain(DEMO_SITES.shopifyPending.id);
    expect((await t.call(SITES, { filter: { status: false } }, as.seller)).data.sites.hits.map((s: { id: string }) => s.id)).toEqual([DEMO_SITES.shopifyPending.id]);
  });

  it('refuses webhooks for a site without store access', async () => {
    const res = await t.call(`mutation ($id: ID!) { updateWebhooks(id: $id) { id } }`, { id: DEMO_SITES.offline.id }, as.seller);
    expect(res.errors?.[0]).toMatchObject({ message: 'Only connected online sites have webhooks', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('site settings and order import templates', () => {
  it('defaults auto_accept_design to false and saves it for the owner only', async () => {
    const GET = `query ($id: ID!) { getSiteSettings(site_id: $id) { site_id auto_accept_design } }`;
    const SET = `mutation ($id: ID!, $s: SiteSettingsInput!) { updateSiteSettings(site_id: $id, settings: $s) { auto_accept_design } }`;
    expect((await t.call(GET, { id: DEMO_SITES.woo.id }, as.seller)).data.getSiteSettings).toEqual({ site_id: DEMO_SITES.woo.id, auto_accept_design: false });
    expect((await t.call(SET, { id: DEMO_SITES.woo.id, s: { auto_accept_design: true } }, as.seller)).data.updateSiteSettings).toEqual({ auto_accept_design: true });
    expect((await t.call(GET, { id: DEMO_SITES.woo.id }, as.supporter)).data.getSiteSettings.auto_accept_design).toBe(true);
    expect((await t.call(SET, { id: DEMO_SITES.woo.id, s: { auto_accept_design: false } }, otherSeller)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('stores templates under order_import_setting_<name> and refuses a duplicate name', async () => {
    const CREATE_T = `mutation ($input: SiteSettingInput!) { createSiteSetting(input: $input) { id site_id name value } }`;
    const value = JSON.stringify({ origin_id: 0, item: 3, quantity: 4 });
    const made = await t.call(CREATE_T, { input: { site_id: DEMO_SITES.offline.id, name: 'order_import_setting_Etsy', value } }, as.seller);
    expect(made.data.createSiteSetting).toMatchObject({ site_id: DEMO_SITES.offline.id, name: 'order_import_setting_Etsy', value });
    const dup = await t.call(CREATE_T, { input: { site_id: DEMO_SITES.offline.id, name: 'Etsy', value } }, as.seller);
    expect(dup.errors?.[0]).toMatchObject({ message: 'Template already exists', extensions: { code: 'CONFLICT' } });
    expect((await t.call(CREATE_T, { input: { site_id: DEMO_SITES.offline.id, name: ' ', value } }, as.seller)).errors?.[0].message).toBe('Please input template name');
    await t.call(`mutation ($id: ID!) { updateSiteSettings(site_id: $id, settings: { auto_accept_design: true }) { site_id } }`, { id: DEMO_SITES.offline.id }, as.seller);
    const list = (await t.call(`query ($id: ID!) { getSiteSetting(site_id: $id) { name value } }`, { id: DEMO_SITES.offline.id }, as.seller)).data.getSiteSetting;
    expect(list).toEqual([{ name: 'order_import_setting_Etsy', value }]);
  });
});

describe('federation', () => {
  it('resolves Site references in one batch', async () => {
    const res = await t.call(
      `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Site { id title platform user { first_name } } } }`,
      { reps: [{ __typename: 'Site', id: DEMO_SITES.woo.id }, { __typename: 'Site', id: DEMO_SITES.offline.id }] },
      as.admin,
    );
    expect(res.data._entities).toEqual([
      { id: DEMO_SITES.woo.id, title: 'Sam Woo Shop', platform: 'woocommerce', user: { first_name: 'Sam' } },
      { id: DEMO_SITES.offline.id, title: 'Sam Offline Imports', platform: 'import', user: { first_name: 'Sam' } },
    ]);
  });
});
