import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEFAULT_PORTS, REMOTE_NAMES, type RemoteName } from '@pod/contracts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SHELL = `http://localhost:${DEFAULT_PORTS.shell}`;
export const SELLER = { email: 'seller@pod.local', password: 'demo-pass-1' };

export interface BundleBytes {
  bench: 'bundles';
  /** Response bodies as transferred (compressed when the server compressed), in bytes. */
  loginCold: number;
  /** /products opened by the signed-in seller in a fresh browser (empty cache). */
  productsCold: number;
  /** /products opened right after signing in (cache warm from /login): what one more page costs. */
  productsAfterLogin: number;
  /** Each remote's remoteEntry.js as sent to a browser that accepts br and gzip. */
  remoteEntry: Record<RemoteName, { bytes: number; encoding: string }>;
}

/**
 * Starts the embedded suite (built front ends required) on a throw-away data dir; resolves once it is up.
 * `env` adds to the suite's environment (e.g. e2e/support/ports.ts's PORTS_ENV, to run beside the default ports).
 */
export async function startSuite(dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/embedded/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, POD_DATA_DIR: dataDir, POD_FRESH_DATA: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('POD back office is running')) ready();
    });
    child.once('exit', (code) => fail(new Error(`the embedded suite exited (${code}) before it was ready`)));
  });
  child.stdout!.resume();
  return child;
}

/** Sums the transferred body size of every response the page receives while `action` runs. */
async function bytesDuring(page: Page, action: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onFinished = (req: import('playwright-core').Request) =>
    sizes.push(req.sizes().then((s) => s.responseBodySize, () => 0));
  page.on('requestfinished', onFinished);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

export async function signIn(page: Page) {
  await page.getByLabel('Email').fill(SELLER.email);
  await page.getByLabel('Password').fill(SELLER.password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // The landing page is a client-side move: 'networkidle' was reached on /login already and would
  // return at once, so wait for the signed-in layout and its page to finish rendering instead.
  await page.getByRole('link', { name: 'Home' }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="pod-spinner"]'));
  await page.waitForLoadState('networkidle');
}

/** remoteEntry.js as a browser gets it: the body length on the wire and its Content-Encoding. */
function remoteEntrySize(remote: RemoteName): Promise<{ bytes: number; encoding: string }> {
  return new Promise((done, fail) => {
    const req = request(`http://localhost:${DEFAULT_PORTS[remote]}/remoteEntry.js`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.once('error', fail);
    req.end();
  });
}

export async function runBundleBytes(): Promise<BundleBytes> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-bundles-'));
  const suite = await startSuite(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let seller: BrowserContext | undefined;
  try {
    seller = await browser.newContext({ baseURL: SHELL });
    const page = await seller.newPage();
    const loginCold = await bytesDuring(page, async () => {
      await page.goto('/login');
      await page.getByLabel('Email').waitFor();
    });
    await signIn(page);
    const productsAfterLogin = await bytesDuring(page, async () => {
      await page.goto('/products');
    });

    const fresh = await browser.newContext({ baseURL: SHELL, storageState: await seller.storageState() });
    const coldPage = await fresh.newPage();
    const productsCold = await bytesDuring(coldPage, async () => {
      await coldPage.goto('/products');
    });
    await fresh.close();

    const remoteEntry = Object.fromEntries(
      await Promise.all(REMOTE_NAMES.map(async (remote) => [remote, await remoteEntrySize(remote)] as const)),
    ) as BundleBytes['remoteEntry'];
    return { bench: 'bundles', loginCold, productsCold, productsAfterLogin, remoteEntry };
  } finally {
    await seller?.close();
    await browser.close();
    suite.kill('SIGTERM');
    await new Promise((done) => suite.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench:bundles` (after `npm run build`; it starts the embedded suite on its fixed ports). */
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runBundleBytes().then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error) => {
      process.stderr.write(`bench:bundles failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
