import { badInput, requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { StoreError } from './connectors';

/** A store's refusal reaches the seller as the store worded it (spec 001 §8 "failure shows the server message"). */
async function storeMessages<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StoreError) throw badInput(err.message);
    throw err;
  }
}

export const storesResolvers: Resolvers = {
  Mutation: {
    fetchProductFromSite: (_, args, ctx) => {
      const user = requirePermission(ctx, 'storeMapping.use');
      return storeMessages(() => ctx.services.storeMapping.fetchProductFromSite(user, args.site_id, args.product_id));
    },
    // the sites list's Actions column: everyone who manages sites' products except Supporter
    fetchProductVariants: (_, args, ctx) => {
      const user = requirePermission(ctx, 'products.write');
      return storeMessages(() => ctx.services.storeMapping.fetchProductVariants(user, args.site_id));
    },
  },
};
