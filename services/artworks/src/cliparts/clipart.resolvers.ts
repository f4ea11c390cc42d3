import { notFound, requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { CLIPART_CATEGORY_MESSAGES } from '../clipart-categories/clipart-category.kind';

export const clipartResolvers: Resolvers = {
  Query: {
    cliparts: (_, args, ctx) => ctx.services.cliparts.list(requirePermission(ctx, 'artworks.read'), args),
    clipart: (_, args, ctx) => ctx.services.cliparts.get(requirePermission(ctx, 'artworks.read'), args.id),
    clipartsByCategory: (_, args, ctx) => ctx.services.cliparts.byCategory(requirePermission(ctx, 'artworks.read'), args.categoryID),
  },
  Mutation: {
    createClipart: (_, args, ctx) => ctx.services.cliparts.create(requirePermission(ctx, 'cliparts.manage'), args),
    updateClipartTitle: (_, args, ctx) => ctx.services.cliparts.updateTitle(requirePermission(ctx, 'cliparts.manage'), args.id, args.title),
    updateClipartThumbnail: (_, args, ctx) => ctx.services.cliparts.updateThumbnail(requirePermission(ctx, 'cliparts.manage'), args.id, args.thumbnail_id),
    deleteClipart: (_, args, ctx) => ctx.services.cliparts.delete(requirePermission(ctx, 'cliparts.manage'), args.id, args.confirmTitle),
  },
  Clipart: {
    // The loader is owner-scoped: another seller's clipart resolves to null.
    __resolveReference: (ref, ctx) => {
      requirePermission(ctx, 'artworks.read');
      return ctx.loaders.clipart.load(ref.id);
    },
    userID: (c) => c.user_id,
    author: (c) => ({ __typename: 'User', id: c.user_id }),
    file: (c) => ({ __typename: 'File', id: c.file_id }),
    thumbnail: (c) => (c.thumbnail_id ? { __typename: 'File', id: c.thumbnail_id } : null),
    categoryID: (c) => c.category_id,
    category: async (c, _, ctx) => {
      // A clipart's category is its owner's, so whoever sees the clipart sees the category.
      const category = await ctx.loaders.clipartCategory.load(c.category_id);
      if (!category) throw notFound(CLIPART_CATEGORY_MESSAGES.notFound);
      return category;
    },
    strongDeleteConfirm: (c, _, ctx) => ctx.services.cliparts.strongDeleteConfirm(c),
    createdAt: (c) => c.created_at.toISOString(),
  },
};
