/**
 * @pod/store-client: the one way services call sellers' stores. Capabilities live in their own
 * subpaths (`@pod/store-client/webhooks`, `@pod/store-client/oauth`, `@pod/store-client/orders`) and all go
 * through `storeApiFor`, which builds the platform's API root and auth headers and applies the
 * retry policy of `storeCall`.
 */
export { StoreError, wooErrorMessage, shopErrorMessage, type StoreErrorMessage } from './errors';
export { SHOPIFY_ADMIN_API_VERSION, platformApi, type OnlineStorePlatform, type StoreSite, type StorePlatformApi } from './platforms';
export { storeCall, retryAfterMs, DEFAULT_STORE_CALL_POLICY, type StoreCallPolicy, type StoreCallOptions, type StoreLogger, type StoreResponse } from './http';
export {
  configureStoreEgress,
  isPublicAddress,
  storeAddressRefusal,
  storeEgressFromEnv,
  STORE_ADDRESS_REFUSED,
  STORE_EGRESS_ENV,
  type StoreEgressConfig,
} from './egress';
export { storeApiFor, type StoreApi, type StoreApiOptions, type StoreApiRequest } from './client';
export { wooListAll, shopListAll, nextPageUrl } from './paging';
