import GraphQLJSON from 'graphql-type-json';
import { requirePermission } from '@pod/service-kit';
import type { ArtworkCategoryNode } from '../artwork-categories/artwork-category.kind';
import type { Resolvers } from '../generated/resolvers-types';
import { artworkVersionId } from './artwork-versions';

export const artworkResolvers: Resolvers = {
  JSON: GraphQLJSON,
  Query: {
    artworks: (_, args, ctx) => ctx.services.artworks.list(requirePermission(ctx, 'artworks.read'), args),
    artwork: (_, args, ctx) => ctx.services.artworks.get(requirePermission(ctx, 'artworks.read'), args.id),
  },
  Mutation: {
    createArtwork: (_, args, ctx) => ctx.services.artworks.create(requirePermission(ctx, 'artworks.write'), args.input),
    updateArtwork: (_, args, ctx) => ctx.services.artworks.update(requirePermission(ctx, 'artworks.write'), args.id, args.input),
    deleteArtwork: (_, args, ctx) => ctx.services.artworks.delete(requirePermission(ctx, 'artworks.write'), args.id, args.confirmTitle),
    duplicateArtwork: (_, args, ctx) => ctx.services.artworks.duplicate(requirePermission(ctx, 'artworks.write'), args.id),
    changeLockStatus: (_, args, ctx) => ctx.services.artworks.changeLockStatus(requirePermission(ctx, 'artworks.write'), args.id, args.status),
    restoreArtworkVersion: (_, args, ctx) => ctx.services.artworks.restoreVersion(requirePermission(ctx, 'artworks.write'), args.artworkID, args.versionID),
  },
  Artwork: {
    __resolveReference: (ref, ctx) => {
      requirePermission(ctx, 'artworks.read');
      return ctx.loaders.artwork.load(ref.id);
    },
    categories: async (a, _, ctx) =>
      (await ctx.loaders.category.loadMany(a.category_ids)).filter((c): c is ArtworkCategoryNode => !!c && !(c instanceof Error)),
    sharedLayers: (a) => a.shared_layers,
    templateDisplayMode: (a) => a.template_display_mode,
    templateDisplayLabel: (a) => a.template_display_label,
    userID: (a) => a.user_id,
    author: (a) => ({ __typename: 'User', id: a.user_id }),
    createdAt: (a) => a.created_at.toISOString(),
    updatedAt: (a) => a.updated_at.toISOString(),
    preview: (a) => a.preview_key,
    strongDeleteConfirm: (a, _, ctx) => ctx.services.artworks.needsStrongConfirm(a),
    versions: (a, args, ctx) => ctx.services.artworks.versions(requirePermission(ctx, 'artworks.read'), a.id, args),
  },
  ArtworkVersion: {
    id: (v) => artworkVersionId(v),
    createdAt: (v) => new Date(v.created_at).toISOString(),
    author: (v) => ({ __typename: 'User', id: v.author_id }),
    preview: (v) => v.preview_key,
  },
  ArtworkCategory: {
    // The tree is built by the category capability; the count lives with the artworks.
    numberOfArtworks: (c, _, ctx) => ctx.loaders.artworkCount.load(c.id),
  },
};
