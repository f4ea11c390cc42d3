import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The product-mockups line of `npm run bench` (issue 24): @pod/render's mockup bench
 * (packages/render/src/mockups/bench.ts — one product, 10 mockups × 20 colour variants at
 * 2000 px through the render pool), run in its own process so its peak RSS is its own.
 */
export async function runProductMockups(): Promise<Record<string, unknown>> {
  const { stdout } = await run('npm', ['run', 'bench:mockups', '--silent', '-w', '@pod/render'], { maxBuffer: 1 << 20, timeout: 30 * 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
}
