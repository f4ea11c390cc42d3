import { spawn } from 'node:child_process';

/**
 * `npm run e2e -w @pod/e2e`: the specs in `E2E_SHARDS` (default 1) Playwright shards at once, each
 * against its own embedded suite on its own ports (`E2E_PORT_OFFSET`, support/ports.ts) and data dir.
 * The shards share nothing but the machine, so no spec sees another shard's users, orders or sign-in
 * limits. On two cores one shard is the default: two took 16.7 min for half the specs, as long as one
 * takes for all (the suites and Chromium are CPU-bound); more cores can take more. One shard streams
 * its output as it runs (a CI log shows how far a slow run got); several print each shard's output
 * whole when it ends (not interleaved). The run fails when any shard failed.
 * Extra arguments go to every shard's `playwright test`.
 */
const shards = Number(process.env.E2E_SHARDS ?? 1);
if (!Number.isInteger(shards) || shards < 1 || shards > 4) throw new Error(`E2E_SHARDS must be 1 to 4, got "${process.env.E2E_SHARDS}"`);

/** Ports of shard n are the defaults plus n × 100 (the suite's ports span less than 100 per block). */
const PORT_BLOCK = 100;

interface ShardResult { shard: number; code: number; output: string }

function runShard(shard: number): Promise<ShardResult> {
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${shard}/${shards}`] : []), ...process.argv.slice(2)];
  const child = spawn('npx', args, {
    cwd: import.meta.dirname,
    env: { ...process.env, E2E_PORT_OFFSET: String((shard - 1) * PORT_BLOCK) },
    stdio: shards === 1 ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ shard, code: 1, output: `could not start playwright: ${error.message}` }));
    child.on('close', (code) => resolve({ shard, code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

const pending = new Map(Array.from({ length: shards }, (_, i) => [i + 1, runShard(i + 1)] as const));
let failed = 0;
while (pending.size) {
  const done = await Promise.race(pending.values());
  pending.delete(done.shard);
  process.stdout.write(`\n--- e2e shard ${done.shard}/${shards} (exit ${done.code}) ---\n${done.output}\n`);
  if (done.code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
