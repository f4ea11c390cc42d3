import { missingVariants } from '@pod/contracts';
import { rowFromDraft } from './variantRow';
import { VariantStore } from './variantStore';

/**
 * `npm run bench -w @pod/mfe-catalog` (also run by the root `npm run bench`): a thousand edits
 * of one row in a 1296-row store (4 attributes × 6 options), each row and the page subscribed
 * as on the screen. Prints one JSON line of samples in ms; the root bench reports their median.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const six = (name: string) => ({ name, slug: name.toLowerCase(), options: ['a', 'b', 'c', 'd', 'e', 'f'].map((o) => `${name}${o}`) });
const drafts = missingVariants({ sku: 'T', attributes: [six('A'), six('B'), six('C'), six('D')] }, [], ['front']);

const samples: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const store = new VariantStore();
  store.load(drafts.map((d, i) => rowFromDraft(d, `k${i}`)));
  for (const key of store.getSummary().order) store.subscribeRow(key, () => undefined);
  store.subscribe(() => undefined);
  const started = performance.now();
  for (let i = 0; i < 1000; i++) store.update('k700', { retail_cost: i + 1 });
  samples.push(performance.now() - started);
}
process.stdout.write(`${JSON.stringify({ bench: 'client-variant-store-edits', rows: drafts.length, edits: 1000, samplesMs: samples })}\n`);
