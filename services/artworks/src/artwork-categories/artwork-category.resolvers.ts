import { requirePermission } from '@pod/service-kit';
import type { ArtworksContext } from '../context';
import type { ArtworkCategoryNode } from './category-tree';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const artworkCategoryResolvers = {
  Query: {
    artworkCategories: (_: unknown, args: { parentID?: string | null; page?: number | null; userID?: string | null }, ctx: ArtworksContext) =>
      ctx.services.categories.list(requirePermission(ctx, 'artworks.read'), args),
    artworkCategory: (_: unknown, args: { ID: string }, ctx: ArtworksContext) =>
      ctx.services.categories.get(requirePermission(ctx, 'artworks.read'), args.ID),
  },
  Mutation: {
    createArtworkCategory: (_: unknown, args: { parentID?: string | null; title?: string | null }, ctx: ArtworksContext) =>
      ctx.services.categories.create(requirePermission(ctx, 'artworks.write'), args),
    updateArtworkCategory: (_: unknown, args: { id: string; parentID?: string | null; title?: string | null }, ctx: ArtworksContext) =>
      ctx.services.categories.update(requirePermission(ctx, 'artworks.write'), args),
    deleteArtworkCategory: (_: unknown, args: { id: string }, ctx: ArtworksContext) =>
      ctx.services.categories.delete(requirePermission(ctx, 'artworks.write'), args.id),
    duplicateArtworkCategory: (_: unknown, args: { id: string }, ctx: ArtworksContext) =>
      ctx.services.categories.duplicate(requirePermission(ctx, 'artworks.write'), args.id),
  },
  ArtworkCategory: {
    __resolveReference: (ref: { id: string }, ctx: ArtworksContext) =>
      ctx.loaders.category.load(ref.id),
    user_id: (c: ArtworkCategoryNode) => c.userID,
    createdAt: (c: ArtworkCategoryNode) => iso(c.createdAt),
    deletedAt: (c: ArtworkCategoryNode) => iso(c.deletedAt),
  },
};
