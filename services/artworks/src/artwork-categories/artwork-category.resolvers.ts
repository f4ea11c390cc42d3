import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const artworkCategoryResolvers: Resolvers = {
  Query: {
    artworkCategories: (_, args, ctx) => ctx.services.categories.list(requirePermission(ctx, 'artworks.read'), args),
    artworkCategory: (_, args, ctx) => ctx.services.categories.get(requirePermission(ctx, 'artworks.read'), args.ID),
  },
  Mutation: {
    createArtworkCategory: (_, args, ctx) => ctx.services.categories.create(requirePermission(ctx, 'artworks.write'), args),
    updateArtworkCategory: (_, args, ctx) => ctx.services.categories.update(requirePermission(ctx, 'artworks.write'), args),
    deleteArtworkCategory: (_, args, ctx) => ctx.services.categories.delete(requirePermission(ctx, 'artworks.write'), args.id, args.confirmTitle),
    duplicateArtworkCategory: (_, args, ctx) => ctx.services.categories.duplicate(requirePermission(ctx, 'artworks.write'), args.id),
  },
  ArtworkCategory: {
    __resolveReference: (ref, ctx) => ctx.loaders.category.load(ref.id),
    user_id: (c) => c.userID,
    strongDeleteConfirm: (c, _, ctx) => ctx.services.strongConfirm.required(c.userID),
    createdAt: (c) => c.createdAt.toISOString(),
    deletedAt: (c) => c.deletedAt?.toISOString() ?? null,
  },
};
