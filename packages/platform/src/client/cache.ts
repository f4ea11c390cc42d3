import type { CacheExchangeOpts } from '@urql/exchange-graphcache';
import { applyOrderPrintFileUpdate, keepNewestDesign } from './order-print-file';

/**
 * The graphcache configuration for the whole suite (one module, STYLE.md). Entities are keyed
 * by `id` (graphcache's default); list pages (`{ count, hits }`) and status counts have no id
 * and are embedded in their parent. A page that changes a list refetches it with
 * `requestPolicy: 'network-only'`, or its team adds an `updates` entry here.
 */
export const cacheConfig: CacheExchangeOpts = {
  keys: {
    AppSetting: (data) => (typeof data.name === 'string' ? data.name : null),
    SiteSettings: (data) => (data.site_id ? String(data.site_id) : null),
    // Product mockups: a request's answer and its live updates are read once, never normalised.
    ProductMockupBatch: () => null,
    MockupProductUpdate: () => null,
  },
  updates: {
    Mutation: {
      // The variants screen saves a type's whole list in one call (1296 rows for 4 × 6 options).
      // Without an updater graphcache compares every new variant in the result with every cached
      // variant (about 20 s of frozen page at 1296 rows); instead drop the two cached lists.
      saveProductTypeVariants(_result, args, cache) {
        const id = String(args.product_type_id);
        cache.invalidate('Query', 'productTypeVariants', { product_type_id: id });
        cache.invalidate({ __typename: 'ProductType', id }, 'product_type_variants');
      },
    },
    Subscription: {
      // A print file changed: the designs and the order's status tag update without a reload.
      generateOrderPrintFile: applyOrderPrintFileUpdate,
    },
    OrderDesign: {
      // Of two answers about a design, the one with the higher revision wins, whatever arrived last.
      revision: keepNewestDesign,
    },
  },
};
