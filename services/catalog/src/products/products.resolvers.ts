import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { knownProductTypes } from '../product-types/product-types.loaders';

export const productsResolvers: Resolvers = {
  Query: {
    productByID: (_, args, ctx) => {
      const user = requirePermission(ctx, 'products.read');
      return ctx.services.products.getReadable(user, args.id);
    },
    products: (_, args, ctx) => {
      const user = requirePermission(ctx, 'products.read');
      return ctx.services.products.list(user, args.filter ?? {});
    },
    productCheckOriginIDs: (_, args, ctx) => {
      const user = requirePermission(ctx, 'products.read');
      return ctx.services.products.checkOriginIds(user, args.site_id, args.origin_ids);
    },
  },
  Mutation: {
    createProduct: (_, args, ctx) => {
      const user = requirePermission(ctx, 'products.write');
      return ctx.services.products.create(user, args.input);
    },
    updateProduct: (_, args, ctx) => {
      const user = requirePermission(ctx, 'products.write');
      return ctx.services.products.update(user, args.id, args.input);
    },
  },
  Product: {
    // Other subgraphs (orders) refer to products they already authorised; many at once are batched.
    __resolveReference: (ref, ctx) => ctx.loaders.products.productById.load(ref.id),
    created_at: (product) => product.created_at.toISOString(),
    site: (product) => ({ __typename: 'Site', id: product.site_id }),
    product_stores: (product, _, ctx) => ctx.loaders.products.storesByProduct.load(product.id),
    variants: (product, _, ctx) => ctx.loaders.products.variantsByProduct.load(product.id),
    print_areas: (product, _, ctx) => ctx.loaders.products.printAreasByProduct.load(product.id),
    product_types: (product, _, ctx) => knownProductTypes(ctx.loaders, product.product_type_ids),
    excludeMockups: (product) => product.exclude_mockups,
  },
  ProductVariant: {
    // An order's variant (orders subgraph): the same rule as Product's reference — the gateway
    // only reaches it through a field that already passed its own read check.
    __resolveReference: (ref, ctx) => ctx.loaders.products.variantById.load(ref.id),
    product_type_variant: async (variant, _, ctx) => {
      const typeVariant = await ctx.loaders.variant.load(variant.product_type_variant_id);
      // Type variants are never deleted (only deactivated), so a product's variant always finds its own.
      if (!typeVariant) throw new Error(`product type variant ${variant.product_type_variant_id} is missing`);
      return typeVariant;
    },
  },
};
