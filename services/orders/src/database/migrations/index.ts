import { CreateCustomers1761000000000 } from './1761000000000-CreateCustomers';

/** Every committed migration of the orders schema, in the order they run. */
export const ORDERS_MIGRATIONS = [CreateCustomers1761000000000];
