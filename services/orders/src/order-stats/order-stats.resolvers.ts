import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

const ref = <T extends string>(__typename: T, id: string | null) => (id ? { __typename, id } : null);

/**
 * The dashboard's statistics: `dashboard.stats` (Administrator, Seller, Supplier; a Supporter
 * is refused); which orders count is the service's, by the caller's orders-list scope.
 */
export const orderStatsResolvers: Resolvers = {
  Query: {
    adminStats: (_, args, ctx) => ctx.services.orderStats.adminStats(requirePermission(ctx, 'dashboard.stats'), args.filter ?? {}),
  },
  // The catalog answers these references with its own read rules (a Supplier reads product
  // types, not products: the product's title then comes from the order lines).
  TopProduct: {
    product: (row) => ref('Product', row.product_id ?? null),
  },
  TopProductType: {
    product_type: (row) => ref('ProductType', row.product_type_id ?? null),
  },
};
