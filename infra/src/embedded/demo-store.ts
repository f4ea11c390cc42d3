import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DEMO_ARTWORK_IMAGES_PREFIX, DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import type { Logger } from '@pod/service-kit';
import { seedWooCatalogue, startFakeWooStore, type FakeWooStore, type WooKeys } from '@pod/store-fakes';
import { graphql, signInAs } from '../smoke/gateway-client';

/**
 * The embedded default's demo store (ARCHITECTURE.md §3 "stores"): a local store speaking the
 * WooCommerce REST protocol (packages/store-fakes) that the demo seller's WooCommerce site is
 * connected to through the real authorisation flow, so pushes, "Fetch product variants" and
 * store mapping work on a fresh machine without any real shop.
 */

/** Products in the demo store's catalogue (re-seeded with the same ids at every start). */
export const DEMO_STORE_PRODUCTS = 12;

/**
 * The keys the demo store grants, generated once per data dir (like WooCommerce's own
 * `ck_`/`cs_` + 40 hex) so the demo site's stored credentials keep working after a restart.
 */
export async function loadOrCreateDemoStoreKeys(file: string): Promise<WooKeys> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<WooKeys>;
    if (stored.consumer_key && stored.consumer_secret) return { consumer_key: stored.consumer_key, consumer_secret: stored.consumer_secret };
  } catch {
    // First start (or an unreadable file): generate below.
  }
  const keys = { consumer_key: `ck_${randomBytes(20).toString('hex')}`, consumer_secret: `cs_${randomBytes(20).toString('hex')}` };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/**
 * The demo store, keeping its data in `stateFile` (per data dir): the products the suite pushed,
 * the webhooks the demo site registered and the orders placed are still there after a restart,
 * and new orders are numbered after the old ones (intake would take a reused number for an update).
 */
export function startDemoStore(options: { port: number; keys: WooKeys; stateFile: string; mediaUrl: string }): Promise<FakeWooStore> {
  return startFakeWooStore({
    port: options.port,
    keys: options.keys,
    stateFile: options.stateFile,
    // what the demo products' artwork asks the shopper for (its photo is required), a photo of our storage ready
    orderFormFields: [
      { key: 'Name', value: 'Alex' },
      { key: 'Your photo', value: `${options.mediaUrl}/img/auto/${DEMO_ARTWORK_IMAGES_PREFIX}/images/shopper-photo.png` },
      { key: 'Style', value: 'dark' },
    ],
    seed: (catalogue, baseUrl) => seedWooCatalogue(catalogue, baseUrl, DEMO_STORE_PRODUCTS),
  });
}

export type DemoConnection = 'connected' | 'already connected' | 'disabled by its owner';

/**
 * Connects the demo seller's WooCommerce site to the demo store as the seller would on the
 * Sites page: signs in, asks users-sites for the authorisation URL (`reconnectSite`), lets the
 * store approve (it POSTs its keys to users-sites' callback through the gateway's /oauth, then
 * redirects back), and registers the order webhooks. A site already connected, or disabled, is left alone.
 */
export async function connectDemoSite(graphqlUrl: string): Promise<DemoConnection> {
  const siteId = DEMO_SITES.woo.id;
  const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
  const { siteById } = await graphql(graphqlUrl, 'query DemoSite($id: ID!) { siteById(id: $id) { verified status } }', { id: siteId }, token);
  if (!siteById.status) return 'disabled by its owner';
  if (siteById.verified) return 'already connected';
  const { reconnectSite: authUrl } = await graphql(graphqlUrl, 'mutation DemoSiteAuthorise($id: ID!) { reconnectSite(id: $id) }', { id: siteId }, token);
  const approved = await fetch(authUrl as string, { redirect: 'manual' });
  const back = approved.headers.get('location') ?? '';
  if (approved.status !== 302 || !back.includes('success=1')) {
    throw new Error(`the demo store did not approve the demo site (HTTP ${approved.status}${back ? `, back to ${back}` : ''}): ${(await approved.text()).slice(0, 200)}`);
  }
  await graphql(graphqlUrl, 'mutation DemoSiteWebhooks($id: ID!) { updateWebhooks(id: $id) { id } }', { id: siteId }, token);
  return 'connected';
}

/** Connects the demo site, logging instead of failing start-up: the Sites page still offers Reconnect. */
export async function connectDemoSiteOrWarn(graphqlUrl: string, logger: Logger): Promise<DemoConnection | null> {
  try {
    const outcome = await connectDemoSite(graphqlUrl);
    logger.info({ site: DEMO_SITES.woo.title, outcome }, 'demo site and demo store');
    return outcome;
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'the demo site could not be connected to the demo store; reconnect it on the Sites page');
    return null;
  }
}
