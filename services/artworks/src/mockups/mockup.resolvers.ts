import { requirePermission } from '@pod/service-kit';
import type { ArtworksContext } from '../context';
import { DEFAULT_MOCKUP_SETTINGS, type CreateMockupArgs } from './mockup.service';
import type { MockupRow } from './mockup.entity';

export const mockupResolvers = {
  Query: {
    mockups: (_: unknown, args: { productTypeID: string }, ctx: ArtworksContext) =>
      ctx.services.mockups.byProductType(requirePermission(ctx, 'productTypes.read'), args.productTypeID),
    mockupsByProductType: (_: unknown, args: { productTypeID: string }, ctx: ArtworksContext) =>
      ctx.services.mockups.byProductType(requirePermission(ctx, 'productTypes.read'), args.productTypeID),
    mockup: (_: unknown, args: { id: string }, ctx: ArtworksContext) =>
      ctx.services.mockups.get(requirePermission(ctx, 'productTypes.read'), args.id),
  },
  Mutation: {
    createMockup: (_: unknown, args: CreateMockupArgs, ctx: ArtworksContext) =>
      ctx.services.mockups.create(requirePermission(ctx, 'productTypes.write'), args),
    deleteMockup: (_: unknown, args: { id: string }, ctx: ArtworksContext) =>
      ctx.services.mockups.delete(requirePermission(ctx, 'productTypes.write'), args.id),
  },
  Mockup: {
    __resolveReference: (ref: { id: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.loaders.mockup.load(ref.id);
    },
    preview: (m: MockupRow) => m.preview_key,
    fileKey: (m: MockupRow) => m.file_key,
    fileID: (m: MockupRow) => m.file_id,
    productID: (m: MockupRow) => m.product_id,
    productTypeID: (m: MockupRow) => m.product_type_id,
    productType: (m: MockupRow) => ({ __typename: 'ProductType', id: m.product_type_id }),
    isProductBaseMockup: (m: MockupRow) => m.is_product_base,
    settings: (m: MockupRow) => ({ ...DEFAULT_MOCKUP_SETTINGS, ...m.settings }),
    variantIds: (m: MockupRow) => m.variant_ids,
    createdAt: (m: MockupRow) => m.created_at.toISOString(),
  },
};
