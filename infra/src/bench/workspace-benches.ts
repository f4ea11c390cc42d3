import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { timing, type Timing } from './product-type-variants';

const run = promisify(execFile);

/**
 * Benches that sit beside the code they time (graphcache's variants save in
 * @pod/platform, the variant store's edits in @pod/mfe-catalog, an artwork preview render in
 * @pod/render, the answer to a 500-line order webhook in @pod/orders): each workspace's `bench`
 * script prints a JSON line of samples, reported here as its median, min and max.
 */
const WORKSPACES = ['@pod/platform', '@pod/mfe-catalog', '@pod/render', '@pod/orders'];

export async function runWorkspaceBenches(): Promise<Array<Record<string, unknown> & { timing: Timing }>> {
  const results = [];
  for (const workspace of WORKSPACES) {
    const { stdout } = await run('npm', ['run', 'bench', '--silent', '-w', workspace], { maxBuffer: 1 << 20 });
    const { samplesMs, ...rest } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { samplesMs: number[] } & Record<string, unknown>;
    results.push({ ...rest, timing: timing(samplesMs) });
  }
  return results;
}
