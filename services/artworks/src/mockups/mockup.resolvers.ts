import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { DEFAULT_MOCKUP_SETTINGS } from './mockup.service';

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
    mockup: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.services.mockups.get(args.id);
    },
  },
  Mutation: {
    createMockup: (_, args, ctx) =>
      ctx.services.mockups.create(requirePermission(ctx, 'productTypes.write'), args),
    deleteMockup: (_, args, ctx) => {
      requirePermission(ctx, 'productTypes.write');
      return ctx.services.mockups.delete(args.id);
    },
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
    settings: (m) => ({ ...DEFAULT_MOCKUP_SETTINGS, ...m.settings }),
    variantIds: (m) => m.variant_ids,
    createdAt: (m) => m.created_at.toISOString(),
  },
};
