import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const variantsResolvers: Resolvers = {
  Query: {
    productTypeVariants: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.services.variants.list(args.product_type_id);
    },
  },
  Mutation: {
    createProductTypeVariant: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.write');
      return ctx.services.variants.create(args.input);
    },
    saveProductTypeVariants: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.write');
      return ctx.services.variants.saveMany(args.product_type_id, args.variants);
    },
  },
  ProductTypeVariant: {
    __resolveReference: (ref, ctx) => ctx.loaders.variant.load(ref.id),
  },
};
