import { can } from '@pod/contracts';
import { forbidden, requirePermission, requireUser, type ServiceContext, type UserContext } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

/** Anyone who may export reads their own exports; `orderExports.readAll` reads every one. */
function exporter(ctx: ServiceContext): UserContext {
  const user = requireUser(ctx);
  if (!can(user, 'orderExports.readAll') && !can(user, 'orderExports.own') && !can(user, 'orderExports.supplier')) throw forbidden();
  return user;
}

/** Order exports (issue 13): thin; which orders and which exports is the service's. */
export const orderExportsResolvers: Resolvers = {
  Query: {
    orderExports: (_, args, ctx) => ctx.services.orderExports.list(exporter(ctx), args),
    orderExport: (_, args, ctx) => ctx.services.orderExports.get(exporter(ctx), args.id),
    downloadFile: (_, args, ctx) => ctx.services.orderExports.downloadUrl(exporter(ctx), args.id),
  },
  Mutation: {
    exportOrders: (_, args, ctx) => ctx.services.orderExports.start(requirePermission(ctx, 'orderExports.own'), args.filter, args.template_id),
    supplierExportOrder: (_, args, ctx) => ctx.services.orderExports.start(requirePermission(ctx, 'orderExports.supplier'), args.filter, args.template_id),
  },
  OrderExport: {
    created_at: (record) => record.created_at.toISOString(),
    file: (record) => (record.file_id ? { id: record.file_id } : null),
    author: (record) => ({ id: record.author_id }),
  },
};
