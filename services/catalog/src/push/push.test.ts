import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_STORE_MESSAGES, DEMO_USERS, TOPICS, type CampaignStoreChangedEvent, type EventEnvelope } from '@pod/contracts';
import { InProcessEventBus } from '@pod/service-kit/events';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { as, startCatalogTestEnv, type CatalogTestEnv } from '../testing/catalog-test-env';
import { CAMPAIGN_STORES, connectWooSite, CREATE_PRODUCT, DEMO_MUG, mugInput, UPDATE_PRODUCT, waitFor } from '../products/product-test-fixtures';
import { testUser } from '@pod/service-kit/testing';
import type { UserContext } from '@pod/service-kit';

const RETRY = `mutation ($id: ID!) { retryPushCampaignStore(id: $id) { id status log } }`;
const DELETE = `mutation ($id: ID!) { deleteCampaignStore(id: $id) }`;
const MEDIA = 'http://media.test/media';
/** Short so the stale-push sweep (on, every 250 ms) would fail any push that did not beat. */
const PUSH_STALE_MS = 2_000;

let env: CatalogTestEnv;
let woo: FakeWooStore;
let siteId: string;
let seller: UserContext;
const otherSeller = testUser({ ...DEMO_USERS.seller, id: randomUUID(), email: 'other@seller.test' });
const bus = new InProcessEventBus();
const changes: Array<EventEnvelope<CampaignStoreChangedEvent>> = [];

beforeAll(async () => {
  woo = await startFakeWooStore();
  env = await startCatalogTestEnv({ bus, env: { PUBLIC_MEDIA_URL: MEDIA, PUSH_STALE_MS: String(PUSH_STALE_MS), PUSH_SWEEP_MS: '250' } });
  siteId = await connectWooSite(env, as.seller, woo.url, woo.keys);
  seller = testUser({ ...DEMO_USERS.seller, siteId });
  await bus.subscribe({ groupId: 'push-test', topics: [TOPICS.campaignStoreChanged], fromBeginning: true, handler: async (e) => void changes.push(e.envelope as EventEnvelope<CampaignStoreChangedEvent>) });
});

afterAll(async () => {
  await env?.stop();
  await woo?.stop();
  await bus.close();
});

async function pushOf(productId: string) {
  const rows = (await env.call(CAMPAIGN_STORES, { filter: { limit: 1000 } }, seller)).data.campaignStores.hits;
  return rows.find((r: { productId: string }) => r.productId === productId);
}

/** The row once its push has finished (Pushed or Error). */
async function settled(productId: string) {
  return waitFor(async () => {
    const row = await pushOf(productId);
    return row && (row.status === 'Pushed' || row.status === 'Error') && row;
  });
}

const statusesOf = (id: string) => changes.filter((c) => c.data.id === id).map((c) => c.data.status);

async function createMug(over: Record<string, unknown> = {}) {
  const res = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, over) }, seller);
  expect(res.errors).toBeUndefined();
  return res.data.createProduct;
}

