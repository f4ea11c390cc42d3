import { PRODUCT_MESSAGES, type BundledProduct } from '@pod/contracts';

/** A bundled product as the card lists it. */
export interface BundleItem extends BundledProduct {
  title?: string | null;
}

/** Before the lookup: an empty id or one already in the list (spec 001 §5 "Product form"). */
export function bundleInputProblem(rawId: string, current: readonly BundledProduct[]): string | null {
  const id = rawId.trim();
  if (!id) return PRODUCT_MESSAGES.bundleIdRequired;
  if (current.some((item) => item.id === id)) return PRODUCT_MESSAGES.bundleDuplicate;
  return null;
}

/** What productByID answered for the typed id. */
export type BundleLookup =
  | { kind: 'found'; product: { id: string; origin_id: string | null; title: string; site_id: string } }
  | { kind: 'missing' }
  /** The server refused to show it (a product of someone else's site). */
  | { kind: 'forbidden' }
  | { kind: 'failed' };

export type BundleOutcome = { ok: true; item: BundleItem; message: string } | { ok: false; message: string };

/**
 * After the lookup: a product of another site (or one the server will not show this seller)
 * "does not exist or does not belong to the site"; the product itself cannot be its own
 * bundle; a failed lookup or no such id is "Product does not exist!".
 */
export function bundleLookupOutcome(lookup: BundleLookup, siteId: string | null, selfId?: string): BundleOutcome {
  if (lookup.kind === 'forbidden') return { ok: false, message: PRODUCT_MESSAGES.bundleNotOnSite };
  if (lookup.kind !== 'found') return { ok: false, message: PRODUCT_MESSAGES.bundleLookupFailed };
  const { product } = lookup;
  if (!siteId || product.site_id !== siteId || product.id === selfId) return { ok: false, message: PRODUCT_MESSAGES.bundleNotOnSite };
  return { ok: true, item: { id: product.id, origin_id: product.origin_id, title: product.title }, message: PRODUCT_MESSAGES.bundleAdded };
}

/** Maps the urql result of the lookup query to a BundleLookup. */
export function classifyLookup(result: {
  data?: { productByID: { id: string; origin_id: string | null; title: string; site_id: string } | null } | null;
  error?: { graphQLErrors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> } | null;
}): BundleLookup {
  if (result.error) {
    const code = result.error.graphQLErrors?.[0]?.extensions?.code;
    if (code === 'FORBIDDEN') return { kind: 'forbidden' };
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return { kind: 'missing' };
    return { kind: 'failed' };
  }
  const product = result.data?.productByID;
  return product ? { kind: 'found', product } : { kind: 'missing' };
}
