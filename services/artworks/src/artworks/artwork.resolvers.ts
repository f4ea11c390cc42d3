import DataLoader from 'dataloader';
import GraphQLJSON from 'graphql-type-json';
import { requirePermission } from '@pod/service-kit';
import type { ArtworksContext } from '../context';
import type { ArtworkCategoryNode } from '../artwork-categories/category-tree';
import type { ArtworkListArgs, ArtworkRecord, CreateArtworkInput, UpdateArtworkInput } from './artwork.service';

export const artworkResolvers = {
  JSON: GraphQLJSON,
  Query: {
    artworks: (_: unknown, args: ArtworkListArgs, ctx: ArtworksContext) => ctx.artworks.list(requirePermission(ctx, 'artworks.read'), args),
    artwork: (_: unknown, args: { id: string }, ctx: ArtworksContext) => ctx.artworks.get(requirePermission(ctx, 'artworks.read'), args.id),
  },
  Mutation: {
    createArtwork: (_: unknown, args: { input: CreateArtworkInput }, ctx: ArtworksContext) =>
      ctx.artworks.create(requirePermission(ctx, 'artworks.write'), args.input),
    updateArtwork: (_: unknown, args: { id: string; input: UpdateArtworkInput }, ctx: ArtworksContext) =>
      ctx.artworks.update(requirePermission(ctx, 'artworks.write'), args.id, args.input),
    deleteArtwork: (_: unknown, args: { id: string }, ctx: ArtworksContext) =>
      ctx.artworks.delete(requirePermission(ctx, 'artworks.write'), args.id),
  },
  Artwork: {
    __resolveReference: (ref: { id: string }, ctx: ArtworksContext) => {
      requirePermission(ctx, 'artworks.read');
      return ctx.artworkLoader.load(ref.id);
    },
    categories: async (a: ArtworkRecord, _: unknown, ctx: ArtworksContext) =>
      (await ctx.categoryLoader.loadMany(a.category_ids)).filter((c): c is ArtworkCategoryNode => !!c && !(c instanceof Error)),
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
    numberOfArtworks: (c: ArtworkCategoryNode, _: unknown, ctx: ArtworksContext) => ctx.artworkCountLoader.load(c.id),
  },
};

/** Batches federation references to artworks into one query per request, owner-scoped. */
export function createArtworkLoader(ctx: Pick<ArtworksContext, 'user' | 'artworks'>) {
  return new DataLoader<string, ArtworkRecord | null>(async (ids) => {
    if (!ctx.user) return ids.map(() => null);
    const found = await ctx.artworks.getMany(ctx.user, [...ids]);
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** One count query for every category of a tree response. */
export function createArtworkCountLoader(ctx: Pick<ArtworksContext, 'artworks'>) {
  return new DataLoader<string, number>(async (ids) => {
    const counts = await ctx.artworks.countByCategory([...ids]);
    return ids.map((id) => counts.get(id) ?? 0);
  });
}
