import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, TOPICS, type EventEnvelope, type SiteUpdatedEvent } from '@pod/contracts';
import { signUserContext } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { startUsersSitesService } from '../index';
import { as, freePort, INTERNAL_SECRET, JWT_SECRET, startTestService, waitFor, type TestService } from '../testing/test-service';
import { normaliseStoreDomain, STORE_URL_INVALID } from './store-domains';

const SITE = `query ($id: ID!) { siteById(id: $id) { id domain verified authUrl } }`;

let t: TestService;
let woo: FakeWooStore;
const bus = new InProcessEventBus();
const siteEvents: Array<EventEnvelope<SiteUpdatedEvent>> = [];

beforeAll(async () => {
  woo = await startFakeWooStore();
  const port = await freePort();
  // the fake store plays the demo store: no ALLOW_LOOPBACK_STORES, only its own origin is allowed
  t = await startTestService({ PUBLIC_API_URL: `http://127.0.0.1:${port}`, DEMO_STORE_URL: woo.url }, { bus, port });
  await bus.subscribe({ groupId: 'test', topics: [TOPICS.siteUpdated], fromBeginning: true, handler: async (e) => void siteEvents.push(e.envelope as EventEnvelope<SiteUpdatedEvent>) });
});
afterAll(async () => {
  await t?.stop();
  await woo?.stop();
  await bus.close();
});

async function internal(siteId: string) {
  const res = await fetch(`${t.baseUrl}/internal/sites/${siteId}/credentials`, { headers: signUserContext(null, INTERNAL_SECRET) });
  return res.json() as Promise<{ verified: boolean; verified_at: string | null; credentials: unknown }>;
}

function reportRefused(siteId: string, verifiedAt: string | null, signed = true) {
  return fetch(`${t.baseUrl}/internal/sites/${siteId}/store-refused`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signed ? signUserContext(null, INTERNAL_SECRET) : {}) },
    body: JSON.stringify({ verified_at: verifiedAt }),
  });
}

/** The owner connects the site as on the Sites page: reconnectSite, then the store approves. */
async function connect(siteId: string) {
  const url = (await t.call(`mutation ($id: ID!) { reconnectSite(id: $id) }`, { id: siteId }, as.seller)).data.reconnectSite;
  expect((await fetch(url, { redirect: 'manual' })).status).toBe(302);
  return internal(siteId);
}

describe('the demo site and the demo store', () => {
  it('is seeded Pending on the demo store, and connects through the real authorisation flow', async () => {
    const seeded = (await t.call(SITE, { id: DEMO_SITES.woo.id }, as.seller)).data.siteById;
    expect(seeded).toMatchObject({ domain: woo.url, verified: false });
    expect(seeded.authUrl.startsWith(`${woo.url}/wc-auth/v1/authorize?`)).toBe(true);
    const connected = await connect(DEMO_SITES.woo.id);
    expect(connected).toMatchObject({ verified: true, credentials: { kind: 'woocommerce', ...woo.keys } });
  });

  it("accepts the demo store's own origin for new sites, but no other loopback store", async () => {
    const demoOnly = { allowedOrigins: [woo.url], allowLoopback: false };
    expect(normaliseStoreDomain('woocommerce', `${woo.url}/s/second-shop/`, demoOnly)).toBe(`${woo.url}/s/second-shop`);
    const otherPort = `http://127.0.0.1:${woo.port === 65535 ? 1 : woo.port + 1}`;
    expect(() => normaliseStoreDomain('woocommerce', otherPort, demoOnly)).toThrow(STORE_URL_INVALID);
    expect(() => normaliseStoreDomain('woocommerce', woo.url, { allowedOrigins: [], allowLoopback: false })).toThrow(STORE_URL_INVALID);
  });
});

describe('a store refusing a site', () => {
  it('needs the signed internal headers', async () => {
    expect((await reportRefused(DEMO_SITES.woo.id, null, false)).status).toBe(401);
    expect((await reportRefused('00000000-0000-4000-9000-00000000ffff', null)).status).toBe(404);
  });

  it('makes the site Pending with the reconnect action, drops its keys and tells live lists', async () => {
    const before = await connect(DEMO_SITES.woo.id);
    const answer = await reportRefused(DEMO_SITES.woo.id, before.verified_at);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ verified: false });
    expect(await internal(DEMO_SITES.woo.id)).toMatchObject({ verified: false, verified_at: null, credentials: null });
    const site = (await t.call(SITE, { id: DEMO_SITES.woo.id }, as.seller)).data.siteById;
    expect(site.verified).toBe(false);
    expect(site.authUrl).toContain('/wc-auth/v1/authorize?');
    const pending = (await t.call(`query { sites(filter: { verified: false }) { hits { id } } }`, {}, as.seller)).data.sites.hits.map((s: { id: string }) => s.id);
    expect(pending).toContain(DEMO_SITES.woo.id);
    const event = await waitFor(() => siteEvents.find((e) => e.data.siteId === DEMO_SITES.woo.id && e.data.action === 'updated' && !e.data.verified));
    expect(event.data).toMatchObject({ status: true, platform: 'woocommerce' });
  });

  it('never undoes a newer connection (a late failure of the old keys)', async () => {
    const old = await connect(DEMO_SITES.woo.id);
    await reportRefused(DEMO_SITES.woo.id, old.verified_at);
    const fresh = await connect(DEMO_SITES.woo.id);
    expect(fresh.verified_at).not.toBe(old.verified_at);
    await reportRefused(DEMO_SITES.woo.id, old.verified_at);
    expect(await internal(DEMO_SITES.woo.id)).toMatchObject({ verified: true, credentials: { kind: 'woocommerce' } });
  });

  it('leaves import sites alone: they have no store', async () => {
    const offline = await internal(DEMO_SITES.offline.id);
    await reportRefused(DEMO_SITES.offline.id, offline.verified_at);
    expect(await internal(DEMO_SITES.offline.id)).toMatchObject({ verified: true });
  });
});

describe('sites marked connected without store keys (older data)', () => {
  it('are made Pending by a migration, so their owner sees the reconnect action', async () => {
    const db = t.service.dataSource;
    await db.query(`UPDATE "users_sites"."sites" SET "verified" = true, "verified_at" = now(), "credentials" = NULL WHERE "id" = $1`, [DEMO_SITES.shopifyPending.id]);
    await db.query(`DELETE FROM "users_sites"."migrations" WHERE "name" = 'OnlineSitesWithoutKeysArePending1764000000000'`);
    expect((await t.call(SITE, { id: DEMO_SITES.shopifyPending.id }, as.seller)).data.siteById.verified).toBe(true);
    // a restart runs the migration again
    const again = await startUsersSitesService({ env: { DATABASE_URL: t.db.url, INTERNAL_SECRET, JWT_SECRET, LOG_LEVEL: 'silent' }, port: 0 });
    await again.stop();
    expect((await t.call(SITE, { id: DEMO_SITES.shopifyPending.id }, as.seller)).data.siteById).toMatchObject({ verified: false });
    expect((await internal(DEMO_SITES.offline.id)).verified).toBe(true);
  });
});
