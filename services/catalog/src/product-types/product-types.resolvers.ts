import { requirePermission } from '@pod/service-kit';
import type { CatalogContext } from '../context';
import type { PrintArea } from './print-area.entity';
import type { ProductType } from './product-type.entity';
import type { PrintAreaInput, ProductTypeInput } from './product-type-input';
import type { ProductTypeFilter } from './product-types.service';

export const productTypesResolvers = {
  Query: {
    productTypeById: (_: unknown, args: { id: string }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'productTypes.read');
      return ctx.services.productTypes.get(user, args.id);
    },
    productTypeByIds: async (_: unknown, args: { ids: string[] }, ctx: CatalogContext) => {
      requirePermission(ctx, 'productTypes.read');
      // Unknown ids are left out; the rest keep the order asked.
      return (await ctx.loaders.productType.loadMany(args.ids)).filter((t): t is ProductType => !!t && !(t instanceof Error));
    },
    productTypes: (_: unknown, args: { filter?: ProductTypeFilter | null }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'productTypes.read');
      return ctx.services.productTypes.list(user, args.filter ?? {});
    },
  },
  Mutation: {
    createProductType: (_: unknown, args: { input: ProductTypeInput }, ctx: CatalogContext) =>
      ctx.services.productTypes.create(requirePermission(ctx, 'productTypes.write'), args.input),
    updateProductType: (_: unknown, args: { id: string; input: ProductTypeInput }, ctx: CatalogContext) => {
      return ctx.services.productTypes.update(requirePermission(ctx, 'productTypes.write'), args.id, args.input);
    },
    updateProductTypePrintAreas: (_: unknown, args: { product_type_id: string; print_areas: PrintAreaInput[] }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'productTypes.write');
      return ctx.services.productTypes.updatePrintAreas(user, args.product_type_id, args.print_areas);
    },
  },
  ProductType: {
    __resolveReference: (ref: { id: string }, ctx: CatalogContext) => ctx.loaders.productType.load(ref.id),
    categories: (type: ProductType, _: unknown, ctx: CatalogContext) => ctx.loaders.categoriesOfType.load(type.id),
    printAreas: (type: ProductType, _: unknown, ctx: CatalogContext) => ctx.loaders.printAreasOfType.load(type.id),
    product_type_variants: (type: ProductType, _: unknown, ctx: CatalogContext) => ctx.loaders.variantsOfType.load(type.id),
    min_base_cost: async (type: ProductType, _: unknown, ctx: CatalogContext) => (await ctx.loaders.baseCostRange.load(type.id)).min,
    max_base_cost: async (type: ProductType, _: unknown, ctx: CatalogContext) => (await ctx.loaders.baseCostRange.load(type.id)).max,
    created_at: (type: ProductType) => type.created_at.toISOString(),
    updated_at: (type: ProductType) => type.updated_at.toISOString(),
  },
  PrintArea: {
    mockupId: (area: PrintArea) => area.mockup_id,
  },
};
