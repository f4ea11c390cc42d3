import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const psdImportResolvers: Resolvers = {
  Query: {
    artworkPsdImport: (_, args, ctx) => ctx.services.psdImports.get(requirePermission(ctx, 'artworks.write'), args.token),
  },
  Mutation: {
    importArtworkFromPSD: (_, args, ctx) => ctx.services.psdImports.request(requirePermission(ctx, 'artworks.write'), args),
  },
  ArtworkPsdImport: {
    id: (row) => row.artwork_id,
    unmatchedFonts: (row) => row.unmatched_fonts,
  },
};
