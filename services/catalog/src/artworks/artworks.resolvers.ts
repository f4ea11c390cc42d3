import type { Resolvers } from '../generated/resolvers-types';

export const artworksResolvers: Resolvers = {
  Artwork: {
    // The artworks subgraph has already decided the caller may see the artwork; the catalog
    // only adds a count scoped to the caller's own readable products (ArtworkUsageService).
    __resolveReference: (ref) => ({ id: ref.id }),
    usedIn: (artwork, _, ctx) => ctx.loaders.artworkUsedIn.load(artwork.id),
  },
};
