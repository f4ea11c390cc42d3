import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { knownProductTypes } from './product-types.loaders';

export const productTypesResolvers: Resolvers = {
  Query: {
    productTypeById: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.services.productTypes.get(args.id);
    },
    productTypeByIds: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return knownProductTypes(ctx.loaders, args.ids);
    },
    productTypes: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.services.productTypes.list(args.filter ?? {});
    },
  },
  Mutation: {
    createProductType: (_, args, ctx) =>
      ctx.services.productTypes.create(requirePermission(ctx, 'productTypes.write'), args.input),
    updateProductType: (_, args, ctx) => {
      return ctx.services.productTypes.update(requirePermission(ctx, 'productTypes.write'), args.id, args.input);
    },
    updateProductTypePrintAreas: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.write');
      return ctx.services.productTypes.updatePrintAreas(args.product_type_id, args.print_areas);
    },
  },
  ProductType: {
    __resolveReference: (ref, ctx) => ctx.loaders.productType.load(ref.id),
    categories: (type, _, ctx) => ctx.loaders.categoriesOfType.load(type.id),
    printAreas: (type, _, ctx) => ctx.loaders.printAreasOfType.load(type.id),
    product_type_variants: (type, _, ctx) => ctx.loaders.variantsOfType.load(type.id),
    min_base_cost: async (type, _, ctx) => (await ctx.loaders.baseCostRange.load(type.id)).min,
    max_base_cost: async (type, _, ctx) => (await ctx.loaders.baseCostRange.load(type.id)).max,
    created_at: (type) => type.created_at.toISOString(),
    updated_at: (type) => type.updated_at.toISOString(),
  },
  PrintArea: {
    mockupId: (area) => area.mockup_id,
  },
};
