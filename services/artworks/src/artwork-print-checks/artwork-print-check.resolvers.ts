import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const artworkPrintCheckResolvers: Resolvers = {
  Query: {
    artworkPrintCheck: (_, args, ctx) => ctx.services.printChecks.check(requirePermission(ctx, 'artworks.read'), args),
  },
  ArtworkPrintCheck: {
    width: (c) => c.artwork.width,
    height: (c) => c.artwork.height,
  },
  PrintCheckLayer: {
    pixelWidth: (l) => l.pixels?.width ?? null,
    pixelHeight: (l) => l.pixels?.height ?? null,
  },
};
