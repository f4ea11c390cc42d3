import { designsTag, ORDER_DETAIL_LABEL, ORDER_MESSAGES } from '@pod/contracts';
import { notFound, requirePermission, type UserContext } from '@pod/service-kit';
import type { OrdersContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import type { Order } from './order.entity';

/** The one read path: the scoped loader answers null for orders the caller may not see. */
export async function visibleOrder(ctx: OrdersContext, id: string): Promise<Order> {
  const order = await ctx.loaders.order.load(id);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** Reads need `orders.read`; visibility beyond that is the loader's. */
async function readOrder(ctx: OrdersContext, id: string): Promise<{ user: UserContext; order: Order }> {
  const user = requirePermission(ctx, 'orders.read');
  return { user, order: await visibleOrder(ctx, id) };
}

const ref = <T extends string>(typename: T, id: string | null | undefined) => (id ? { __typename: typename, id } : null);

export const ordersResolvers: Resolvers = {
  Query: {
    order: async (_, args, ctx) => (await readOrder(ctx, args.id)).order,
    orderById: async (_, args, ctx) => (await readOrder(ctx, args.id)).order,
    getOrderHistory: async (_, args, ctx) => {
      const { order } = await readOrder(ctx, args.order_id);
      return ctx.loaders.historyByOrder.load(order.id);
    },
    orderComment: async (_, args, ctx) => {
      const { order } = await readOrder(ctx, args.order_id);
      return ctx.services.orders.commentsOf(order.id);
    },
  },
  Mutation: {
    updateOrderStatus: (_, args, ctx) => ctx.services.orders.updateStatus(requirePermission(ctx, 'orders.manage'), args.order_id, args.status),
    updateCustomerInfo: (_, args, ctx) => ctx.services.orders.updateCustomerInfo(requirePermission(ctx, 'orders.manage'), args.order_id, args.customer_info),
    pauseOrder: (_, args, ctx) => ctx.services.orders.pause(requirePermission(ctx, 'orders.manage'), args.order_id),
    resumeOrder: (_, args, ctx) => ctx.services.orders.resume(requirePermission(ctx, 'orders.manage'), args.order_id),
    addTracking: (_, args, ctx) => ctx.services.orders.addTracking(requirePermission(ctx, 'orders.manage'), args.order_id, args.tracking),
    createComment: async (_, args, ctx) => {
      const user = requirePermission(ctx, 'orders.comment');
      return ctx.services.orders.createComment(user, await visibleOrder(ctx, args.order_id), args.comment);
    },
  },
  Order: {
    // The gateway asks for an order by reference from other subgraphs: the same scoped
    // loader, so a caller who may not read the order gets null there too.
    __resolveReference: (reference, ctx) => (ctx.user ? ctx.loaders.order.load(reference.id) : null),
    created_at: (order) => order.created_at.toISOString(),
    updated_at: (order) => order.updated_at.toISOString(),
    paused: (order) => order.status === 'pending',
    detail_label: (order) => ORDER_DETAIL_LABEL[order.status] ?? order.status,
    design_status: async (order, _, ctx) => designsTag((await ctx.loaders.designsByOrder.load(order.id)).map((design) => design.status)),
    customer: (order) => order.customer_info,
    site: (order) => ref('Site', order.site_id),
    supplier: (order) => ref('User', order.supplier_id),
    carrier: (order) => (order.carrier ? { name: order.carrier, id: order.carrier_id, price: order.carrier_price } : null),
    tracking: (order) => order.tracking,
    designs: (order, _, ctx) => ctx.loaders.designsByOrder.load(order.id),
    product: (order) => ref('Product', order.product_id),
    variant: (order) => ref('ProductVariant', order.product_variant_id),
    product_type: (order) => ref('ProductType', order.product_type_id),
    product_type_variant: (order) => ref('ProductTypeVariant', order.product_type_variant_id),
    personalizedData: async (order, _, ctx) => {
      const designs = await ctx.loaders.designsByOrder.load(order.id);
      return (order.personalized_data ?? []).map((entry) => ({
        printArea: entry.printArea,
        personalized: entry.personalized ?? [],
        // The artwork of the print area's design unless the line named one itself.
        artwork: ref('Artwork', entry.artworkId ?? designs.find((design) => design.base_print_area_name === entry.printArea)?.artwork_id),
      }));
    },
    history: (order, _, ctx) => ctx.loaders.historyByOrder.load(order.id),
  },
  OrderHistory: {
    created_at: (entry) => entry.created_at.toISOString(),
    updated_at: (entry) => entry.created_at.toISOString(),
    user: (entry) => ref('User', entry.user_id),
    order: (entry, _, ctx) => visibleOrder(ctx, entry.order_id),
  },
  OrderComment: {
    created_at: (comment) => comment.created_at.toISOString(),
    author: (comment) => ref('User', comment.user_id),
  },
  OrderDesign: {
    file: (design) => ref('File', design.file_id),
    preflight: (design) => (design.preflight ? { ok: design.preflight.ok, effective_dpi: design.preflight.effectiveDpi, message: design.preflight.message } : null),
  },
};

