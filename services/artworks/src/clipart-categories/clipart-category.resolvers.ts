import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const clipartCategoryResolvers: Resolvers = {
  Query: {
    clipartCategories: (_, args, ctx) => ctx.services.clipartCategories.list(requirePermission(ctx, 'artworks.read'), args),
    clipartCategory: (_, args, ctx) => ctx.services.clipartCategories.get(requirePermission(ctx, 'artworks.read'), args.id),
  },
  Mutation: {
    createClipartCategory: (_, args, ctx) => ctx.services.clipartCategories.create(requirePermission(ctx, 'cliparts.manage'), args),
    updateClipartCategory: (_, args, ctx) => ctx.services.clipartCategories.update(requirePermission(ctx, 'cliparts.manage'), args),
    duplicateClipartCategory: (_, args, ctx) => ctx.services.clipartCategories.duplicate(requirePermission(ctx, 'cliparts.manage'), args.id),
    deleteClipartCategory: (_, args, ctx) => ctx.services.clipartCategories.delete(requirePermission(ctx, 'cliparts.manage'), args.id, args.confirmTitle),
  },
  ClipartCategory: {
    // The loader is owner-scoped: another seller's category resolves to null.
    __resolveReference: (ref, ctx) => {
      requirePermission(ctx, 'artworks.read');
      return ctx.loaders.clipartCategory.load(ref.id);
    },
    strongDeleteConfirm: (c, _, ctx) => ctx.services.clipartCategories.strongDeleteConfirm(c),
    createdAt: (c) => c.createdAt.toISOString(),
  },
  Artwork: {
    // The artwork resolved already, so the user may read it; its owner's categories are the ones renders use.
    clipartCategories: (a, _, ctx) => {
      requirePermission(ctx, 'artworks.read');
      return ctx.services.clipartCategories.forArtwork(a);
    },
  },
};
