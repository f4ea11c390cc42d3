import { describe, expect, it } from 'vitest';
import { Client, gql, type Exchange, type OperationResult } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { filter, map, merge, pipe, share } from 'wonka';
import { cacheConfig } from './cache';

const VARIANTS = gql`
  query V($product_type_id: ID!) {
    productTypeVariants(product_type_id: $product_type_id) {
      id
      sku
    }
  }
`;
const SAVE = gql`
  mutation S($product_type_id: ID!, $variants: [ProductTypeVariantInput!]!) {
    saveProductTypeVariants(product_type_id: $product_type_id, variants: $variants) {
      id
      sorting
    }
  }
`;

/** A server stand-in: answers the variants query and the save with `count` fresh variants. */
function fakeServer(count: number, calls: string[]): Exchange {
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

describe('cache: saveProductTypeVariants', () => {
  // How long a 1296-variant save takes with this config is measured by `npm run bench` (client-variants).
  it('drops the cached variants list on a 1296-variant save, so the list loads again from the server', async () => {
    const calls: string[] = [];
    const client = new Client({ url: 'http://test/graphql', exchanges: [cacheExchange(cacheConfig), fakeServer(1296, calls)] });
    await client.query(VARIANTS, { product_type_id: 't1' }).toPromise();
    const saved = await client.mutation(SAVE, { product_type_id: 't1', variants: [] }).toPromise();
    expect(saved.data.saveProductTypeVariants).toHaveLength(1296);
    const again = await client.query(VARIANTS, { product_type_id: 't1' }).toPromise();
    expect(again.data.productTypeVariants[0].id).toBe('q3-0');
    expect(calls).toEqual(['query', 'mutation', 'query']);
  });
});
