import { requirePermission } from '@pod/service-kit';
import type { MediaContext } from '../context';
import type { BannerRow } from './banner.entity';
import type { BannerCategoryView, PageArgs } from './banner.service';

export const bannerResolvers = {
  Query: {
    bannerAllCategory: (_: unknown, args: PageArgs, ctx: MediaContext) =>
      ctx.services.banners.categories(requirePermission(ctx, 'banners.use'), args),
    banners: (_: unknown, args: PageArgs & { categoryID?: string | null }, ctx: MediaContext) =>
      ctx.services.banners.banners(requirePermission(ctx, 'banners.use'), args),
  },
  Mutation: {
    createBannerCategory: (_: unknown, args: { title?: string | null }, ctx: MediaContext) =>
      ctx.services.banners.createCategory(requirePermission(ctx, 'banners.use'), args.title),
    updateBannerCategory: (_: unknown, args: { id: string; title?: string | null }, ctx: MediaContext) =>
      ctx.services.banners.updateCategory(requirePermission(ctx, 'banners.use'), args.id, args.title),
    deleteBannerCategory: (_: unknown, args: { id: string }, ctx: MediaContext) =>
      ctx.services.banners.deleteCategory(requirePermission(ctx, 'banners.use'), args.id),
    createBanner: (_: unknown, args: { title?: string | null; imageUrl?: string | null; categoryID?: string | null }, ctx: MediaContext) =>
      ctx.services.banners.createBanner(requirePermission(ctx, 'banners.use'), args),
    deleteBanner: (_: unknown, args: { id: string }, ctx: MediaContext) =>
      ctx.services.banners.deleteBanner(requirePermission(ctx, 'banners.use'), args.id),
  },
  BannerCategory: {
    createdAt: (c: BannerCategoryView) => c.createdAt.toISOString(),
  },
  Banner: {
    imageUrl: (b: BannerRow) => b.image_key,
    url: (b: BannerRow, _: unknown, ctx: MediaContext) => `${ctx.publicMediaUrl}/img/auto/${b.image_key}`,
    categoryID: (b: BannerRow) => b.category_id,
    createdAt: (b: BannerRow) => b.created_at.toISOString(),
  },
};
