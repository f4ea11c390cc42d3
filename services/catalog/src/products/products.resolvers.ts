import { requirePermission } from '@pod/service-kit';
import type { CatalogContext } from '../context';
import type { ProductInput } from './product-input';
import type { Product, ProductVariant } from './product.entity';
import type { ProductFilter } from './products.service';

export const productsResolvers = {
  Query: {
    productByID: (_: unknown, args: { id: string }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'products.read');
      return ctx.services.products.getReadable(user, args.id);
    },
    products: (_: unknown, args: { filter?: ProductFilter | null }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'products.read');
      return ctx.services.products.list(user, args.filter ?? {});
    },
    productCheckOriginIDs: (_: unknown, args: { site_id: string; origin_ids: string[] }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'products.read');
      return ctx.services.products.checkOriginIds(user, args.site_id, args.origin_ids);
    },
  },
  Mutation: {
    createProduct: (_: unknown, args: { input: ProductInput }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'products.write');
      return ctx.services.products.create(user, args.input);
    },
    updateProduct: (_: unknown, args: { id: string; input: ProductInput }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'products.write');
      return ctx.services.products.update(user, args.id, args.input);
    },
  },
  Product: {
    // Other subgraphs (orders) refer to products they already authorised; many at once are batched.
    __resolveReference: (ref: { id: string }, ctx: CatalogContext) => ctx.loaders.products.productById.load(ref.id),
    created_at: (product: Product) => product.created_at.toISOString(),
    site: (product: Product) => ({ __typename: 'Site', id: product.site_id }),
    product_stores: (product: Product, _: unknown, ctx: CatalogContext) => ctx.loaders.products.storesByProduct.load(product.id),
    variants: (product: Product, _: unknown, ctx: CatalogContext) => ctx.loaders.products.variantsByProduct.load(product.id),
    print_areas: (product: Product, _: unknown, ctx: CatalogContext) => ctx.loaders.products.printAreasByProduct.load(product.id),
    product_types: async (product: Product, _: unknown, ctx: CatalogContext) =>
      (await ctx.loaders.productType.loadMany(product.product_type_ids)).filter((t) => t && !(t instanceof Error)),
    excludeMockups: (product: Product) => product.exclude_mockups,
  },
  ProductVariant: {
    // An order's variant (orders subgraph): the same rule as Product's reference — the gateway
    // only reaches it through a field that already passed its own read check.
    __resolveReference: (ref: { id: string }, ctx: CatalogContext) => ctx.loaders.products.variantById.load(ref.id),
    product_type_variant: (variant: ProductVariant, _: unknown, ctx: CatalogContext) => ctx.loaders.variant.load(variant.product_type_variant_id),
  },
};
