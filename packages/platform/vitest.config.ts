import { defineConfig } from 'vitest/config';

// Node by default, as in the other workspaces: a file that renders or uses storage names jsdom in
// its first line (`// @vitest-environment jsdom`). A jsdom window costs each file about a second
// to set up, and half of these files test plain functions.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
