import { requirePermission, requireUser } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { mockupSettingsOf } from './mockup-document';

export const mockupResolvers: Resolvers = {
  Query: {
    mockups: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.services.mockups.byProductType(args.productTypeID);
    },
    mockupsByProductType: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.services.mockups.byProductType(args.productTypeID);
    },
    mockup: (_, args, ctx) => ctx.services.mockups.getFor(requirePermission(ctx, 'productTypes.read'), args.id),
    campaignMockups: (_, args, ctx) => ctx.services.mockups.campaignMockups(requirePermission(ctx, 'productTypes.read'), args.productTypeIDs, args.productID),
  },
  Mutation: {
    createMockup: (_, args, ctx) =>
      ctx.services.mockups.create(requirePermission(ctx, 'productTypes.write'), args),
    // Which permission a change needs depends on the mockup (a product type's, or a product's own picture): the service decides.
    deleteMockup: (_, args, ctx) => ctx.services.mockups.delete(requireUser(ctx), args.id),
    updateMockup: (_, args, ctx) => ctx.services.mockups.update(requireUser(ctx), args),
    updateMockupOrdering: (_, args, ctx) => ctx.services.mockups.updateOrdering(requireUser(ctx), args.mockups),
    uploadProductMockups: (_, args, ctx) => ctx.services.mockups.uploadForProduct(requirePermission(ctx, 'products.write'), args.productId, args.fileId),
  },
  Mockup: {
    __resolveReference: (ref, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.loaders.mockup.load(ref.id);
    },
    preview: (m) => m.preview_key,
    fileKey: (m) => m.file_key,
    fileID: (m) => m.file_id,
    productID: (m) => m.product_id,
    productTypeID: (m) => m.product_type_id,
    productType: (m) => ({ __typename: 'ProductType', id: m.product_type_id }),
    isProductBaseMockup: (m) => m.is_product_base,
    settings: (m) => mockupSettingsOf(m),
    variantIds: (m) => m.variant_ids,
    createdAt: (m) => m.created_at.toISOString(),
  },
};
