import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

/** Design download (`orders.read`) and actions: `orders.manage` (Administrator, Seller); which orders, and the rules, are the service's. */
export const designsResolvers: Resolvers = {
  Query: {
    // Reading, like the order itself: the service answers an order the caller cannot see as not found.
    orderDesignDownload: (_, args, ctx) => ctx.services.designs.download(requirePermission(ctx, 'orders.read'), args.orderId, args.designId),
  },
  Mutation: {
    reGeneratePrintFile: (_, args, ctx) => ctx.services.designs.regenerate(requirePermission(ctx, 'orders.manage'), args.orderId, args.designID),
    uploadDesigns: (_, args, ctx) => ctx.services.designs.upload(requirePermission(ctx, 'orders.manage'), args.orderId, args.input),
    acceptDesign: (_, args, ctx) => ctx.services.designs.review(requirePermission(ctx, 'orders.manage'), args.orderId, args.accept),
  },
};
