import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const intakeResolvers: Resolvers = {
  Mutation: {
    fetchMultipleOrders: (_, args, ctx) =>
      ctx.services.fetchOrders.fetchMultipleOrders(requirePermission(ctx, 'orders.manage'), { site_id: args.site_id, order_ids: args.order_ids, range_time: args.range_time }),
  },
};
