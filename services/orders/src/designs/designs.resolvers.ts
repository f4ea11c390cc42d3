import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

/** Design actions: `orders.manage` (Administrator, Seller); which orders, and the rules, are the service's. */
export const designsResolvers: Resolvers = {
  Mutation: {
    reGeneratePrintFile: (_, args, ctx) => ctx.services.designs.regenerate(requirePermission(ctx, 'orders.manage'), args.orderId, args.designID),
    uploadDesigns: (_, args, ctx) => ctx.services.designs.upload(requirePermission(ctx, 'orders.manage'), args.orderId, args.input),
    acceptDesign: (_, args, ctx) => ctx.services.designs.review(requirePermission(ctx, 'orders.manage'), args.orderId, args.accept),
  },
};
