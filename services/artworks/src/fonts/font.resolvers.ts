import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const fontResolvers: Resolvers = {
  Query: {
    fonts: (_, args, ctx) => ctx.services.fonts.list(requirePermission(ctx, 'artworks.read'), args),
    publicFonts: (_, args, ctx) => ctx.services.fonts.list(requirePermission(ctx, 'artworks.read'), { ...args, global: true }),
    font: (_, args, ctx) => ctx.services.fonts.get(requirePermission(ctx, 'artworks.read'), args.id),
  },
  Mutation: {
    // Custom fonts need artworks.write; global ones also fonts.global (checked in the service).
    createFont: (_, args, ctx) => ctx.services.fonts.create(requirePermission(ctx, 'artworks.write'), args),
    deleteFont: (_, args, ctx) => ctx.services.fonts.delete(requirePermission(ctx, 'artworks.write'), args.id),
  },
  Font: {
    __resolveReference: (ref, ctx) => {
      requirePermission(ctx, 'artworks.read');
      return ctx.loaders.font.load(ref.id);
    },
    userID: (f) => f.user_id,
    createdAt: (f) => f.created_at.toISOString(),
  },
  FontVariant: {
    postscriptName: (v) => v.postscript_name,
    file: (v) => ({ __typename: 'File', id: v.file_id }),
  },
};
