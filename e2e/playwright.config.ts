import { defineConfig } from '@playwright/test';
import { GATEWAY_BASE, PORT_OFFSET, PORTS, PORTS_ENV, SHELL_URL } from './support/ports';

/**
 * End-to-end specs drive the whole embedded suite (ARCHITECTURE.md §9) in Debian's Chromium:
 * no browser download. The launcher starts on a throw-away data dir so seeds are fresh.
 */
const dataDir = process.env.POD_DATA_DIR ?? (PORT_OFFSET ? `.data/e2e-${PORT_OFFSET}` : '.data/e2e');
// The test workers are forked from this process: they find the moved ports (the demo store's,
// the fake store's) in their environment.
Object.assign(process.env, PORTS_ENV);

export default defineConfig({
  testDir: '.',
  testMatch: ['specs/**/*.spec.ts'],
  // One folder per shard: Playwright empties its output folder when it starts, and traces are
  // written there while tests run, so two shards sharing one lost each other's files.
  outputDir: PORT_OFFSET ? `test-results-${PORT_OFFSET}` : 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHELL_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [{
    command: 'node --import tsx infra/src/embedded/main.ts',
    cwd: '..',
    url: `${GATEWAY_BASE}/ready`,
    // the banner comes once the demo seller's site is connected to the demo store, after /ready
    wait: { stdout: /POD back office is running/ },
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // warnings and errors only: a request log line per call buries a failure's cause in CI's output
    env: { ...PORTS_ENV, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', POD_DATA_DIR: dataDir, POD_FRESH_DATA: '1', ALLOW_LOOPBACK_STORES: '1' },
  }, {
    // the WooCommerce store sellers connect in e2e (packages/store-fakes; e2e/support/stores.ts)
    command: 'node --import tsx packages/store-fakes/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${PORTS.fakeWooStore}/__fake/requests`,
    timeout: 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: PORTS_ENV,
  }],
});
