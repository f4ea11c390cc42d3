import { referenceCases, startFixtureServer } from '@pod/artwork-scene/test-fixtures';
import { createRenderPool } from '../pool/pool';
import { PREVIEW_LONG_SIDE, previewSize } from './preview-size';
import { previewPersonalization } from './preview-personalization';

/**
 * `npm run bench -w @pod/render` (also run by the root `npm run bench`): an artwork preview as
 * the preview worker renders it — the personalised reference artwork (two fonts, images over
 * HTTP, a filter, clipart, conditions) at 600 px on the long side on white, in the same render
 * pool as print files (one thread). Prints one JSON line of samples in ms (job handed to the
 * pool until the PNG is back); the root bench reports their median. Nothing asserts.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WARMUP = 2;

const server = await startFixtureServer();
const pool = createRenderPool({ threads: 1 });
try {
  const reference = referenceCases(server.baseUrl).find((c) => c.name === 'personalised')!;
  const size = previewSize(reference.artwork);
  const job = {
    artwork: reference.artwork,
    personalization: previewPersonalization(reference.artwork),
    fonts: reference.fonts,
    clipartCategories: reference.clipartCategories,
    printArea: { ...size, dpi: 72 },
    background: '#ffffff',
    source: { kind: 'test-fixtures' as const, baseUrl: server.baseUrl },
  };
  const samples: number[] = [];
  let bytes = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const result = await pool.render(job);
    if (run >= WARMUP) samples.push(performance.now() - started);
    bytes = result.png.length;
  }
  process.stdout.write(`${JSON.stringify({ bench: 'artwork-preview-render', longSide: PREVIEW_LONG_SIDE, size: `${size.width}x${size.height}`, pngKb: Math.round(bytes / 1024), samplesMs: samples })}\n`);
} finally {
  await pool.destroy();
  await server.close();
}
