import { requirePermission } from '@pod/service-kit';
import type { CatalogContext } from '../context';
import type { ProductTypeVariantInput } from './variant-rows';

export const variantsResolvers = {
  Query: {
    productTypeVariants: (_: unknown, args: { product_type_id: string }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'productTypes.read');
      return ctx.services.variants.list(user, args.product_type_id);
    },
  },
  Mutation: {
    createProductTypeVariant: (_: unknown, args: { input: ProductTypeVariantInput }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'productTypes.write');
      return ctx.services.variants.create(user, args.input);
    },
    saveProductTypeVariants: (_: unknown, args: { product_type_id: string; variants: ProductTypeVariantInput[] }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'productTypes.write');
      return ctx.services.variants.saveMany(user, args.product_type_id, args.variants);
    },
  },
  ProductTypeVariant: {
    __resolveReference: (ref: { id: string }, ctx: CatalogContext) => ctx.loaders.variant.load(ref.id),
  },
};
