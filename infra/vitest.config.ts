import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// As in gateway/vitest.config.ts: the gateway's source runs inside these tests (fuzz, embedded),
// so its `graphql` imports must reach the same CJS build its dependencies load.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
});
