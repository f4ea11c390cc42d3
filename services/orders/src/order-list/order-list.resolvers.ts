import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

/**
 * The orders list and saved views (issue 12): `orders.read`; which orders is the service's
 * (the same rule as every order read). Saved views are the caller's own.
 */
export const orderListResolvers: Resolvers = {
  Query: {
    orders: async (_, args, ctx) => {
      const page = await ctx.services.orderList.list(requirePermission(ctx, 'orders.read'), args.filter ?? {});
      // Nested fields read the page's orders through the scoped loader: no second fetch.
      for (const order of page.hits) ctx.loaders.order.prime(order.id, order);
      return page;
    },
    savedOrderViews: (_, __, ctx) => ctx.services.savedViews.list(requirePermission(ctx, 'orders.read')),
  },
  Mutation: {
    saveOrderView: (_, args, ctx) => ctx.services.savedViews.save(requirePermission(ctx, 'orders.read'), args.name, args.query),
    deleteOrderView: (_, args, ctx) => ctx.services.savedViews.delete(requirePermission(ctx, 'orders.read'), args.id),
  },
  SavedOrderView: {
    created_at: (view) => view.created_at.toISOString(),
  },
};
