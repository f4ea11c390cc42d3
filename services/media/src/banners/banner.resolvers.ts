import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

// The banner library is shared: the permission alone decides; only creating records the user.
export const bannerResolvers: Resolvers = {
  Query: {
    bannerAllCategory: (_, args, ctx) => {
      requirePermission(ctx, 'banners.use');
      return ctx.services.banners.categories(args);
    },
    banners: (_, args, ctx) => {
      requirePermission(ctx, 'banners.use');
      return ctx.services.banners.banners(args);
    },
  },
  Mutation: {
    createBannerCategory: (_, args, ctx) => ctx.services.banners.createCategory(requirePermission(ctx, 'banners.use'), args.title),
    updateBannerCategory: (_, args, ctx) => {
      requirePermission(ctx, 'banners.use');
      return ctx.services.banners.updateCategory(args.id, args.title);
    },
    deleteBannerCategory: (_, args, ctx) => {
      requirePermission(ctx, 'banners.use');
      return ctx.services.banners.deleteCategory(args.id);
    },
    createBanner: (_, args, ctx) => ctx.services.banners.createBanner(requirePermission(ctx, 'banners.use'), args),
    deleteBanner: (_, args, ctx) => {
      requirePermission(ctx, 'banners.use');
      return ctx.services.banners.deleteBanner(args.id);
    },
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
