import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerEntry } from './worker-entry';

describe('workerEntry', () => {
  it('from TypeScript source: the .ts entry beside the pool, started with the tsx loader', () => {
    const entry = workerEntry(new URL('./pool.ts', import.meta.url).href, 'worker');
    expect(entry.filename).toBe(new URL('./worker.ts', import.meta.url).href);
    expect(existsSync(fileURLToPath(entry.filename))).toBe(true);
    const at = entry.execArgv.lastIndexOf('--import');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(entry.execArgv[at + 1]).toMatch(/^file:.*\/tsx\/.*\.m?js$/);
  });

  it('from a build: the .js entry beside the pool, with no loader added', () => {
    const entry = workerEntry('file:///srv/app/dist/pool/pool.js', 'layer-worker');
    expect(entry.filename).toBe('file:///srv/app/dist/pool/layer-worker.js');
    expect(entry.execArgv).toEqual(process.execArgv);
  });
});
