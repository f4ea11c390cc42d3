import { describe, expect, it } from 'vitest';
import { Client } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { cacheConfig } from './cache';
import { fakeServer, SAVE, VARIANTS } from './cache-fixtures';

describe('cache: saveProductTypeVariants', () => {
  // How long a 1296-variant save takes with this config is measured by `npm run bench` (client-cache-variants-save).
  it('drops the cached variants list on a 1296-variant save, so the list loads again from the server', async () => {
    const calls: string[] = [];
    const client = new Client({ url: 'http://test/graphql', exchanges: [cacheExchange(cacheConfig), fakeServer(1296, calls)] });
    await client.query(VARIANTS, { product_type_id: 't1' }).toPromise();
    const saved = await client.mutation(SAVE, { product_type_id: 't1', variants: [] }).toPromise();
    expect(saved.data!.saveProductTypeVariants).toHaveLength(1296);
    const again = await client.query(VARIANTS, { product_type_id: 't1' }).toPromise();
    expect(again.data!.productTypeVariants[0].id).toBe('q3-0');
    expect(calls).toEqual(['query', 'mutation', 'query']);
  });
});
