import { requirePermission } from '@pod/service-kit';
import type { OrdersContext } from '../context';
import type { Customer } from './customer.entity';
import type { CustomerFilter } from './customers.service';

export const customersResolvers = {
  Query: {
    customers: (_: unknown, args: { filter?: CustomerFilter | null }, ctx: OrdersContext) => {
      const user = requirePermission(ctx, 'customers.read');
      return ctx.services.customers.list(user, args.filter ?? {});
    },
    customerById: (_: unknown, args: { id: string }, ctx: OrdersContext) => {
      const user = requirePermission(ctx, 'customers.read');
      return ctx.services.customers.getVisible(user, args.id);
    },
    ordersByCustomer: async (_: unknown, args: { cus_id: string }, ctx: OrdersContext) => {
      const user = requirePermission(ctx, 'customers.read');
      const customer = await ctx.services.customers.getVisible(user, args.cus_id);
      return ctx.services.customers.ordersOf(customer.id);
    },
  },
  Customer: {
    // Other subgraphs (orders' own Order later, dashboards) point at customers by id; the
    // gateway only reaches this after the referencing field passed its own permission check.
    __resolveReference: (ref: { id: string }, ctx: OrdersContext) => ctx.loaders.customer.load(ref.id),
    site: (customer: Customer) => ({ __typename: 'Site', id: customer.site_id }),
    seller: (customer: Customer) => ({ __typename: 'User', id: customer.seller_id }),
    created_at: (customer: Customer) => customer.created_at.toISOString(),
    lifetime_value: async (customer: Customer, _: unknown, ctx: OrdersContext) => (await ctx.loaders.customerStats.load(customer.id)).lifetime_value,
    order_count: async (customer: Customer, _: unknown, ctx: OrdersContext) => (await ctx.loaders.customerStats.load(customer.id)).order_count,
    average_order_value: async (customer: Customer, _: unknown, ctx: OrdersContext) => (await ctx.loaders.customerStats.load(customer.id)).average_order_value,
  },
};
