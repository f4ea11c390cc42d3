import DataLoader from 'dataloader';
import type { ServiceContext } from '@pod/service-kit';
import type { Customer } from './customers/customer.entity';
import type { CustomerStats, CustomersService } from './customers/customers.service';
import type { DesignsService } from './designs/designs.service';
import type { ExportTemplatesService } from './export-templates/export-templates.service';
import type { OrderDesign } from './designs/order-design.entity';
import type { OrderHistory } from './orders/order-history.entity';
import type { Order } from './orders/order.entity';
import type { OrdersService } from './orders/orders.service';
import type { FetchOrdersService } from './intake/fetch-orders';
import type { OrderActionsService } from './order-actions/order-actions.service';
import type { OrderListService } from './order-list/order-list.service';
import type { OrderExportsService } from './order-exports/order-exports.service';
import type { SavedViewsService } from './order-list/saved-views.service';
import type { OrderStatsService } from './order-stats/order-stats.service';
import type { UserOrderCountsService } from './users/user-order-counts.service';

/** Domain services shared by every request. */
export interface OrdersServices {
  customers: CustomersService;
  orders: OrdersService;
  fetchOrders: FetchOrdersService;
  designs: DesignsService;
  orderActions: OrderActionsService;
  orderList: OrderListService;
  savedViews: SavedViewsService;
  orderExports: OrderExportsService;
  exportTemplates: ExportTemplatesService;
  orderStats: OrderStatsService;
  /** How many orders each user sells (`User.totalOrder`). */
  userOrderCounts: UserOrderCountsService;
}

/** Per-request context: the signed user plus services and request-scoped loaders. */
export interface OrdersContext extends ServiceContext {
  services: OrdersServices;
  loaders: {
    customer: DataLoader<string, Customer | null>;
    /** The three stats fields of one customer come from one computation. */
    customerStats: DataLoader<string, CustomerStats>;
    /**
     * Orders the request's user may see (null for any other): every read of an order —
     * queries, nested fields, `_entities` — goes through it, so the role rules live in one place.
     */
    order: DataLoader<string, Order | null>;
    designsByOrder: DataLoader<string, OrderDesign[]>;
    historyByOrder: DataLoader<string, OrderHistory[]>;
    /** `User.totalOrder` of every user on a page, in one query (null where the user may not read it). */
    userTotalOrder: DataLoader<string, number | null>;
  };
}

export function createOrdersContext(base: ServiceContext, services: OrdersServices): OrdersContext {
  return {
    ...base,
    services,
    loaders: {
      customer: new DataLoader((ids: readonly string[]) => services.customers.findByIds(ids)),
      customerStats: new DataLoader((ids: readonly string[]) => Promise.all(ids.map((id) => services.customers.stats(id)))),
      order: new DataLoader((ids: readonly string[]) => services.orders.findVisibleByIds(base.user, ids)),
      designsByOrder: new DataLoader((ids: readonly string[]) => services.orders.designsOfMany(ids)),
      historyByOrder: new DataLoader((ids: readonly string[]) => services.orders.historyOfMany(ids)),
      userTotalOrder: new DataLoader((ids: readonly string[]) => services.userOrderCounts.totalOrders(base.user, ids)),
    },
  };
}
