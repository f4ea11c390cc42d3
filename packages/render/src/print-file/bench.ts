import { createCanvas } from '@napi-rs/canvas';
import { availableParallelism } from 'node:os';
import { referenceCases, startFixtureServer } from '@pod/artwork-scene/test-fixtures';
import { encodePng } from './encode-png';
import { createRenderPool } from '../pool/pool';
import type { RenderJob, RenderTimings } from './render-print-file';

/**
 * `npm run bench:render`: render the personalised reference artwork (text with two fonts,
 * images over HTTP, a filter, clipart, conditions) at 4500×5400 and print one JSON line:
 * median/p95 per file and per stage, files per minute on every core, peak RSS, the output
 * size, and the ratio of the median to two floors (below).
 * Not a test: numbers vary by machine, so nothing here asserts.
 */
const PRINT = { width: 4500, height: 5400, dpi: 300 };
const SINGLE_RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WARMUP = 2;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

/**
 * The floor: what any PNG print file of this size costs, one canvas fill and one PNG
 * encode. `renderer` encodes the way render-print-file does (`ratioToFloor` is taken
 * against it, like for like); `napi` uses @napi-rs/canvas's own encoder, the issue's
 * literal floor (`ratioToNapiFloor`).
 */
async function floorOnce(encoder: 'renderer' | 'napi'): Promise<{ total: number; fill: number }> {
  const start = performance.now();
  const canvas = createCanvas(PRINT.width, PRINT.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3a7bd5';
  ctx.fillRect(0, 0, PRINT.width, PRINT.height);
  canvas.data(); // Skia fills when the pixels are read: time the fill apart from the encode.
  const fill = performance.now() - start;
  if (encoder === 'renderer') await encodePng(canvas, PRINT.dpi);
  else await canvas.encode('png');
  return { total: performance.now() - start, fill };
}

async function main() {
  const server = await startFixtureServer();
  const reference = referenceCases(server.baseUrl).find((c) => c.name === 'personalised')!;
  const job: RenderJob = {
    artwork: reference.artwork,
    personalization: reference.personalization,
    fonts: reference.fonts,
    clipartCategories: reference.clipartCategories,
    printArea: PRINT,
    // The bench renders the reference fixtures through the test-only loader.
    source: { kind: 'test-fixtures', baseUrl: server.baseUrl },
  };

  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const single = createRenderPool({ threads: 1 });
  const times: number[] = [];
  const stages: Record<keyof RenderTimings, number[]> = { prepareMs: [], drawMs: [], encodeMs: [] };
  const floors: number[] = [];
  const floorFills: number[] = [];
  let fileBytes = 0;
  try {
    // Renders and floors alternate, so a busy machine slows both alike and the ratio holds.
    for (let i = 0; i < WARMUP + SINGLE_RUNS; i++) {
      const start = performance.now();
      const result = await single.render(job);
      const elapsed = performance.now() - start;
      const floor = await floorOnce('renderer');
      if (i >= WARMUP) {
        times.push(elapsed);
        for (const key of Object.keys(stages) as (keyof RenderTimings)[]) stages[key].push(result.timings[key]);
        floors.push(floor.total);
        floorFills.push(floor.fill);
        fileBytes = result.png.length;
      }
    }
  } finally {
    await single.destroy();
  }
  clearInterval(sampler);
  // Process-wide RSS while one worker ran (plus the main thread's floors): an upper bound
  // for one worker's footprint.
  const peakRssMb = round(Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 2 ** 20);

  const floor = percentile(floors, 50);
  const napiFloors: number[] = [];
  for (let i = 0; i < 3; i++) napiFloors.push((await floorOnce('napi')).total);
  const napiFloor = percentile(napiFloors, 50);

  const threads = availableParallelism();
  const pool = createRenderPool({ threads });
  let filesPerMinute = 0;
  try {
    await Promise.all(Array.from({ length: threads }, () => pool.render(job)));
    const count = threads * 4;
    const start = performance.now();
    await Promise.all(Array.from({ length: count }, () => pool.render(job)));
    filesPerMinute = (count / (performance.now() - start)) * 60_000;
  } finally {
    await pool.destroy();
    await server.close();
  }

  const median = percentile(times, 50);
  console.log(
    JSON.stringify({
      artwork: reference.name,
      size: `${PRINT.width}x${PRINT.height}`,
      runs: times.length,
      medianMs: round(median),
      p95Ms: round(percentile(times, 95)),
      // Inside the worker; the rest of medianMs is handing the job and the file across threads.
      stagesMs: {
        prepare: round(percentile(stages.prepareMs, 50)),
        draw: round(percentile(stages.drawMs, 50)),
        encode: round(percentile(stages.encodeMs, 50)),
      },
      fileMb: round(fileBytes / 1e6, 2),
      filesPerMinute: round(filesPerMinute, 1),
      threads,
      peakRssMb,
      floorMs: round(floor),
      floorFillMs: round(percentile(floorFills, 50)),
      floorNapiEncodeMs: round(napiFloor),
      ratioToFloor: round(median / floor, 2),
      ratioToNapiFloor: round(median / napiFloor, 2),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
