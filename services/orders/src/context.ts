import DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { Customer } from './customers/customer.entity';
import type { CustomerStats, CustomersService } from './customers/customers.service';

/** Domain services shared by every request. */
export interface OrdersServices {
  customers: CustomersService;
}

/** Per-request context: the signed user plus services and request-scoped loaders. */
export interface OrdersContext extends ServiceContext {
  services: OrdersServices;
  loaders: {
    customer: DataLoader<string, Customer | null>;
    /** The three stats fields of one customer come from one computation. */
    customerStats: DataLoader<string, CustomerStats>;
  };
}

export function createOrdersContext(base: ServiceContext, services: OrdersServices): OrdersContext {
  return {
    ...base,
    services,
    loaders: {
      customer: new DataLoader((ids: readonly string[]) => services.customers.findByIds(base.user, ids)),
      customerStats: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => services.customers.stats(base.user, id)))),
    },
  };
}