describe('pushing a product to its store', () => {
  it('goes queued → pushing → Pushed, and the store has the product with its variants, prices and images', async () => {
    const product = await createMug();
    const row = await settled(product.id);
    expect(row).toMatchObject({ status: 'Pushed', siteId, log: null, pushFirstTime: false });
    expect(Date.parse(row.pushedAt)).toBeGreaterThan(0);
    await waitFor(() => statusesOf(row.id).includes('Pushed'));
    expect(statusesOf(row.id)).toEqual(['queued', 'pushing', 'Pushed']);
    expect(changes.find((c) => c.data.id === row.id && c.data.status === 'Pushed')!.data).toMatchObject({ siteId, sellerId: DEMO_USERS.seller.id, productId: product.id, log: null });

    const stored = [...woo.catalogue.products.values()].find((p) => p.meta_data.some((m) => m.key === 'pod_product_id' && m.value === product.id))!;
    expect(stored).toMatchObject({ name: 'Best Dad Mug', type: 'variable', status: 'publish', description: '<p>For the best dad</p>' });
    expect(stored.images.map((i) => i.src)).toEqual([`${MEDIA}/img/auto/${DEMO_MUG.images[0]}`]);
    expect(stored.attributes.map((a) => [a.name, a.options])).toEqual([['Size', ['11oz', '15oz']]]);
    const variations = [...(woo.catalogue.variations.get(stored.id)?.values() ?? [])];
    expect(variations.map((v) => [v.sku, v.regular_price, v.sale_price]).sort()).toEqual([
      [`${product.id}-MUG:11oz`, '14.99', '12.99'],
      [`${product.id}-MUG:15oz`, '16.99', '14.99'],
    ]);
    expect(row.permalink).toBe(stored.permalink);

    const saved = (await env.call(`query ($id: ID!) { productByID(id: $id) { origin_id product_stores { site_id origin_id } } }`, { id: product.id }, seller)).data.productByID;
    expect(saved).toEqual({ origin_id: String(stored.id), product_stores: [{ site_id: siteId, origin_id: String(stored.id) }] });
  });

  it('pushes an edit as an update of the same store product', async () => {
    const product = await createMug({ title: 'Edit me' });
    const first = await settled(product.id);
    const storeCount = woo.catalogue.products.size;
    const originId = (await env.call(`query ($id: ID!) { productByID(id: $id) { origin_id } }`, { id: product.id }, seller)).data.productByID.origin_id;
    woo.controls.clearRequests();

    const updated = await env.call(UPDATE_PRODUCT, { id: product.id, input: { title: 'Edited mug', variants: [{ product_type_id: DEMO_MUG.id, product_type_variant_id: product.variants[0].product_type_variant_id, regular_price: 22 }] } }, seller);
    expect(updated.errors).toBeUndefined();
    const again = await waitFor(async () => {
      const row = await pushOf(product.id);
      return row.status === 'Pushed' && row.updatedAt !== first.updatedAt && row;
    });
    expect(again.id).toBe(first.id);
    expect(woo.catalogue.products.size).toBe(storeCount);
    expect(woo.received('PUT', `/products/${originId}`)).toHaveLength(1);
    expect(woo.catalogue.products.get(Number(originId))!.name).toBe('Edited mug');
    const active = [...woo.catalogue.variations.get(Number(originId))!.values()].filter((v) => v.status === 'publish');
    expect(active.map((v) => [v.sku, v.regular_price])).toEqual([[`${product.id}-MUG:11oz`, '22.00']]);
  });

  it('records the store refusal as Error with its message; Retry pushes again, Delete only removes failures', async () => {
    woo.fail(1, 400, { method: 'POST', path: /\/products$/ });
    const product = await createMug({ title: 'Refused at first' });
    const failed = await settled(product.id);
    expect(failed).toMatchObject({ status: 'Error', log: 'There has been a critical error on this website.', pushedAt: null, pushFirstTime: true });
    await waitFor(() => statusesOf(failed.id).includes('Error'));
    expect(changes.find((c) => c.data.id === failed.id && c.data.status === 'Error')!.data.log).toBe('There has been a critical error on this website.');

    // Not the owner: the row does not exist for them.
    expect((await env.call(RETRY, { id: failed.id }, otherSeller)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await env.call(DELETE, { id: failed.id }, otherSeller)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const retried = await env.call(RETRY, { id: failed.id }, seller);
    expect(retried.data.retryPushCampaignStore).toEqual({ id: failed.id, status: 'queued', log: null });
    const pushed = await settled(product.id);
    expect(pushed.status).toBe('Pushed');

    const retryPushed = await env.call(RETRY, { id: failed.id }, seller);
    expect(retryPushed.errors?.[0]).toMatchObject({ message: CAMPAIGN_STORE_MESSAGES.alreadyPushed, extensions: { code: 'BAD_USER_INPUT' } });
    const deletePushed = await env.call(DELETE, { id: failed.id }, seller);
    expect(deletePushed.errors?.[0]).toMatchObject({ message: CAMPAIGN_STORE_MESSAGES.onlyErrorDeletable, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('deletes a failed push', async () => {
    woo.fail(1, 400, { method: 'POST', path: /\/products$/ });
    const product = await createMug({ title: 'Fails, then goes' });
    const failed = await settled(product.id);
    expect(failed.status).toBe('Error');
    expect((await env.call(DELETE, { id: failed.id }, seller)).data).toEqual({ deleteCampaignStore: true });
    expect(await pushOf(product.id)).toBeUndefined();
  });

  it('still reaches Pushed when the store answers 429 once', async () => {
    woo.throttle(1, 0.2, { method: 'POST', path: /\/products$/ });
    const product = await createMug({ title: 'Throttled mug' });
    const row = await settled(product.id);
    expect(row.status).toBe('Pushed');
    const posts = woo.received('POST', /\/products$/).filter((r) => (r.body as { name?: string })?.name === 'Throttled mug');
    expect(posts.map((r) => r.status)).toEqual([429, 201]);
  });

  it('keeps a push that outlasts the staleness alive (its heartbeat beats), so the sweep leaves it to finish', async () => {
    // The store asks to wait twice the staleness: the push is still running when a silent one would be swept.
    woo.throttle(1, (PUSH_STALE_MS * 2) / 1000, { method: 'POST', path: /\/products$/ });
    const product = await createMug({ title: 'Slow store mug' });
    const row = await settled(product.id);
    expect(row).toMatchObject({ status: 'Pushed', log: null });
    expect(statusesOf(row.id)).not.toContain('Error');
  });
});

describe('campaign store list', () => {
  it('shows a seller their current site, an Administrator all, newest first, 20 per page', async () => {
    const mine = await env.call(CAMPAIGN_STORES, {}, seller);
    expect(mine.errors).toBeUndefined();
    const { count, hits } = mine.data.campaignStores;
    expect(count).toBeGreaterThanOrEqual(4);
    expect(hits.length).toBeLessThanOrEqual(20);
    expect(hits.every((h: { siteId: string }) => h.siteId === siteId)).toBe(true);
    const created = hits.map((h: { createdAt: string }) => h.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(hits[0].product.sku).toMatch(/^MUG-[a-z0-9]{9}$/);

    expect((await env.call(CAMPAIGN_STORES, {}, otherSeller)).data.campaignStores.count).toBe(0);
    expect((await env.call(CAMPAIGN_STORES, { filter: { siteId } }, otherSeller)).data.campaignStores.count).toBe(0);
    expect((await env.call(CAMPAIGN_STORES, {}, as.admin)).data.campaignStores.count).toBe(count);
    const page = await env.call(CAMPAIGN_STORES, { filter: { limit: 2, offset: 1 } }, as.admin);
    expect(page.data.campaignStores.hits.map((h: { id: string }) => h.id)).toEqual(hits.slice(1, 3).map((h: { id: string }) => h.id));
    for (const user of [as.listing, as.supporter, as.supplier]) {
      expect((await env.call(CAMPAIGN_STORES, {}, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
