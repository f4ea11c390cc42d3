import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The vitest settings every Node workspace shares (services, the gateway, the Node packages);
 * each `vitest.config.ts` is `nodeTestConfig()` plus what is its own.
 *
 * - `isolate: false`: the test files of one worker share the module cache. Every file starts real
 *   services (Apollo, TypeORM, pino, the federation gateway), and importing that graph again for
 *   each file was most of the run (gateway: 121 s of imports beside 143 s of tests; orders 101 s
 *   beside 175 s; with it, both finish in about a minute). Each file still gets its own databases
 *   and services; what a file must not do is leave process-wide state changed behind it. A
 *   workspace whose code keeps such state passes `isolate: true` and says why.
 * - Timeouts fit services that start, migrate and seed in a hook.
 */
export function nodeTestConfig(own: ViteUserConfig = {}) {
  return mergeConfig(defineConfig({ test: { isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } }), own);
}
