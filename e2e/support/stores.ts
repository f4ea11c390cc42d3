import { E2E_WOO_KEYS, E2E_WOO_STORE_PORT } from '@pod/store-fakes';
import { gql, tokenFor } from './api';

/**
 * The fake WooCommerce store the e2e run starts next to the suite (packages/store-fakes,
 * `src/main.ts`, a seeded catalogue of 30 products), and ways to use it from specs.
 */
export const FAKE_WOO_URL = `http://127.0.0.1:${E2E_WOO_STORE_PORT}`;
export const FAKE_WOO_KEYS = E2E_WOO_KEYS;

export interface ConnectedSite {
  id: string;
  title: string;
  /** The site's store address (the fake store under a path of its own). */
  domain: string;
  token: string;
}

/**
 * Creates a WooCommerce site of `email` (a seller) on the fake store and connects it as a
 * merchant would: the site's authorisation URL is opened and the store, approving at once,
 * posts its keys to users-sites' callback (through the gateway's /oauth) and redirects back.
 * The suite must accept loopback store addresses (ALLOW_LOOPBACK_STORES=1, as the e2e launcher sets).
 */
export async function connectWooSiteToFakeStore(email = 'seller@pod.local', title = `E2E Woo ${Date.now()}`): Promise<ConnectedSite> {
  const token = await tokenFor(email);
  // one store, a new address per site: users-sites refuses the same store twice for a seller
  const domain = `${FAKE_WOO_URL}/s/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await gql<{ createSite: { id: string; authUrl: string | null } }>(
    'mutation ($title: String, $domain: String) { createSite(title: $title, domain: $domain, platform: "woocommerce", isConnect: true) { id authUrl } }',
    { title, domain },
    token,
  );
  const { id, authUrl } = created.createSite;
  if (!authUrl) throw new Error('createSite returned no authorisation URL');
  const approved = await fetch(authUrl, { redirect: 'manual' });
  if (approved.status !== 302) throw new Error(`the fake store did not approve (${approved.status}: ${await approved.text()})`);
  const site = await gql<{ siteById: { verified: boolean } }>('query ($id: ID!) { siteById(id: $id) { verified } }', { id }, token);
  if (!site.siteById.verified) throw new Error(`site ${id} is not connected after the store approved`);
  return { id, title, domain, token };
}

/** A call to the fake store's own REST API (what the merchant's store holds now). */
export async function fakeWooApi<T = any>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${FAKE_WOO_URL}/wp-json/wc/v3/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Basic ${Buffer.from(`${FAKE_WOO_KEYS.consumer_key}:${FAKE_WOO_KEYS.consumer_secret}`).toString('base64')}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`fake store answered ${res.status} for ${path}: ${await res.text()}`);
  return res.json() as Promise<T>;
}
