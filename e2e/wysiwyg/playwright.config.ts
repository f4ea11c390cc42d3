import { defineConfig } from '@playwright/test';

/**
 * Self-contained config for the WYSIWYG check (the e2e workspace's main config drives the
 * whole suite). Debian's Chromium, never a downloaded browser; no network beyond loopback.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
  outputDir: '../../node_modules/.cache/wysiwyg-results',
  use: {
    browserName: 'chromium',
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
