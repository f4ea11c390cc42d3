import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

/** Each action checks its permission (packages/contracts permissions.ts); the service checks the order's rules and visibility. */
export const orderActionsResolvers: Resolvers = {
  Mutation: {
    cancelOrder: (_, args, ctx) =>
      ctx.services.orderActions.cancel(requirePermission(ctx, 'orders.manage'), args.order_id, { inStore: !!args.cancel_in_store, withRelated: !!args.with_related }),
    enterPayment: (_, args, ctx) => ctx.services.orderActions.enterPayment(requirePermission(ctx, 'orders.payment'), args.order_id),
    deleteOrder: (_, args, ctx) => ctx.services.orderActions.delete(requirePermission(ctx, 'orders.delete'), args.order_id),
    refreshOrder: (_, args, ctx) => ctx.services.orderActions.refresh(requirePermission(ctx, 'orders.refresh'), args.order_id),
    updateOrderCustomize: (_, args, ctx) => ctx.services.orderActions.customize(requirePermission(ctx, 'orders.manage'), args.id, args.customize),
    updateOrderPrintFiles: (_, args, ctx) =>
      ctx.services.orderActions.updatePrintFiles(requirePermission(ctx, 'orders.manage'), args.order_id, args.print_files, !!args.is_ready),
    assignOrderCarrier: (_, args, ctx) => ctx.services.orderActions.assignCarrier(requirePermission(ctx, 'orders.assignCarrier'), args.order_ids, args.carrier_id, args.price),
  },
  Order: {
    paid: (order) => !!order.paid_at,
    paid_at: (order) => order.paid_at?.toISOString() ?? null,
  },
};
