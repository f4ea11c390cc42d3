/** Helpers other workspaces' tests and seeds reuse (not used by the running service). */
export { insertOrderFixture, type OrderFixture, type DesignFixture } from './orders/order-fixture';
export { ORDERS_ENTITIES } from './database/entities';
export { ORDERS_MIGRATIONS } from './database/migrations';
