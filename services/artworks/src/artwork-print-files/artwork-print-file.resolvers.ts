import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const artworkPrintFileResolvers: Resolvers = {
  Mutation: {
    renderArtworkPrintFile: (_, args, ctx) => ctx.services.printFiles.request(requirePermission(ctx, 'artworks.read'), args),
  },
};
