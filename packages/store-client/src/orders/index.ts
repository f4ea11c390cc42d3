/**
 * Orders capability: fetching store orders (by id, by creation time), reading them in one shape
 * (`StoreOrder`), checking webhook deliveries, sending tracking back to the store, and cancelling.
 */
export type { StoreOrder, StoreOrderLine, StoreAddress, StoreCustomer, StorePersonalization, StoreOrderFailure } from './types';
export { normalizeStoreOrder, InvalidStoreOrderError, MAX_ORDER_LINES, MAX_PERSONALIZATION_CHARS } from './normalize';
export { boundStoreOrder } from './bound';
export { fetchStoreOrders, type StoreOrderQuery, type FetchedStoreOrders } from './fetch';
export { verifyStoreWebhook, webhookEventId, webhookTopic, webhookSignature, type WebhookHeaders } from './webhook-signature';
export { createFulfillment, type StoreTracking, type StoreFulfillmentResult } from './fulfillment';
export { cancelStoreOrder, type StoreCancelResult } from './cancel';
