import { runAdminStats } from './admin-stats';
import { runArtworkEditor } from './artwork-editor';
import { runDecompressionBomb } from './decompression-bomb';
import { runGatewayOverhead } from './gateway-overhead';
import { runLighthouse } from './lighthouse';
import { runNoisyNeighbour } from './noisy-neighbour';
import { runOrderExport } from './order-export';
import { runOrdersList } from './orders-list';
import { runPrintFilePipeline } from './print-file-pipeline';
import { runProductMockups } from './product-mockups';
import { runProductTypeVariants } from './product-type-variants';
import { runPsdImport } from './psd-import';
import { runWorkspaceBenches } from './workspace-benches';

/**
 * `npm run bench`: prints one JSON line per bench. BENCH_DURATION_S (default 10) and
 * BENCH_CONNECTIONS (default 10) bound each run, BENCH_RATE (default 200 requests/s) is the
 * offered load of the fixed-rate pass; DATABASE_URL selects PostgreSQL over PGlite (the
 * orders-list line needs it: it seeds a million orders once into pod_bench_orders and keeps
 * them; BENCH_ORDERS_RUNS, default 200, requests per case); BENCH_PRINT_ORDERS (default 50) and
 * BENCH_PRINT_BURST (default 25) size the print-file line; BENCH_EXPORT_ORDERS (default 10,000)
 * sizes the order-export line; the product-mockups line renders one product's 10 mockups × 20
 * colour variants at 2000 px in the render pool (BENCH_MOCKUPS, BENCH_MOCKUP_VARIANTS); adminStats runs on the million-order data set (BENCH_STATS_RUNS,
 * default 100, requests per case); the noisy-neighbour line too (BENCH_NOISY_S, default 20, seconds of
 * heavy load per pass); BENCH_PSD_RUNS (default 3) the PSD import line (a 4500×5400 PSD of 50
 * layers, upload → artwork); BENCH_BOMB_RUNS (default 5) the decompression-bomb line (a 120 KB PSD
 * declaring 20000×20000 through createFile + uploadDesigns: refusal time, RSS growth, `me` beside it). The
 * Lighthouse line needs the built front ends (`npm run build`) and starts the embedded suite on
 * its fixed ports: run it under the port lock (`flock /tmp/pod-ports.lock npm run bench`). So does the
 * artwork-editor line after it (Chromium on /artworks/{id}/design with 300 and 1000 layers: drag frame
 * time, route open → interactive canvas, undo of a 300-layer paste, save; BENCH_EDITOR_RUNS, default 5).
 */
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 200);

try {
  const result = await runGatewayOverhead({ durationS, connections, rate });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.stdout.write(`${JSON.stringify(await runProductTypeVariants())}\n`);
  process.stdout.write(`${JSON.stringify(await runPrintFilePipeline({ orders: Number(process.env.BENCH_PRINT_ORDERS ?? 50), burstOrders: Number(process.env.BENCH_PRINT_BURST ?? 25) }))}\n`);
  process.stdout.write(`${JSON.stringify(await runProductMockups())}\n`);
  process.stdout.write(`${JSON.stringify(await runOrdersList())}\n`);
  process.stdout.write(`${JSON.stringify(await runOrderExport())}\n`);
  process.stdout.write(`${JSON.stringify(await runAdminStats())}\n`);
  process.stdout.write(`${JSON.stringify(await runNoisyNeighbour())}\n`);
  process.stdout.write(`${JSON.stringify(await runPsdImport({ runs: Number(process.env.BENCH_PSD_RUNS ?? 3) }))}\n`);
  process.stdout.write(`${JSON.stringify(await runDecompressionBomb({ runs: Number(process.env.BENCH_BOMB_RUNS ?? 5) }))}\n`);
  for (const line of await runWorkspaceBenches()) process.stdout.write(`${JSON.stringify(line)}\n`);
  process.stdout.write(`${JSON.stringify(await runLighthouse())}\n`);
  process.stdout.write(`${JSON.stringify(await runArtworkEditor({ runs: Number(process.env.BENCH_EDITOR_RUNS ?? 5) }))}\n`);
  process.exit(0);
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
}
