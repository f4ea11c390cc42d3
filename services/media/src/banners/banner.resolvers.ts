import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const bannerResolvers: Resolvers = {
  Query: {
    bannerAllCategory: (_, args, ctx) => ctx.services.banners.categories(requirePermission(ctx, 'banners.use'), args),
    banners: (_, args, ctx) => ctx.services.banners.banners(requirePermission(ctx, 'banners.use'), args),
  },
  Mutation: {
    createBannerCategory: (_, args, ctx) => ctx.services.banners.createCategory(requirePermission(ctx, 'banners.use'), args.title),
    updateBannerCategory: (_, args, ctx) => ctx.services.banners.updateCategory(requirePermission(ctx, 'banners.use'), args.id, args.title),
    deleteBannerCategory: (_, args, ctx) => ctx.services.banners.deleteCategory(requirePermission(ctx, 'banners.use'), args.id),
    createBanner: (_, args, ctx) => ctx.services.banners.createBanner(requirePermission(ctx, 'banners.use'), args),
    deleteBanner: (_, args, ctx) => ctx.services.banners.deleteBanner(requirePermission(ctx, 'banners.use'), args.id),
  },
  BannerCategory: {
    createdAt: (c) => c.createdAt.toISOString(),
  },
  Banner: {
    imageUrl: (b) => b.image_key,
    url: (b, _, ctx) => `${ctx.publicMediaUrl}/img/auto/${b.image_key}`,
    categoryID: (b) => b.category_id,
    createdAt: (b) => b.created_at.toISOString(),
  },
};
