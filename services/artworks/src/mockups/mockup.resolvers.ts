import DataLoader from 'dataloader';
import { requirePermission } from '@pod/service-kit';
import type { ArtworksContext } from '../context';
import { DEFAULT_MOCKUP_SETTINGS, type CreateMockupArgs } from './mockup.service';
import type { MockupRow } from './mockup.entity';

export const mockupResolvers = {
  Query: {
    mockups: (_: unknown, args: { productTypeID: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.mockups.byProductType(args.productTypeID);
    },
    mockupsByProductType: (_: unknown, args: { productTypeID: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.mockups.byProductType(args.productTypeID);
    },
    mockup: (_: unknown, args: { id: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.mockups.get(args.id);
    },
  },
  Mutation: {
    createMockup: (_: unknown, args: CreateMockupArgs, ctx: ArtworksContext) =>
      ctx.mockups.create(requirePermission(ctx, 'productTypes.write'), args),
    deleteMockup: (_: unknown, args: { id: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'productTypes.write');
      return ctx.mockups.delete(args.id);
    },
  },
  Mockup: {
    __resolveReference: (ref: { id: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'productTypes.read');
      return ctx.mockupLoader.load(ref.id);
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

export function createMockupLoader(ctx: Pick<ArtworksContext, 'mockups'>) {
  return new DataLoader<string, MockupRow | null>(async (ids) => {
    const found = await ctx.mockups.getMany([...ids]);
    return ids.map((id) => found.get(id) ?? null);
  });
}
