import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const customersResolvers: Resolvers = {
  Query: {
    customers: (_, args, ctx) => {
      const user = requirePermission(ctx, 'customers.read');
      return ctx.services.customers.list(user, args.filter ?? {});
    },
    customerById: (_, args, ctx) => {
      const user = requirePermission(ctx, 'customers.read');
      return ctx.services.customers.getVisible(user, args.id);
    },
    ordersByCustomer: async (_, args, ctx) => {
      const user = requirePermission(ctx, 'customers.read');
      const customer = await ctx.services.customers.getVisible(user, args.cus_id);
      return ctx.services.customers.ordersOf(customer.id);
    },
  },
  Customer: {
    // Other subgraphs (orders' own Order later, dashboards) point at customers by id; the
    // gateway only reaches this after the referencing field passed its own permission check.
    __resolveReference: (ref, ctx) => ctx.loaders.customer.load(ref.id),
    site: (customer) => ({ __typename: 'Site', id: customer.site_id }),
    seller: (customer) => ({ __typename: 'User', id: customer.seller_id }),
    created_at: (customer) => customer.created_at.toISOString(),
    lifetime_value: async (customer, _, ctx) => (await ctx.loaders.customerStats.load(customer.id)).lifetime_value,
    order_count: async (customer, _, ctx) => (await ctx.loaders.customerStats.load(customer.id)).order_count,
    average_order_value: async (customer, _, ctx) => (await ctx.loaders.customerStats.load(customer.id)).average_order_value,
  },
};
