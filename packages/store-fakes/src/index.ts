/**
 * Test-only stores speaking the platforms' public REST protocols over HTTP, for the catalog's
 * connectors, the /rest proxy, store mapping and the e2e specs. Never used by product code.
 */
export { StoreControls, listen, type RecordedRequest, type RunningServer, type FaultOptions } from './harness';
export { startFakeWooStore, type FakeWooStore, type FakeWooStoreOptions, type WooKeys } from './woo/woo-store';
export { WooCatalogue } from './woo/woo-catalogue';
export { WooOrderBook, type WooOrderInput, type WooOrderLineInput, type WooOrderEvent } from './woo/woo-orders';
export { WebhookDeliveries, signWebhookBody, type WebhookDelivery } from './webhook-deliveries';
export { ShopOrderBook, type ShopOrder, type ShopOrderInput, type ShopOrderEvent } from './shop/shop-orders';
export { seedWooCatalogue } from './woo/woo-seed';
export type { WooProduct, WooVariation, WooTerm, WooMeta, WooErrorBody, WooOrder, WooOrderNote } from './woo/woo-types';
export {
  startFakeShopifyStore,
  startFakeShopBaseStore,
  shopOAuthHmac,
  type FakeShopStore,
  type FakeShopStoreOptions,
  type ShopPlatform,
  type ShopProduct,
  type ShopVariant,
  type ShopCollection,
} from './shop/shop-store';
export { E2E_WOO_STORE_PORT, E2E_WOO_KEYS } from './e2e-store';
