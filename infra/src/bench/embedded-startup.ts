import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * `npm start`'s cost (issue 21 item 2): launches `infra/src/embedded/main.ts` on a fresh data dir,
 * and prints one JSON line: ms from launch to the gateway's /ready and to the banner, and the
 * summed VmRSS of the launcher and every process under it once the banner is out.
 * Alone: `node --import tsx infra/src/bench/embedded-startup.ts`; extra env (POD_SKIP_FRONTENDS=1,
 * DEMO_ORDERS=0, ports: STARTUP_PORT_BASE, default 5100) passes through to the suite.
 */
const root = resolve(import.meta.dirname, '..', '..', '..');
const base = Number(process.env.STARTUP_PORT_BASE ?? 5100);
const PORTS: Record<string, number> = {
  SHELL_PORT: 0, MFE_ORDERS_PORT: 1, MFE_CATALOG_PORT: 2, MFE_DESIGN_PORT: 3, MFE_AI_BANNER_PORT: 4,
  GATEWAY_PORT: 10, USERS_SITES_PORT: 11, CATALOG_PORT: 12, ORDERS_PORT: 13, ARTWORKS_PORT: 14, MEDIA_PORT: 15,
  PGLITE_PORT: 20, S3_PORT: 21, MAILBOX_SMTP_PORT: 22, MAILBOX_HTTP_PORT: 23, DEMO_STORE_PORT: 24,
};

/** pid → parent pid of every process on the machine (Linux /proc). */
async function parents(): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // the name field may hold spaces: the parent pid is the second field after its closing paren
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) map.set(Number(entry), ppid);
  }
  return map;
}

/** The summed VmRSS (MB) of `pid` and its descendants, and how many processes that is. */
async function treeRss(pid: number): Promise<{ mb: number; processes: number }> {
  const tree = await parents();
  const pids = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of tree) if (pids.has(parent) && !pids.has(child)) grew = Boolean(pids.add(child));
  }
  let kb = 0;
  for (const p of pids) {
    const status = await readFile(`/proc/${p}/status`, 'utf8').catch(() => '');
    kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return { mb: Math.round(kb / 1024), processes: pids.size };
}

async function main() {
  const env: Record<string, string | undefined> = {
    ...process.env,
    POD_DATA_DIR: process.env.POD_DATA_DIR ?? '/tmp/h1-startup-bench',
    POD_FRESH_DATA: '1',
    ...Object.fromEntries(Object.entries(PORTS).map(([name, offset]) => [name, String(base + offset)])),
  };
  const started = Date.now();
  // STARTUP_ENTRY: another launcher to compare with (e.g. a copy of the one-process launcher).
  const entry = process.env.STARTUP_ENTRY ?? 'infra/src/embedded/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const banner = new Promise<number>((resolveBanner, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('POD back office is running')) resolveBanner(Date.now() - started);
    });
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the suite exited (${code}) before its banner:\n${output.slice(-3000)}`)));
  });
  let readyMs = 0;
  const readyUrl = `http://127.0.0.1:${base + PORTS.GATEWAY_PORT!}/ready`;
  const polling = (async () => {
    while (!readyMs) {
      if (await fetch(readyUrl, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false)) readyMs = Date.now() - started;
      else await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    const bannerMs = await banner;
    await polling;
    const rss = await treeRss(child.pid!);
    process.stdout.write(`${JSON.stringify({ bench: 'embedded-startup', entry, skipFrontends: env.POD_SKIP_FRONTENDS === '1', demoOrders: env.DEMO_ORDERS ?? 'plan', readyMs, bannerMs, rssMb: rss.mb, processes: rss.processes })}\n`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
