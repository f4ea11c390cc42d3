import { requirePermission } from '@pod/service-kit';
import type { MediaContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

/**
 * The banner library is shared: `banners.use` alone decides, so the service's reads, renames and
 * deletes take no user; creating records the user as creator.
 */
function library(ctx: MediaContext) {
  requirePermission(ctx, 'banners.use');
  return ctx.services.banners;
}

export const bannerResolvers: Resolvers = {
  Query: {
    bannerAllCategory: (_, args, ctx) => library(ctx).categories(args),
    banners: (_, args, ctx) => library(ctx).banners(args),
  },
  Mutation: {
    createBannerCategory: (_, args, ctx) => ctx.services.banners.createCategory(requirePermission(ctx, 'banners.use'), args.title),
    updateBannerCategory: (_, args, ctx) => library(ctx).updateCategory(args.id, args.title),
    deleteBannerCategory: (_, args, ctx) => library(ctx).deleteCategory(args.id),
    createBanner: (_, args, ctx) => ctx.services.banners.createBanner(requirePermission(ctx, 'banners.use'), args),
    deleteBanner: (_, args, ctx) => library(ctx).deleteBanner(args.id),
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
