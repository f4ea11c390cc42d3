import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { SHELL, signIn, startSuite } from './bundles';

export interface LighthouseScore {
  /** Performance category, 0-100 (target ≥ 90). */
  performance: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes the page transferred, as Lighthouse counts them. */
  transferBytes: number;
}

export interface LighthouseBench {
  bench: 'lighthouse';
  profile: 'desktop';
  login: LighthouseScore;
  /** /products as the demo Seller, signed in beforehand; HTTP cache cleared, session kept. */
  products: LighthouseScore;
}

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

/** One Lighthouse navigation (desktop profile) of `url` in the Chromium listening on `port`. */
async function audit(url: string, port: number, keepSession: boolean): Promise<LighthouseScore> {
  // keepSession: Lighthouse would otherwise clear storage (and with it the signed-in session).
  const flags: Flags = { port, output: 'json', logLevel: 'error', disableStorageReset: keepSession };
  const result = await lighthouse(url, flags, desktopConfig);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: Math.round(metric('first-contentful-paint')),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: metric('cumulative-layout-shift'),
    transferBytes: Math.round(metric('total-byte-weight')),
  };
}

/**
 * Lighthouse (desktop profile) on /login and on /products as the demo Seller, against the
 * embedded suite with the built front ends, driving Debian's Chromium through chrome-launcher.
 * The seller signs in through the login page with playwright connected to the same browser;
 * Lighthouse then keeps that storage but the HTTP cache is cleared, so /products loads cold.
 */
export async function runLighthouse(): Promise<LighthouseBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-lighthouse-'));
  const suite = await startSuite(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const login = await audit(`${SHELL}/login`, chrome.port, false);

    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${SHELL}/login`);
    await signIn(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    const products = await audit(`${SHELL}/products`, chrome.port, true);
    await browser.close();

    return { bench: 'lighthouse', profile: 'desktop', login, products };
  } finally {
    chrome.kill();
    suite.kill('SIGTERM');
    await new Promise((done) => suite.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench:lighthouse` (after `npm run build`; it starts the embedded suite on its fixed ports). */
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runLighthouse().then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error) => {
      process.stderr.write(`bench:lighthouse failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
