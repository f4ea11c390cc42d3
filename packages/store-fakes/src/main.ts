import { E2E_WOO_KEYS, E2E_WOO_STORE_PORT } from './e2e-store';
import { seedWooCatalogue } from './woo/woo-seed';
import { startFakeWooStore } from './woo/woo-store';

/**
 * The e2e WooCommerce store: `node --import tsx packages/store-fakes/src/main.ts` (port
 * FAKE_WOO_STORE_PORT, default 4810) with a seeded catalogue. A seller connects a site with
 * domain http://127.0.0.1:4810 (users-sites must run with ALLOW_LOOPBACK_STORES=1); wc-auth
 * approves at once. Test switches: GET/DELETE /__fake/requests, POST /__fake/throttle, /__fake/fail.
 */
const store = await startFakeWooStore({ port: E2E_WOO_STORE_PORT, keys: E2E_WOO_KEYS, seed: (catalogue, baseUrl) => seedWooCatalogue(catalogue, baseUrl, 30) });
console.log(`fake WooCommerce store on ${store.url} (${store.catalogue.products.size} products)`);
console.log(`consumer_key=${store.keys.consumer_key} consumer_secret=${store.keys.consumer_secret}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void store.stop().then(() => process.exit(0));
  });
}
