import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { MockupLayerSchema, type MockupLayer } from '@pod/artwork-scene';
import { createRenderPool } from '../pool/pool';
import type { MockupJob } from './job';

/**
 * `npm run bench:mockups` (root and this workspace; a line of the root `npm run bench`): one
 * product with 10 mockups × 20 colour variants (issue 24: all 200 in ≤ 60 s on 2 cores) rendered
 * at 2000 px through the render pool, one thread per core. Each mockup is a 2000 × 2000 photo with
 * a transparent, shaded body and one or two Printarea layers (rotated, clipped, shaded), the
 * artwork a 4500 × 5400 PNG (a tee print area's size); the variant colour is the background.
 * Prints one JSON line: total time, images per minute, per-image median/p95, peak RSS. Not a test:
 * numbers vary by machine, so nothing asserts.
 */
const MOCKUPS = Number(process.env.BENCH_MOCKUPS ?? 10);
const VARIANTS = Number(process.env.BENCH_MOCKUP_VARIANTS ?? 20);
const SIDE = 2000;
const PRINT_AREA = { id: 'front', name: 'Front', width: 4500, height: 5400 };
const POCKET = { id: 'pocket', name: 'Pocket', width: 1200, height: 1200 };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

/** A product photo: a studio backdrop with a tee-like body cut out and shaded (`tilt` varies it per mockup). */
function photo(tilt: number): Promise<Buffer> {
  const body = `M${700 + tilt} 340 Q1000 490 ${1300 - tilt} 340 L1480 410 Q1620 460 1764 724 L1580 840 L1460 764 L1464 1704 Q1000 1756 536 1704 L540 764 L420 840 L236 724 Q380 460 520 410 Z`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#f5f5f5"/><stop offset="1" stop-color="#dcdcdc"/></radialGradient>` +
    `<mask id="hole"><rect width="${SIDE}" height="${SIDE}" fill="#fff"/><path d="${body}" fill="#000"/></mask><clipPath id="body"><path d="${body}"/></clipPath>` +
    `<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<filter id="blur"><feGaussianBlur stdDeviation="18"/></filter></defs>` +
    `<rect width="${SIDE}" height="${SIDE}" fill="url(#bg)" mask="url(#hole)"/>` +
    `<g clip-path="url(#body)"><rect width="${SIDE}" height="${SIDE}" fill="url(#fold)"/>` +
    `<path d="M900 760 Q980 1100 900 1640 M1300 800 Q1240 1200 1330 1600" stroke="#000" stroke-opacity=".18" stroke-width="60" fill="none" filter="url(#blur)"/></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The seller's artwork at the print area's size: gradients and shapes, so it compresses like a design, not like a flat fill. */
function artwork(width: number, height: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset=".55" stop-color="#fb923c"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/><circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.22}" fill="#fff7d6"/>` +
    `<polygon points="0,${height * 0.62} ${width * 0.28},${height * 0.38} ${width / 2},${height * 0.6} ${width * 0.72},${height * 0.34} ${width},${height * 0.6} ${width},${height} 0,${height}" fill="#4c1d95"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Mockup `i`'s layers: the front print area (every third rotated a little, every other clipped), a pocket print on some. */
function layers(i: number): MockupLayer[] {
  const front = MockupLayerSchema.parse({
    id: `front-${i}`,
    type: 'Printarea',
    title: 'Front',
    x: 720 + (i % 3) * 10,
    y: 560,
    width: 540,
    height: 648,
    rotation: i % 3 === 0 ? 2 : 0,
    clippingMaskEnable: i % 2 === 0,
    clippingMask: { x: 20, y: 20, width: 500, height: 600 },
    shading: 0.7,
    printArea: PRINT_AREA,
  });
  if (i % 4 !== 1) return [front];
  const pocket = MockupLayerSchema.parse({ id: `pocket-${i}`, type: 'Printarea', title: 'Pocket', x: 1220, y: 620, width: 120, height: 120, printArea: POCKET });
  return [front, pocket];
}

const COLOURS = Array.from({ length: VARIANTS }, (_, v) => `hsl(${Math.round((v * 360) / VARIANTS)}, 60%, ${35 + (v % 3) * 15}%)`);

async function main() {
  const threads = availableParallelism();
  const [front, pocket] = await Promise.all([artwork(PRINT_AREA.width, PRINT_AREA.height), artwork(POCKET.width, POCKET.height)]);
  const photos = await Promise.all(Array.from({ length: MOCKUPS }, (_, i) => photo(i * 6)));
  const jobs: MockupJob[] = photos.flatMap((bytes, i) =>
    COLOURS.map((background) => ({ width: SIDE, height: SIDE, layers: layers(i), photo: bytes, background, artworks: { front, pocket }, images: {} })),
  );

  // What making the inputs cost (librsvg drawing a 4500 × 5400 artwork), before any render.
  const setupRss = process.memoryUsage().rss;
  let peakRss = 0;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  const sampler = setInterval(sample, 20);
  // The whole product at once, as a burst of render requests arrives; a consumer would feed it in bounded batches.
  const pool = createRenderPool({ threads, maxQueue: jobs.length });
  const perImage: number[] = [];
  let outputBytes = 0;
  let totalMs = 0;
  // Every thread's CPU time while rendering (getrusage of the process): on a loaded machine the
  // wall time says how busy the neighbours were, this says what the renders cost.
  let cpuMs = 0;
  try {
    // Start the threads (and their canvas and fonts) before timing, as a long-running render process has.
    await Promise.all(Array.from({ length: threads }, () => pool.renderMockup(jobs[0]!)));
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const results = await Promise.all(
      jobs.map(async (job) => {
        const queued = performance.now();
        const result = await pool.renderMockup(job);
        perImage.push(performance.now() - queued);
        return result;
      }),
    );
    totalMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    cpuMs = (cpu.user + cpu.system) / 1000;
    outputBytes = results.reduce((sum, r) => sum + r.png.length, 0) / results.length;
    const largest = Math.max(...results.map((r) => Math.max(r.width, r.height)));
    if (largest > SIDE) throw new Error(`a mockup came out ${largest} px`);
  } finally {
    await pool.destroy();
    clearInterval(sampler);
  }
  sample();
  console.log(
    JSON.stringify({
      bench: 'product-mockups',
      mockups: MOCKUPS,
      variants: VARIANTS,
      images: jobs.length,
      side: SIDE,
      threads,
      totalMs: round(totalMs),
      imagesPerMinute: round((jobs.length / totalMs) * 60_000, 1),
      cpuMsPerImage: round(cpuMs / jobs.length),
      // What the same CPU time takes when the threads have the cores to themselves.
      idleMachineEstimateMs: round(cpuMs / threads),
      // From handing the job to the pool (all at once) to its PNG: queueing included.
      perImageMs: { median: round(percentile(perImage, 50)), p95: round(percentile(perImage, 95)) },
      meanPngMb: round(outputBytes / 1e6, 2),
      artworkPngMb: round(front.length / 1e6, 2),
      // Sampled every 20 ms while rendering: the process, its worker threads included.
      peakRssMb: round(peakRss / 2 ** 20),
      setupRssMb: round(setupRss / 2 ** 20),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
