import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const carriersResolvers: Resolvers = {
  Query: {
    carriers: (_, __, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.services.carriers.list();
    },
  },
  Mutation: {
    updateProductTypeCarriers: async (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.write');
      const id = await ctx.services.carriers.replace(args.product_type_id, args.carriers, args.supplier_ids);
      return ctx.services.productTypes.get(id);
    },
  },
  ProductType: {
    product_type_carriers: (type, _, ctx) => ctx.loaders.productTypeCarriers.load(type.id),
    suppliers: async (type, _, ctx) => (await ctx.loaders.productTypeSuppliers.load(type.id)).map((id) => ({ __typename: 'User' as const, id })),
  },
};
