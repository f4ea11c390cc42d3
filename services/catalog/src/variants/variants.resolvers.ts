import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const variantsResolvers: Resolvers = {
  Query: {
    productTypeVariants: (_, args, ctx) => {
      const user = requirePermission(ctx, 'productTypes.read');
      return ctx.services.variants.list(user, args.product_type_id);
    },
  },
  Mutation: {
    createProductTypeVariant: (_, args, ctx) => {
      const user = requirePermission(ctx, 'productTypes.write');
      return ctx.services.variants.create(user, args.input);
    },
    saveProductTypeVariants: (_, args, ctx) => {
      const user = requirePermission(ctx, 'productTypes.write');
      return ctx.services.variants.saveMany(user, args.product_type_id, args.variants);
    },
  },
  ProductTypeVariant: {
    __resolveReference: (ref, ctx) => ctx.loaders.variant.load(ref.id),
  },
};
