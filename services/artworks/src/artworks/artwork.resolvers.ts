import GraphQLJSON from 'graphql-type-json';
import { requirePermission } from '@pod/service-kit';
import type { ArtworksContext } from '../context';
import type { ArtworkCategoryNode } from '../artwork-categories/category-tree';
import type { ArtworkListArgs, ArtworkRecord, CreateArtworkInput, UpdateArtworkInput } from './artwork.service';

export const artworkResolvers = {
  JSON: GraphQLJSON,
  Query: {
    artworks: (_: unknown, args: ArtworkListArgs, ctx: ArtworksContext) => ctx.services.artworks.list(requirePermission(ctx, 'artworks.read'), args),
    artwork: (_: unknown, args: { id: string }, ctx: ArtworksContext) => ctx.services.artworks.get(requirePermission(ctx, 'artworks.read'), args.id),
  },
  Mutation: {
    createArtwork: (_: unknown, args: { input: CreateArtworkInput }, ctx: ArtworksContext) =>
      ctx.services.artworks.create(requirePermission(ctx, 'artworks.write'), args.input),
    updateArtwork: (_: unknown, args: { id: string; input: UpdateArtworkInput }, ctx: ArtworksContext) =>
      ctx.services.artworks.update(requirePermission(ctx, 'artworks.write'), args.id, args.input),
    deleteArtwork: (_: unknown, args: { id: string }, ctx: ArtworksContext) =>
      ctx.services.artworks.delete(requirePermission(ctx, 'artworks.write'), args.id),
  },
  Artwork: {
    __resolveReference: (ref: { id: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'artworks.read');
      return ctx.loaders.artwork.load(ref.id);
    },
    categories: async (a: ArtworkRecord, _: unknown, ctx: ArtworksContext) =>
      (await ctx.loaders.category.loadMany(a.category_ids)).filter((c): c is ArtworkCategoryNode => !!c && !(c instanceof Error)),
    sharedLayers: (a: ArtworkRecord) => a.shared_layers,
    templateDisplayMode: (a: ArtworkRecord) => a.template_display_mode,
    templateDisplayLabel: (a: ArtworkRecord) => a.template_display_label,
    userID: (a: ArtworkRecord) => a.user_id,
    author: (a: ArtworkRecord) => ({ __typename: 'User', id: a.user_id }),
    createdAt: (a: ArtworkRecord) => a.created_at.toISOString(),
    updatedAt: (a: ArtworkRecord) => a.updated_at.toISOString(),
  },
  ArtworkCategory: {
    // The tree is built by the category capability; the count lives with the artworks.
    numberOfArtworks: (c: ArtworkCategoryNode, _: unknown, ctx: ArtworksContext) => ctx.loaders.artworkCount.load(c.id),
  },
};
