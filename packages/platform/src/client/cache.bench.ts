import { Client } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { cacheConfig } from './cache';
import { fakeServer, SAVE, VARIANTS } from './cache-fixtures';

/**
 * `npm run bench -w @pod/platform` (also run by the root `npm run bench`): a 1296-variant save
 * through graphcache with this config over a loaded list, from the mutation to its result.
 * Prints one JSON line of samples in ms; the root bench reports their median. Nothing asserts.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);

const samples: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const client = new Client({ url: 'http://bench/graphql', exchanges: [cacheExchange(cacheConfig), fakeServer(1296, [])] });
  await client.query(VARIANTS, { product_type_id: 't1' }).toPromise();
  const started = performance.now();
  await client.mutation(SAVE, { product_type_id: 't1', variants: [] }).toPromise();
  samples.push(performance.now() - started);
}
process.stdout.write(`${JSON.stringify({ bench: 'client-cache-variants-save', variants: 1296, samplesMs: samples })}\n`);
