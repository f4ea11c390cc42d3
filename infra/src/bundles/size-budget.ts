import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const BUDGETS_FILE = join(REPO_ROOT, 'infra/bundle-budgets.json');
export const APPS = ['shell', 'mfe-orders', 'mfe-catalog', 'mfe-design', 'mfe-ai-banner'] as const;

/** Brotli bytes of one app's build: what browsers download. */
export interface AppSizes {
  /** A remote's remoteEntry.js, fetched (uncached) by the shell on every page load; the shell has none. */
  remoteEntry?: number;
  /**
   * What the app's first page costs: for a remote, the chunks its exposed `./routes` loads
   * synchronously (the shell provides the shared singletons); for the shell, all of its JS and
   * CSS (it provides every singleton, its own pages and antd's stylesheet).
   */
  initial: number;
}
export type Budgets = Record<string, AppSizes>;

/** The build's .br copy when there is one (compression-webpack-plugin skips files that barely shrink), else brotli now. */
function compressedSize(dist: string, file: string): number {
  const br = join(dist, `${file}.br`);
  if (existsSync(br)) return readFileSync(br).length;
  return brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
}

interface Manifest {
  exposes?: { path?: string; assets: { js: { sync: string[] } } }[];
}

/**
 * The expose the shell loads for a remote's first page. Other exposes are widgets another
 * remote loads when it opens them (mfe-design's `./ArtworkChooser` in the product form's modal),
 * not part of any first page.
 */
const FIRST_PAGE_EXPOSE = './routes';

export function measureApp(app: string, dist: string): AppSizes {
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${app} is not built (no ${dist}/mf-manifest.json): run npm run build first`);
  const sum = (files: string[]) => files.reduce((total, file) => total + compressedSize(dist, file), 0);
  if (app === 'shell') return { initial: sum(readdirSync(dist).filter((file) => /\.(js|css)$/.test(file))) };
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const firstPage = (manifest.exposes ?? []).filter((expose) => expose.path === undefined || expose.path === FIRST_PAGE_EXPOSE);
  const exposedSync = new Set(firstPage.flatMap((expose) => expose.assets.js.sync));
  return { remoteEntry: compressedSize(dist, 'remoteEntry.js'), initial: sum([...exposedSync]) };
}

/** One line per size over its budget (or without one); empty when everything fits. */
export function overBudget(measured: Budgets, budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const [app, sizes] of Object.entries(measured)) {
    for (const [kind, bytes] of Object.entries(sizes) as [keyof AppSizes, number][]) {
      const budget = budgets[app]?.[kind];
      if (budget === undefined) problems.push(`${app} ${kind}: ${bytes} B has no budget in infra/bundle-budgets.json`);
      else if (bytes > budget) problems.push(`${app} ${kind}: ${bytes} B compressed, over its budget of ${budget} B`);
    }
  }
  return problems;
}

/** `npm run bundles:budget` (after `npm run build`): exits 1 when a bundle outgrew its budget. */
function main() {
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
  const measured: Budgets = Object.fromEntries(APPS.map((app) => [app, measureApp(app, join(REPO_ROOT, app, 'dist'))]));
  for (const [app, sizes] of Object.entries(measured)) {
    const entry = sizes.remoteEntry === undefined ? '' : `   remoteEntry.js ${sizes.remoteEntry} B / ${budgets[app]?.remoteEntry ?? '-'}`;
    process.stdout.write(`${app.padEnd(14)} initial ${sizes.initial} B / ${budgets[app]?.initial ?? '-'}${entry}\n`);
  }
  const problems = overBudget(measured, budgets);
  if (problems.length > 0) {
    process.stderr.write(`Bundles over budget (brotli bytes):\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
