import type { Exchange, OperationResult } from 'urql';
import { graphql } from '../graphql';
import { filter, map, merge, pipe, share } from 'wonka';

/** The variants screen's list query and whole-list save, as the cache test and bench send them. */
export const VARIANTS = graphql(`
  query V($product_type_id: ID!) {
    productTypeVariants(product_type_id: $product_type_id) {
      id
      sku
    }
  }
`);
export const SAVE = graphql(`
  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {
    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {
      id
      sorting
    }
  }
`);

/** A server stand-in: answers the variants query and the save with `count` fresh variants. */
export function fakeServer(count: number, calls: string[]): Exchange {
  return () => (ops$) => {
    const shared = pipe(ops$, share);
    return merge([
      pipe(
        shared,
        filter((op) => op.kind === 'query' || op.kind === 'mutation'),
        map((op): OperationResult => {
          calls.push(op.kind);
          const data =
            op.kind === 'mutation'
              ? { saveProductTypeVariants: Array.from({ length: count }, (_, i) => ({ __typename: 'ProductTypeVariant', id: `v${calls.length}-${i}`, sorting: i + 1 })) }
              : { productTypeVariants: Array.from({ length: count }, (_, i) => ({ __typename: 'ProductTypeVariant', id: `q${calls.length}-${i}`, sku: `S${i}` })) };
          return { operation: op, data, error: undefined, stale: false, hasNext: false };
        }),
      ),
    ]);
  };
}
