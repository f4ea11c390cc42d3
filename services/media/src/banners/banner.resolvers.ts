import { requirePermission } from '@pod/service-kit';
import type { MediaContext } from '../context';
import type { BannerRow } from './banner.entity';
import type { BannerCategoryView, PageArgs } from './banner.service';

export const bannerResolvers = {
  Query: {
    bannerAllCategory: (_: unknown, args: PageArgs, ctx: MediaContext) => {
      requirePermission(ctx, 'banners.use');
      return ctx.banners.categories(args);
    },
    banners: (_: unknown, args: PageArgs & { categoryID?: string | null }, ctx: MediaContext) => {
      requirePermission(ctx, 'banners.use');
      return ctx.banners.banners(args);
    },
  },
  Mutation: {
    createBannerCategory: (_: unknown, args: { title?: string | null }, ctx: MediaContext) =>
      ctx.banners.createCategory(requirePermission(ctx, 'banners.use'), args.title),
    updateBannerCategory: (_: unknown, args: { id: string; title?: string | null }, ctx: MediaContext) => {
      requirePermission(ctx, 'banners.use');
      return ctx.banners.updateCategory(args.id, args.title);
    },
    deleteBannerCategory: (_: unknown, args: { id: string }, ctx: MediaContext) => {
      requirePermission(ctx, 'banners.use');
      return ctx.banners.deleteCategory(args.id);
    },
    createBanner: (_: unknown, args: { title?: string | null; imageUrl?: string | null; categoryID?: string | null }, ctx: MediaContext) =>
      ctx.banners.createBanner(requirePermission(ctx, 'banners.use'), args),
    deleteBanner: (_: unknown, args: { id: string }, ctx: MediaContext) => {
      requirePermission(ctx, 'banners.use');
      return ctx.banners.deleteBanner(args.id);
    },
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
